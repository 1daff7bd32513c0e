// Uploads through the API on the emulators, with the real pipeline and storage: what is refused, what is kept of
// a photo (never its GPS position), and that nothing is left behind by a refusal, a discard or a sweep.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, NoSuchKey } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import type { ListingMedia, MediaVariant } from "#server/db/documents.ts";
import { readMp4 } from "#server/modules/media/mp4.ts";
import {
  ABANDONED_AFTER_MS,
  deleteMediaFiles,
  mediaKeys,
  sweepAbandonedUploads,
  takeUploads,
} from "#server/modules/media/uploads.ts";
import { s3Settings, startS3Server, type TestS3Server } from "#tests/fixtures/s3-server.ts";
import {
  jpegWithGps,
  mdatOf,
  metadataLeft,
  mp4Video,
  NO_METADATA_LEFT,
  noisyJpeg,
  pngImage,
  readExifTags,
  videoMetadataLeft,
  webpImage,
} from "#tests/support/factories/media.ts";
import { asTheFunctionRuns } from "#tests/support/functions-runtime.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

const UPLOADS_PER_MEMBER = 5;
let api: ApiTest;

beforeAll(async () => {
  api = await apiTest({
    // Small limits, so that "too large" needs no large file.
    settings: { MEDIA_MAX_IMAGE_MB: "1", MEDIA_MAX_VIDEO_MB: "2" },
    rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000, uploadsPer10Minutes: UPLOADS_PER_MEMBER },
  });
});

afterAll(async () => {
  await api?.close();
});

interface UploadAnswer {
  upload: { id: string; media: ListingMedia };
}

function upload(
  member: TestMember | null,
  bytes: Uint8Array,
  name: string,
  options: { origin?: string; field?: string } = {},
): Promise<Response> {
  const form = new FormData();
  form.set(
    options.field ?? "file",
    new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }),
  );
  return fetch(`${api.server.base}/api/v1/uploads`, {
    method: "POST",
    headers: { origin: options.origin ?? api.server.base, ...(member ? { cookie: member.cookie } : {}) },
    body: form,
  });
}

/** An upload request with any body, as the member's browser would send it to `on`'s server. */
const postBody = (on: ApiTest, member: TestMember, body: BodyInit, contentType?: string) =>
  fetch(`${on.server.base}/api/v1/uploads`, {
    method: "POST",
    headers: {
      origin: on.server.base,
      cookie: member.cookie,
      ...(contentType ? { "content-type": contentType } : {}),
    },
    body,
  });

async function uploaded(
  member: TestMember,
  bytes: Uint8Array,
  name: string,
): Promise<UploadAnswer["upload"]> {
  const response = await upload(member, bytes, name);
  const body = await response.text();
  expect(response.status, body).toBe(201);
  return (JSON.parse(body) as UploadAnswer).upload;
}

