import { DeleteObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { assertStorageKey, type Storage } from "./storage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service: https://storage.googleapis.com (Cloud Storage interoperability), R2, MinIO. */
  endpoint?: string;
  /** Without them the AWS SDK looks for credentials itself (environment, IAM role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most local servers). */
  forcePathStyle?: boolean;
  /** Where the browser loads media from (a CDN or the bucket's public address); a key's URL is `${publicUrl}/${key}`. */
  publicUrl: string;
}

/** Keys are unique per upload and never rewritten with other bytes, so caches may keep them as long as they like. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Stores media as objects of one bucket over the S3 protocol (AWS SDK v3). */
export function createS3Storage(options: S3StorageOptions): Storage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle ?? false,
    // The SDK's default CRC checksums (since 3.729) are not understood by every S3-compatible service (Cloud
    // Storage's interoperability mode among them): send and check them only where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const base = options.publicUrl.replace(/\/+$/, "");
  return {
    client,
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          CacheControl: CACHE_CONTROL,
        }),
      );
      return { url: `${base}/${key}` };
    },
    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 for a missing key; Cloud Storage's XML API answers 404.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return;
        throw error;
      }
    },
  };
}
