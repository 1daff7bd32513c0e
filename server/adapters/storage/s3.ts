import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertStorageKey, type DirectStorage } from "./storage.ts";

export interface S3StorageOptions {
  /** The public bucket: anyone may read an object by name (never list it). */
  bucket: string;
  /** The private bucket: uploads, direct uploads awaiting checks and the media of listings not on the site. */
  privateBucket: string;
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

/**
 * Keys are unique per upload and never rewritten with other bytes, but a public file may be taken down (its listing
 * rejected, held, lapsed or closed): caches keep it an hour at most, so a take-down holds within the hour.
 */
const PUBLIC_CACHE = "public, max-age=3600";
const PRIVATE_CACHE = "private, max-age=3600";

/** S3 answers 404 for a missing key (NoSuchKey, NotFound); so does Cloud Storage's XML API. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** Stores media as objects of one bucket over the S3 protocol (AWS SDK v3). */
export function createS3Storage(options: S3StorageOptions): DirectStorage & { client: S3Client } {
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
  const places = { public: options.bucket, private: options.privateBucket };
  const Bucket = places.private;
  const base = options.publicUrl.replace(/\/+$/, "");
  const urlOf = (key: string) => `${base}/${key}`;
  // One PUT, also of a stream: its length is known, so the body goes as it comes (no multipart upload, which not
  // every S3-compatible service offers alike).
  const put = async (
    key: string,
    body: Uint8Array | Readable,
    size: number,
    contentType: string,
    place: keyof typeof places = "private",
  ) => {
    assertStorageKey(key);
    await client.send(
      new PutObjectCommand({
        Bucket: places[place],
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: size,
        CacheControl: place === "public" ? PUBLIC_CACHE : PRIVATE_CACHE,
      }),
    );
    return { url: urlOf(key) };
  };
  const remove = async (bucket: string, key: string) => {
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      // S3 answers 204 for a missing key; Cloud Storage's XML API answers 404.
      if (!isMissing(error)) throw error;
    }
  };
  // Copy, then delete the source: a move interrupted between the two leaves the file in both places, and the next
  // move finishes it. A missing source was moved before (or never stored): nothing to do.
  const move = async (key: string, from: keyof typeof places, to: keyof typeof places) => {
    assertStorageKey(key);
    try {
      const source = await client.send(new HeadObjectCommand({ Bucket: places[from], Key: key }));
      await client.send(
        new CopyObjectCommand({
          Bucket: places[to],
          Key: key,
          CopySource: `${places[from]}/${key}`,
          MetadataDirective: "REPLACE",
          ContentType: source.ContentType,
          CacheControl: to === "public" ? PUBLIC_CACHE : PRIVATE_CACHE,
        }),
      );
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await remove(places[from], key);
  };
  return {
    client,
    put: (key, bytes, contentType, putOptions) =>
      put(key, bytes, bytes.byteLength, contentType, putOptions?.public ? "public" : "private"),
    putStream: (key, body, size, contentType) => put(key, body, size, contentType),
    async delete(key) {
      assertStorageKey(key);
      await remove(places.public, key);
      await remove(places.private, key);
    },
    publish: (key) => move(key, "private", "public"),
    unpublish: (key) => move(key, "public", "private"),
    async signedUrl(key, expiresInSeconds) {
      assertStorageKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: expiresInSeconds,
      });
    },
    async presignPut(key, { contentLength, contentType, expiresInSeconds }) {
      assertStorageKey(key);
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentLength: contentLength,
        ContentType: contentType,
      });
      // Content-Length and Content-Type are signed: the bucket refuses a PUT of any other size or type. (The
      // presigner leaves Content-Type unsigned unless told.)
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(["content-type"]),
      });
      return { url, headers: { "content-type": contentType } };
    },
    async head(key) {
      assertStorageKey(key);
      try {
        const found = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: found.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async readRange(key, offset, length) {
      assertStorageKey(key);
      if (length <= 0) return new Uint8Array(0);
      const found = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${offset}-${offset + length - 1}` }),
      );
      return (await found.Body?.transformToByteArray()) ?? new Uint8Array(0);
    },
    async copy(from, to, contentType) {
      assertStorageKey(from);
      assertStorageKey(to);
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: `${Bucket}/${from}`,
          MetadataDirective: "REPLACE",
          ContentType: contentType,
          CacheControl: PRIVATE_CACHE,
        }),
      );
      return { url: urlOf(to) };
    },
  };
}