/** Every file under the test server's private media folder (where uploads are), relative to it. */
async function filesOnDisk(): Promise<string[]> {
  const dir = api.server.privateMediaDir;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const diskFile = (key: string) => path.join(api.server.privateMediaDir, key);
/** Whether the key's file is anywhere, public or private. */
const exists = async (key: string) => api.server.fileOf(key) !== null;
/** Renditions as the record keeps them: at the URLs they will have once public. */
const publicVariants = (variants: readonly MediaVariant[]) =>
  variants.map((v) => ({ ...v, url: `/media/${v.key}` }));
const uploadsOf = async (ownerId: string) =>
  (await col.uploads(api.db).where("ownerId", "==", ownerId).get()).docs.map((d) => d.id);

describe("POST /api/v1/uploads", () => {
  it("is for signed-in members, from our own pages", async () => {
    const photo = await pngImage(64, 48);
    expect((await upload(null, photo, "plot.png")).status).toBe(401);
    const member = await api.signIn();
    const crossSite = await upload(member, photo, "plot.png", { origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
    expect(await uploadsOf(member.uid)).toEqual([]);
  });

  it("stores a phone photo upright, as WebP and AVIF renditions, without its EXIF or GPS position", async () => {
    const member = await api.signIn();
    // Stored on its side (orientation 6), with the place it was taken.
    const photo = await jpegWithGps({ width: 1200, height: 900, orientation: 6 });
    const exif = readExifTags((await sharp(photo).metadata()).exif);
    expect(exif?.gps.length, "the test photo carries GPS").toBeGreaterThanOrEqual(4);

    const { id, media } = await uploaded(member, photo, "IMG_2024.jpg");
    expect(media).toMatchObject({
      id,
      kind: "image",
      contentType: "image/webp",
      width: 900,
      height: 1200,
      alt: null,
      storageKey: `listings/u-${id}/900.webp`,
      // Private until a listing on the site holds it: the form previews it through a signed URL.
      url: expect.stringMatching(
        new RegExp(`^/media-private/listings/u-${id}/900\\.webp\\?expires=\\d+&signature=[\\w-]+$`),
      ),
    });
    expect(media.variants.map((v) => [v.width, v.height, v.contentType])).toEqual([
      [480, 640, "image/webp"],
      [900, 1200, "image/webp"],
    ]);
    expect(media.avifVariants?.map((v) => [v.width, v.height, v.contentType])).toEqual([
      [480, 640, "image/avif"],
      [900, 1200, "image/avif"],
    ]);
    expect(media.placeholder).toMatch(/^data:image\/webp;base64,/);

    const keys = mediaKeys([media]);
    expect(keys).toHaveLength(4);
    for (const key of keys) {
      const bytes = await readFile(diskFile(key));
      expect(await metadataLeft(bytes), key).toEqual(NO_METADATA_LEFT);
    }
    // Nothing of the original is kept anywhere.
    expect((await filesOnDisk()).filter((file) => file.includes(id)).sort()).toEqual([...keys].sort());

    const served = await fetch(api.server.base + media.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const avif = await fetch(api.server.base + media.avifVariants![0]!.url);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    // The record keeps the URLs the files will have once public.
    const upload = (await col.uploads(api.db).doc(id).get()).data();
    expect(upload).toMatchObject({
      ownerId: member.uid,
      media: {
        ...media,
        url: `/media/${media.storageKey}`,
        variants: publicVariants(media.variants),
        avifVariants: publicVariants(media.avifVariants ?? []),
      },
    });
  });

  it("accepts PNG and WebP photos", async () => {
    const member = await api.signIn();
    const png = await uploaded(member, await pngImage(800, 600), "plan.png");
    const webp = await uploaded(member, await webpImage(2000, 1000), "road.webp");
    expect(png.media.variants.map((v) => v.width)).toEqual([480, 800]);
    expect(webp.media.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    expect(webp.media).toMatchObject({ width: 1600, height: 800 });
  });

  it("keeps an MP4 without metadata as it is, as a video", async () => {
    const member = await api.signIn();
    const video = mp4Video({ width: 1920, height: 1080, rotated: true });
    const { id, media } = await uploaded(member, video, "walkthrough.mp4");
    expect(media).toMatchObject({
      kind: "video",
      contentType: "video/mp4",
      width: 1080,
      height: 1920,
      bytes: video.length,
      storageKey: `listings/u-${id}/video.mp4`,
      variants: [],
      placeholder: null,
    });
    expect((await readFile(diskFile(media.storageKey!))).equals(video)).toBe(true);
  });

  it("stores a phone's video without the place it was recorded: metadata blanked, nothing moved", async () => {
    const member = await api.signIn();
    const video = mp4Video({ width: 1920, height: 1080, metadata: "kept" });
    expect(videoMetadataLeft(video)).toHaveLength(4);
    const { media } = await uploaded(member, video, "VID_20240101.mp4");
    expect(media).toMatchObject({ kind: "video", width: 1920, height: 1080, bytes: video.length });
    const stored = await readFile(diskFile(media.storageKey!));
    expect(videoMetadataLeft(stored)).toEqual([]);
    expect(stored.length).toBe(video.length);
    expect(mdatOf(stored).equals(mdatOf(video))).toBe(true);
    expect(readMp4(stored)).toEqual({ ...readMp4(video), metadata: [] });
    expect(stored.equals(mp4Video({ width: 1920, height: 1080, metadata: "blanked" }))).toBe(true);
  });

  it("refuses a text file renamed photo.jpg with 415, and stores nothing", async () => {
    const member = await api.signIn();
    const before = await filesOnDisk();
    const response = await upload(member, new TextEncoder().encode("Survey No. 56/7, Salem"), "photo.jpg");
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: {
        code: "unsupported_media",
        message: "photo.jpg is not a photo or video we accept: JPEG, PNG or WebP photos and MP4 videos are.",
      },
    });
    expect(await filesOnDisk()).toEqual(before);
    expect(await uploadsOf(member.uid)).toEqual([]);
  });

  it("names a file in the words it was sent with, Tamil included", async () => {
    const member = await api.signIn();
    const response = await upload(member, new TextEncoder().encode("பட்டா எண் 123"), "சொத்து.jpg");
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^சொத்து\.jpg is not/,
    );
  });

  it("refuses an encoded (e.g. compressed) body with 415 before reading it", async () => {
    const member = await api.signIn();
    const form = new FormData();
    form.set("file", new File([new TextEncoder().encode("x")], "photo.jpg"));
    const body = new Response(form);
    const response = await fetch(`${api.server.base}/api/v1/uploads`, {
      method: "POST",
      headers: {
        origin: api.server.base,
        cookie: member.cookie,
        "content-type": body.headers.get("content-type") ?? "",
        "content-encoding": "gzip",
      },
      body: await body.arrayBuffer(),
    });
    expect(response.status).toBe(415);
    expect(await uploadsOf(member.uid)).toEqual([]);
  });

  it("refuses files over the size limits with 413, and stores nothing", async () => {
    const member = await api.signIn();
    const before = await filesOnDisk();
    // A photo over MEDIA_MAX_IMAGE_MB (1): refused once its type is known, before it is decoded.
    const bigPhoto = await noisyJpeg(1600, 1200);
    expect(bigPhoto.length).toBeGreaterThan(1024 * 1024);
    const photo = await upload(member, bigPhoto, "field.jpg");
    expect(photo.status).toBe(413);
    expect(await photo.json()).toMatchObject({
      error: { message: expect.stringContaining("photos up to 1 MB") },
    });
    // Anything over the larger limit (videos, 2 MB) is cut off while it is read.
    const huge = await upload(member, new Uint8Array(3 * 1024 * 1024), "film.mp4");
    expect(huge.status).toBe(413);
    expect(await filesOnDisk()).toEqual(before);
    expect(await uploadsOf(member.uid)).toEqual([]);
  });

  it("answers 400 for a request that is not one file in the field named file", async () => {
    const member = await api.signIn();
    const photo = await pngImage(32, 32);
    const post = (body: BodyInit, contentType?: string) => postBody(api, member, body, contentType);
    expect((await upload(member, photo, "plot.png", { field: "photo" })).status).toBe(400);
    const two = new FormData();
    two.append("file", new File([photo], "a.png"));
    two.append("file", new File([photo], "b.png"));
    expect((await post(two)).status).toBe(400);
    expect((await post(JSON.stringify({ file: "plot.png" }), "application/json")).status).toBe(400);
    const broken = await post(
      '--xyz\r\nContent-Disposition: form-data; name="file"',
      "multipart/form-data; boundary=xyz",
    );
    expect(broken.status).toBe(400);
    expect((await post("whatever", "multipart/form-data")).status).toBe(400);
    expect(await uploadsOf(member.uid)).toEqual([]);
  });

  it("limits how many files one member uploads in ten minutes", async () => {
    const member = await api.signIn();
    const other = await api.signIn();
    const text = new TextEncoder().encode("not a photo");
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_MEMBER; i += 1)
      statuses.push((await upload(member, text, "x.jpg")).status);
    expect(statuses).toEqual([...Array(UPLOADS_PER_MEMBER).fill(415), 429]);
    // Counted per member, not per address: another member on the same network is not held back.
    expect((await upload(other, text, "x.jpg")).status).toBe(415);
  });
});

describe("POST /api/v1/uploads/direct on disk storage", () => {
  it("is not offered: the browser sends every file to the server", async () => {
    const member = await api.signIn();
    const response = await api.call("POST", "/api/v1/uploads/direct", {
      cookie: member.cookie,
      body: { filename: "walk.mp4", size: 50_000_000, contentType: "video/mp4" },
    });
    expect(response.status).toBe(404);
    expect(await uploadsOf(member.uid)).toEqual([]);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/connect-src 'self' https:\/\/identitytoolkit/);
  });
});

