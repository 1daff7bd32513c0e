// What the S3 adapter signs, offline (presigning needs no server); tests/integration/storage-s3.test.ts drives a real
// S3-compatible server.
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createDiskStorage } from "./disk.ts";
import { createS3Storage } from "./s3.ts";
import { takesDirectUploads } from "./storage.ts";

const credentials = { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" };

/** The storage and the config made from the same settings. */
function fromSettings(settings: Record<string, string>) {
  const config = loadConfig({ STORAGE_DRIVER: "s3", S3_PRIVATE_BUCKET: "nilam-private", ...settings });
  if (config.storage.driver !== "s3") throw new Error("not s3");
  const storage = createS3Storage({ ...config.storage, credentials });
  return { storage, bucketOrigin: config.storage.privateBucketOrigin };
}

const put = { contentLength: 1234, contentType: "application/octet-stream", expiresInSeconds: 900 };

describe("S3 presigned uploads", () => {
  it("signs a PUT of exactly the announced size and type, for a short while", async () => {
    const { storage } = fromSettings({ S3_BUCKET: "nilam-media", S3_REGION: "ap-south-1" });
    const { url, headers } = await storage.presignPut("incoming/abc", put);
    const signed = new URL(url);
    expect(signed.pathname).toBe("/incoming/abc");
    expect(signed.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(signed.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual([
      "content-length",
      "content-type",
      "host",
    ]);
    expect(headers).toEqual({ "content-type": "application/octet-stream" });
    storage.client.destroy();
  });

  it("points at the bucket origin the settings name, which the CSP lets pages connect to", async () => {
    const setups: Record<string, string>[] = [
      { S3_BUCKET: "nilam-media", S3_REGION: "ap-south-1" },
      { S3_BUCKET: "nilam.media", S3_REGION: "ap-south-1" },
      { S3_BUCKET: "nilam-media", S3_ENDPOINT: "https://storage.googleapis.com", S3_REGION: "auto" },
      {
        S3_BUCKET: "nilam-media",
        S3_ENDPOINT: "https://storage.googleapis.com",
        S3_REGION: "auto",
        S3_FORCE_PATH_STYLE: "true",
      },
      { S3_BUCKET: "nilam-media", S3_ENDPOINT: "http://127.0.0.1:9000" },
      { S3_BUCKET: "nilam-media", S3_ENDPOINT: "http://localhost:9000/s3", S3_FORCE_PATH_STYLE: "true" },
    ];
    for (const settings of setups) {
      const { storage, bucketOrigin } = fromSettings(settings);
      const { url } = await storage.presignPut("incoming/abc", put);
      expect(new URL(url).origin, JSON.stringify(settings)).toBe(bucketOrigin);
      storage.client.destroy();
    }
  });

  it("is offered by the S3 storage only: with disk every file goes through the server", () => {
    const { storage } = fromSettings({ S3_BUCKET: "nilam-media" });
    expect(takesDirectUploads(storage)).toBe(true);
    expect(takesDirectUploads(createDiskStorage({ mediaDir: "/nonexistent" }))).toBe(false);
    storage.client.destroy();
  });
});
