// Direct uploads against a real S3-compatible server (s3rver on loopback, path-style, as Cloud Storage's
// interoperability mode is used): the browser's three requests (presign, PUT to the bucket, complete), what the
// bucket refuses, what the server refuses after reading the stored bytes, and what is left behind: nothing.
import { GetObjectCommand, NoSuchKey } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import type { ListingMedia } from "#server/db/documents.ts";
import { readMp4 } from "#server/modules/media/mp4.ts";
import {
  ABANDONED_AFTER_MS,
  incomingKey,
  sweepAbandonedUploads,
  takeUploads,
} from "#server/modules/media/uploads.ts";
import { s3Settings, startS3Server, type TestS3Server } from "#tests/fixtures/s3-server.ts";
import { mdatOf, mp4Video, pngImage, videoMetadataLeft } from "#tests/support/factories/media.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

let s3: TestS3Server;
let api: ApiTest;

beforeAll(async () => {
  s3 = await startS3Server("nilam-direct");
  api = await apiTest({
    storage: s3.storage,
    settings: {
      ...s3Settings(s3),
      // Small limits, so that a test file is "large".
      MEDIA_MAX_IMAGE_MB: "1",
      MEDIA_MAX_VIDEO_MB: "2",
      MEDIA_DIRECT_OVER_MB: "0.01",
    },
    rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000, uploadsPer10Minutes: 1000 },
  });
});

afterAll(async () => {
  await api?.close();
  await s3?.close();
});

interface Ticket {
  uploadId: string;
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
}
interface UploadAnswer {
  upload: { id: string; media: ListingMedia };
}

const presign = (member: TestMember, file: { filename: string; size: number; contentType?: string }) =>
  api.call("POST", "/api/v1/uploads/direct", { cookie: member.cookie, body: file });

async function ticketFor(member: TestMember, bytes: Uint8Array, filename: string): Promise<Ticket> {
  const response = await presign(member, { filename, size: bytes.length, contentType: "video/mp4" });
  const body = await response.text();
  expect(response.status, body).toBe(201);
  return JSON.parse(body) as Ticket;
}

/** The PUT the browser sends the file with: no cookie, no Origin of ours, just the signed URL. */
const putFile = (ticket: Ticket, bytes: Uint8Array, headers = ticket.headers) =>
  fetch(ticket.url, { method: "PUT", headers, body: new Uint8Array(bytes) });

const complete = (member: TestMember, uploadId: string) =>
  api.call("POST", `/api/v1/uploads/${uploadId}/complete`, { cookie: member.cookie });

/** An upload's object: uploads are private until a listing on the site holds them. */
const object = (key: string) =>
  s3.storage.client.send(new GetObjectCommand({ Bucket: s3.privateBucket, Key: key }));
const exists = (key: string) =>
  object(key).then(
    () => true,
    (error: unknown) => {
      if (error instanceof NoSuchKey) return false;
      throw error;
    },
  );
const record = async (id: string) => (await col.uploads(api.db).doc(id).get()).data();

/** A video over MEDIA_DIRECT_OVER_MB (10 kB) and under MEDIA_MAX_VIDEO_MB (2 MB). */
const largeVideo = () => mp4Video({ width: 1920, height: 1080, payloadBytes: 200_000 });