describe("uploads when the runtime read the body first (Cloud Functions)", () => {
  let onFunctions: ApiTest;

  beforeAll(async () => {
    onFunctions = await apiTest({
      settings: { MEDIA_MAX_IMAGE_MB: "1", MEDIA_MAX_VIDEO_MB: "2" },
      inFront: asTheFunctionRuns,
    });
  });

  afterAll(async () => {
    await onFunctions?.close();
  });

  const post = (member: TestMember, body: BodyInit, contentType?: string) =>
    postBody(onFunctions, member, body, contentType);

  it("stores a photo's renditions from the bytes the runtime read, replayed to the app", async () => {
    const member = await onFunctions.signIn();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await pngImage(1000, 800))], "நிலம்.png"));
    const response = await post(member, form);
    const body = await response.text();
    expect(response.status, body).toBe(201);
    const { upload } = JSON.parse(body) as UploadAnswer;
    expect(upload.media.variants.map((v) => v.width)).toEqual([480, 1000]);
    const keys = mediaKeys([upload.media]);
    expect(keys).toHaveLength(4);
    for (const key of keys) {
      const stored = await stat(path.join(onFunctions.server.privateMediaDir, key));
      expect(stored.size, key).toBeGreaterThan(0);
    }
    expect((await col.uploads(onFunctions.db).doc(upload.id).get()).data()?.ownerId).toBe(member.uid);
  });

  it("answers 400 for a broken multipart body, 413 for a file over the limits, with the usual messages", async () => {
    const member = await onFunctions.signIn();
    const broken = await post(
      member,
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      "multipart/form-data; boundary=xyz",
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({
      error: { message: "Send one photo or video, as the form field named file." },
    });
    const form = new FormData();
    form.set("file", new File([new Uint8Array(3 * 1024 * 1024)], "film.mp4"));
    const huge = await post(member, form);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({
      error: {
        message: "The file is too large: photos up to 1 MB and videos up to 2 MB are accepted.",
      },
    });
    const unnamed = new FormData();
    unnamed.set("photo", new File([new Uint8Array(await pngImage(32, 32))], "a.png"));
    expect((await post(member, unnamed)).status).toBe(400);
    expect((await col.uploads(onFunctions.db).where("ownerId", "==", member.uid).get()).size).toBe(0);
  });
});

