// The S3 storage adapter against a real S3-compatible server (s3rver on loopback), as production uses Cloud
// Storage's interoperability mode, S3, R2 or MinIO.
import { Readable } from "node:stream";
import { GetObjectCommand, NoSuchKey } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server, type TestS3Server } from "#tests/fixtures/s3-server.ts";

let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.close();
});

/** The object in the private bucket (where every upload starts). */
const read = (key: string) =>
  s3.storage.client.send(new GetObjectCommand({ Bucket: s3.privateBucket, Key: key }));

afterEach(() => {
  vi.useRealTimers();
});

describe("S3 storage", () => {
  it("puts an object, privately, with its content type, and answers the URL it will be public at", async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
    const { url } = await s3.storage.put("listings/u-test/480.webp", bytes, "image/webp");
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/listings/u-test/480.webp`);

    const object = await read("listings/u-test/480.webp");
    expect(object.ContentType).toBe("image/webp");
    expect(object.CacheControl).toBe("private, max-age=3600");
    expect(await object.Body?.transformToByteArray()).toEqual(bytes);
    // The public bucket does not have it: a visitor who knows the name gets nothing.
    expect((await fetch(url)).status).toBe(404);
  });

  it("publishes an object to the public bucket, takes it down again, and both can be repeated", async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 9, 9]);
    const key = "listings/u-visibility/960.webp";
    const { url } = await s3.storage.put(key, bytes, "image/webp");
    await s3.storage.publish(key);
    await s3.storage.publish(key);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    await expect(read(key)).rejects.toBeInstanceOf(NoSuchKey);

    await s3.storage.unpublish(key);
    await s3.storage.unpublish(key);
    expect((await fetch(url)).status).toBe(404);
    expect(await (await read(key)).Body?.transformToByteArray()).toEqual(bytes);

    await s3.storage.delete(key);
    await expect(s3.storage.publish(key)).resolves.toBeUndefined();
    expect((await fetch(url)).status).toBe(404);
  });

  it("signs a URL that reads a private object for a while, then no more", async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 7]);
    const key = "listings/u-signed/480.webp";
    await s3.storage.put(key, bytes, "image/webp");
    const signed = await s3.storage.signedUrl(key, 600);
    const served = await fetch(signed);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    // Signed 11 minutes ago for 10: expired.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 11 * 60_000 });
    const stale = await s3.storage.signedUrl(key, 600);
    vi.useRealTimers();
    expect((await fetch(stale)).status).toBe(403);
  });

  it("puts an object that arrives as a stream of pieces, as they come", async () => {
    const pieces = [1, 2, 3].map((n) => new Uint8Array(100_000).fill(n));
    const { url } = await s3.storage.putStream(
      "listings/u-test/video.mp4",
      Readable.from(pieces),
      300_000,
      "video/mp4",
    );
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/listings/u-test/video.mp4`);
    const object = await read("listings/u-test/video.mp4");
    expect(object).toMatchObject({ ContentType: "video/mp4", CacheControl: "private, max-age=3600" });
    expect(Buffer.from((await object.Body?.transformToByteArray())!).equals(Buffer.concat(pieces))).toBe(
      true,
    );
  });

  it("replaces an object written again under the same key", async () => {
    await s3.storage.put("listings/u-test/again.txt", new TextEncoder().encode("one"), "text/plain");
    await s3.storage.put("listings/u-test/again.txt", new TextEncoder().encode("two"), "text/plain");
    expect(await (await read("listings/u-test/again.txt")).Body?.transformToString()).toBe("two");
  });

  it("deletes an object, and deleting a missing key is not an error", async () => {
    await s3.storage.put("listings/u-test/gone.mp4", new Uint8Array([0, 0, 0, 8]), "video/mp4");
    await s3.storage.delete("listings/u-test/gone.mp4");
    await expect(read("listings/u-test/gone.mp4")).rejects.toBeInstanceOf(NoSuchKey);
    await expect(s3.storage.delete("listings/u-test/gone.mp4")).resolves.toBeUndefined();
    await expect(s3.storage.delete("listings/never-was/x.webp")).resolves.toBeUndefined();
  });

  it("refuses keys that are not safe relative paths, before sending anything", async () => {
    for (const key of ["../escape.webp", "/absolute.webp", "a//b.webp", "a b.webp", ""]) {
      await expect(s3.storage.put(key, new Uint8Array([1]), "image/webp"), key).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(s3.storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});