describe("direct uploads to the bucket", () => {
  it("takes a video over the threshold: presign, PUT, complete; the file ends at its key, nothing incoming", async () => {
    const member = await api.signIn();
    const video = largeVideo();
    const ticket = await ticketFor(member, video, "walkthrough.mp4");
    expect(new URL(ticket.url).origin).toBe(s3.endpoint);
    expect(Date.parse(ticket.expiresAt) - Date.now()).toBeGreaterThan(10 * 60 * 1000);
    expect(await record(ticket.uploadId)).toMatchObject({
      ownerId: member.uid,
      incoming: { filename: "walkthrough.mp4", size: video.length },
    });

    const put = await putFile(ticket, video);
    expect(put.status, await put.text()).toBe(200);
    expect(await exists(incomingKey(ticket.uploadId))).toBe(true);

    const completed = await complete(member, ticket.uploadId);
    const body = await completed.text();
    expect(completed.status, body).toBe(201);
    const { upload } = JSON.parse(body) as UploadAnswer;
    const key = `listings/u-${ticket.uploadId}/video.mp4`;
    // What the normal path answers for a video.
    expect(upload).toEqual({
      id: ticket.uploadId,
      media: {
        id: ticket.uploadId,
        kind: "video",
        width: 1920,
        height: 1080,
        alt: null,
        // A signed URL of the private bucket, for the form's preview.
        url: expect.stringMatching(new RegExp(`^${s3.endpoint}/${s3.privateBucket}/${key}\\?X-Amz-`)),
        storageKey: key,
        contentType: "video/mp4",
        bytes: video.length,
        variants: [],
        placeholder: null,
      },
    });
    const stored = await object(key);
    expect(stored.ContentType).toBe("video/mp4");
    expect(stored.CacheControl).toBe("private, max-age=3600");
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(video)).toBe(true);
    expect(await exists(incomingKey(ticket.uploadId))).toBe(false);
    // At the URL it will have once public.
    const recorded = { ...upload.media, url: `${s3.endpoint}/${s3.bucket}/${key}` };
    expect(await record(ticket.uploadId)).toEqual({
      ownerId: member.uid,
      media: recorded,
      createdAt: expect.any(Date),
    });

    // A listing takes it like any upload.
    const taken = await api.db.runTransaction((tx) =>
      takeUploads(api.db, { tx, ownerId: member.uid, uploadIds: [ticket.uploadId] }),
    );
    expect(taken.media).toEqual([recorded]);
  });

  it("stores a phone's video without the place it was recorded: metadata blanked, nothing moved", async () => {
    const member = await api.signIn();
    const options = { width: 1920, height: 1080, payloadBytes: 200_000 } as const;
    const video = mp4Video({ ...options, metadata: "kept" });
    const ticket = await ticketFor(member, video, "IMG_0042.mp4");
    expect((await putFile(ticket, video)).status).toBe(200);
    const completed = await complete(member, ticket.uploadId);
    expect(completed.status, await completed.clone().text()).toBe(201);
    const { upload } = (await completed.json()) as UploadAnswer;
    expect(upload.media).toMatchObject({ width: 1920, height: 1080, bytes: video.length });

    const found = await object(upload.media.storageKey!);
    expect(found).toMatchObject({
      ContentType: "video/mp4",
      CacheControl: "private, max-age=3600",
    });
    const stored = Buffer.from(await found.Body!.transformToByteArray());
    expect(videoMetadataLeft(stored)).toEqual([]);
    expect(stored.length).toBe(video.length);
    expect(mdatOf(stored).equals(mdatOf(video))).toBe(true);
    expect(readMp4(stored)).toEqual({ ...readMp4(video), metadata: [] });
    expect(stored.equals(mp4Video({ ...options, metadata: "blanked" }))).toBe(true);
    expect(await exists(incomingKey(ticket.uploadId))).toBe(false);
  });

  it("lets pages send to the bucket's origin, a PUT signed for the announced size and type only", async () => {
    const member = await api.signIn();
    const video = largeVideo();
    const response = await presign(member, {
      filename: "a.mp4",
      size: video.length,
      contentType: "video/mp4",
    });
    expect(response.headers.get("content-security-policy")).toMatch(
      new RegExp(`connect-src 'self' [^;]*${s3.endpoint}`),
    );
    const ticket = (await response.json()) as Ticket;
    // A real bucket refuses a PUT whose signed headers differ (s3rver does not check V4 signatures).
    const signed = new URL(ticket.url).searchParams;
    expect(signed.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(signed.get("X-Amz-Expires")).toBe("900");
    expect(ticket.headers).toEqual({ "content-type": "application/octet-stream" });
  });

  it("refuses at presign a file over the limits, with the normal path's message, recording nothing", async () => {
    const member = await api.signIn();
    const message = "The file is too large: photos up to 1 MB and videos up to 2 MB are accepted.";
    for (const file of [
      { filename: "film.mp4", size: 3 * 1024 * 1024, contentType: "video/mp4" },
      { filename: "field.jpg", size: 1.5 * 1024 * 1024, contentType: "image/jpeg" },
    ]) {
      const response = await presign(member, file);
      expect(response.status, file.filename).toBe(413);
      expect(await response.json()).toMatchObject({ error: { code: "too_large", message } });
    }
    expect((await presign(member, { filename: "", size: 10 })).status).toBe(400);
    expect((await presign(member, { filename: "a.mp4", size: -1 })).status).toBe(400);
    const uploads = await col.uploads(api.db).where("ownerId", "==", member.uid).get();
    expect(uploads.size).toBe(0);
  });

  it("refuses at complete what is not an MP4 video, deleting the file and the upload", async () => {
    const member = await api.signIn();
    const cases: [string, Uint8Array, number, RegExp][] = [
      [
        "notes.mp4",
        new TextEncoder().encode("Survey No. 56/7, Salem ".repeat(1000)),
        415,
        /is not a photo or video/,
      ],
      [
        "movie.mov",
        mp4Video({ majorBrand: "qt  ", compatibleBrands: ["qt  "], payloadBytes: 20_000 }),
        415,
        /QuickTime video that not every browser plays/,
      ],
      ["cut.mp4", largeVideo().subarray(0, 150_000), 415, /could not be read as an MP4 video/],
      ["plot.png", await pngImage(400, 300), 415, /^plot\.png is a photo/],
    ];
    for (const [name, bytes, status, message] of cases) {
      const ticket = await ticketFor(member, bytes, name);
      expect((await putFile(ticket, bytes)).status, name).toBe(200);
      const response = await complete(member, ticket.uploadId);
      expect(response.status, name).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message, name).toMatch(
        message,
      );
      expect(await exists(incomingKey(ticket.uploadId)), name).toBe(false);
      expect(await exists(`listings/u-${ticket.uploadId}/video.mp4`), name).toBe(false);
      expect(await record(ticket.uploadId), name).toBeUndefined();
    }
  });

  it("lets no other member complete someone's upload, and completing twice is harmless", async () => {
    const owner = await api.signIn();
    const stranger = await api.signIn();
    const video = largeVideo();
    const ticket = await ticketFor(owner, video, "gate.mp4");
    await putFile(ticket, video);

    expect((await complete(stranger, ticket.uploadId)).status).toBe(404);
    expect((await complete(stranger, "not-an-id")).status).toBe(404);
    expect((await api.call("POST", `/api/v1/uploads/${ticket.uploadId}/complete`)).status).toBe(401);
    expect(await exists(incomingKey(ticket.uploadId))).toBe(true);

    const first = await complete(owner, ticket.uploadId);
    expect(first.status).toBe(201);
    const again = await complete(owner, ticket.uploadId);
    expect(again.status).toBe(200);
    // The same upload (its preview URL signed afresh).
    const withoutUrl = (answer: UploadAnswer) => ({
      ...answer.upload,
      media: { ...answer.upload.media, url: "" },
    });
    expect(withoutUrl((await again.json()) as UploadAnswer)).toEqual(
      withoutUrl((await first.json()) as UploadAnswer),
    );
    expect(await exists(`listings/u-${ticket.uploadId}/video.mp4`)).toBe(true);
    expect((await complete(stranger, ticket.uploadId)).status).toBe(404);
  });

  it("takes the file over once when the browser completes several times at once; none loses it", async () => {
    const member = await api.signIn();
    const video = largeVideo();
    const ticket = await ticketFor(member, video, "twice.mp4");
    await putFile(ticket, video);
    const answers = await Promise.all([1, 2, 3].map(() => complete(member, ticket.uploadId)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(
      statuses.every((status) => [200, 201, 409].includes(status)),
      String(statuses),
    ).toBe(true);
    expect(await exists(`listings/u-${ticket.uploadId}/video.mp4`)).toBe(true);
    expect(await exists(incomingKey(ticket.uploadId))).toBe(false);
    expect((await record(ticket.uploadId))?.media?.storageKey).toBe(
      `listings/u-${ticket.uploadId}/video.mp4`,
    );
    // And afterwards every completion answers the upload.
    expect((await complete(member, ticket.uploadId)).status).toBe(200);
  });

  it("says so when the file has not arrived, and keeps the upload for the PUT", async () => {
    const member = await api.signIn();
    const video = largeVideo();
    const ticket = await ticketFor(member, video, "slow.mp4");
    const early = await complete(member, ticket.uploadId);
    expect(early.status).toBe(409);
    expect(await record(ticket.uploadId)).toMatchObject({ incoming: { filename: "slow.mp4" } });
    // Not a listing's to take while incomplete.
    await expect(
      api.db.runTransaction((tx) =>
        takeUploads(api.db, { tx, ownerId: member.uid, uploadIds: [ticket.uploadId] }),
      ),
    ).rejects.toMatchObject({ code: "unknown_upload" });
    await putFile(ticket, video);
    expect((await complete(member, ticket.uploadId)).status).toBe(201);
  });

  it("deletes an incomplete upload's file when it is discarded or abandoned", async () => {
    const member = await api.signIn();
    const video = largeVideo();
    const discarded = await ticketFor(member, video, "one.mp4");
    await putFile(discarded, video);
    const discard = await api.call("DELETE", `/api/v1/uploads/${discarded.uploadId}`, {
      cookie: member.cookie,
    });
    expect(discard.status).toBe(204);
    expect(await exists(incomingKey(discarded.uploadId))).toBe(false);

    const abandoned = await ticketFor(member, video, "two.mp4");
    await putFile(abandoned, video);
    await col
      .uploads(api.db)
      .doc(abandoned.uploadId)
      .update({ createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 60_000) });
    await sweepAbandonedUploads(api.db, {
      storage: s3.storage,
      olderThan: new Date(Date.now() - ABANDONED_AFTER_MS),
    });
    expect(await record(abandoned.uploadId)).toBeUndefined();
    expect(await exists(incomingKey(abandoned.uploadId))).toBe(false);
  });

  it("is for signed-in members, from our own pages", async () => {
    const file = { filename: "a.mp4", size: 20_000, contentType: "video/mp4" };
    expect((await api.call("POST", "/api/v1/uploads/direct", { body: file })).status).toBe(401);
    const member = await api.signIn();
    const crossSite = await api.call("POST", "/api/v1/uploads/direct", {
      cookie: member.cookie,
      body: file,
      origin: "https://elsewhere.example",
    });
    expect(crossSite.status).toBe(403);
  });
});