describe("DELETE /api/v1/uploads/:id", () => {
  it("deletes the member's own upload and its files; for anyone else it does not exist", async () => {
    const owner = await api.signIn();
    const stranger = await api.signIn();
    const { id, media } = await uploaded(owner, await pngImage(1000, 800), "gate.png");
    const keys = mediaKeys([media]);
    expect(keys).toHaveLength(4);

    const discard = (member: TestMember | null, uploadId = id) =>
      api.call("DELETE", `/api/v1/uploads/${uploadId}`, { cookie: member?.cookie });
    expect((await discard(null)).status).toBe(401);
    expect((await discard(stranger)).status).toBe(404);
    expect((await discard(owner, "not-an-id")).status).toBe(404);
    for (const key of keys) expect(await exists(key), key).toBe(true);

    expect((await discard(owner)).status).toBe(204);
    for (const key of keys) expect(await exists(key), key).toBe(false);
    expect((await col.uploads(api.db).doc(id).get()).exists).toBe(false);
    expect((await discard(owner)).status).toBe(404);
  });
});

describe("sweepAbandonedUploads", () => {
  it("deletes uploads older than a day with their files, and keeps fresh ones", async () => {
    const member = await api.signIn();
    const old = await uploaded(member, await pngImage(600, 400), "old.png");
    const fresh = await uploaded(member, await pngImage(600, 400), "fresh.png");
    await col
      .uploads(api.db)
      .doc(old.id)
      .update({ createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 60_000) });

    await sweepAbandonedUploads(api.db, {
      storage: api.server.storage,
      olderThan: new Date(Date.now() - ABANDONED_AFTER_MS),
    });
    expect((await col.uploads(api.db).doc(old.id).get()).exists).toBe(false);
    for (const key of mediaKeys([old.media])) expect(await exists(key), key).toBe(false);
    expect((await col.uploads(api.db).doc(fresh.id).get()).exists).toBe(true);
    for (const key of mediaKeys([fresh.media])) expect(await exists(key), key).toBe(true);
  });
});

describe("takeUploads", () => {
  it("gives a listing's transaction the member's uploads in the order given, and uses them up", async () => {
    const member = await api.signIn();
    const first = await uploaded(member, await pngImage(300, 200), "1.png");
    const second = await uploaded(member, mp4Video(), "2.mp4");

    const media = await api.db.runTransaction(async (tx) => {
      const taken = await takeUploads(api.db, { tx, ownerId: member.uid, uploadIds: [second.id, first.id] });
      taken.attach();
      return taken.media;
    });
    expect(media.map((m) => m.storageKey)).toEqual([second.media.storageKey, first.media.storageKey]);
    expect(media.map((m) => m.url)).toEqual([second, first].map((u) => `/media/${u.media.storageKey}`));
    expect(await uploadsOf(member.uid)).toEqual([]);
    // The files stay: the listing holds them now.
    for (const key of mediaKeys(media)) expect(await exists(key), key).toBe(true);

    const again = api.db.runTransaction((tx) =>
      takeUploads(api.db, { tx, ownerId: member.uid, uploadIds: [first.id] }),
    );
    await expect(again).rejects.toMatchObject({
      status: 400,
      code: "unknown_upload",
      message: "Failed to upload files.",
    });
  });

  it("refuses another member's upload, an unknown id and a repeated one, taking nothing", async () => {
    const member = await api.signIn();
    const other = await api.signIn();
    const own = await uploaded(member, await pngImage(300, 200), "own.png");
    const theirs = await uploaded(other, await pngImage(300, 200), "theirs.png");
    const take = (uploadIds: string[]) =>
      api.db.runTransaction(async (tx) => {
        const taken = await takeUploads(api.db, { tx, ownerId: member.uid, uploadIds });
        taken.attach();
      });
    for (const uploadIds of [
      [own.id, theirs.id],
      [own.id, "00000000-0000-4000-8000-000000000000"],
      [own.id, own.id],
      ["../uploads/x"],
    ]) {
      await expect(take(uploadIds), uploadIds.join()).rejects.toMatchObject({ code: "unknown_upload" });
    }
    expect(await uploadsOf(member.uid)).toEqual([own.id]);
    expect(await uploadsOf(other.uid)).toEqual([theirs.id]);
    const none = await api.db.runTransaction((tx) =>
      takeUploads(api.db, { tx, ownerId: member.uid, uploadIds: [] }),
    );
    expect(none.media).toEqual([]);
  });
});

describe("deleteMediaFiles", () => {
  it("deletes every rendition of uploaded media, keeps shared seed files, and shrugs at missing ones", async () => {
    const member = await api.signIn();
    const { media } = await uploaded(member, await pngImage(1000, 700), "well.png");
    await api.server.storage.put("seed/photos/house-1-480.webp", new Uint8Array([1, 2, 3]), "image/webp");
    const seedMedia: ListingMedia = {
      ...media,
      id: "seed",
      storageKey: null,
      variants: [
        {
          width: 480,
          height: 360,
          url: "/media/seed/photos/house-1-480.webp",
          key: null,
          contentType: "image/webp",
        },
      ],
      avifVariants: undefined,
    };
    await deleteMediaFiles(api.server.storage, [media, seedMedia]);
    for (const key of mediaKeys([media])) expect(await exists(key), key).toBe(false);
    expect(await exists("seed/photos/house-1-480.webp")).toBe(true);
    await expect(deleteMediaFiles(api.server.storage, [media])).resolves.toBeUndefined();
  });
});

describe("uploads on S3 storage", () => {
  let s3: TestS3Server;
  let onS3: ApiTest;

  beforeAll(async () => {
    s3 = await startS3Server("nilam-uploads");
    onS3 = await apiTest({ storage: s3.storage, settings: s3Settings(s3) });
  });

  afterAll(async () => {
    await onS3?.close();
    await s3?.close();
  });

  it("stores every rendition in the bucket, served from its public URL, and discarding deletes them", async () => {
    const member = await onS3.signIn();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await jpegWithGps({ width: 800, height: 600 }))], "plot.jpg"));
    const response = await fetch(`${onS3.server.base}/api/v1/uploads`, {
      method: "POST",
      headers: { origin: onS3.server.base, cookie: member.cookie },
      body: form,
    });
    expect(response.status).toBe(201);
    // Pages may show pictures from the bucket's origin.
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));
    // And send large videos straight to the bucket (direct uploads are on with S3 by default).
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint}`));
    const { upload: stored } = (await response.json()) as UploadAnswer;
    // Private until a listing on the site holds it: the form previews it through a URL signed for the private bucket.
    const key = `listings/u-${stored.id}/800.webp`;
    expect(stored.media.url).toMatch(new RegExp(`^${s3.endpoint}/${s3.privateBucket}/${key}\\?X-Amz-`));
    expect((await fetch(stored.media.url)).status).toBe(200);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).status).toBe(404);
    const keys = mediaKeys([stored.media]);
    expect(keys).toHaveLength(4);
    const object = (key: string) =>
      s3.storage.client.send(new GetObjectCommand({ Bucket: s3.privateBucket, Key: key }));
    for (const key of keys) {
      const found = await object(key);
      expect(found.ContentType, key).toBe(key.endsWith(".avif") ? "image/avif" : "image/webp");
      expect(await metadataLeft(await found.Body!.transformToByteArray())).toMatchObject({
        exif: false,
        gpsTags: 0,
      });
    }

    const discard = await onS3.call("DELETE", `/api/v1/uploads/${stored.id}`, { cookie: member.cookie });
    expect(discard.status).toBe(204);
    for (const key of keys) await expect(object(key), key).rejects.toBeInstanceOf(NoSuchKey);
  });
});
