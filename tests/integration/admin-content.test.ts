// The admin's home-page content (issue 13) through HTTP on the emulators: banner images uploaded through the real
// pipeline into a group per listing type, replaced in place, deleted only while a group keeps more than two (also
// when two deletes race); featured collections created, edited, reordered and deleted; and what a visitor's home
// page shows afterwards. Stored files are checked on the test server's disk.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import type { BannerImage } from "#server/db/documents.ts";
import { listBannerSlides } from "#server/modules/content/queries.ts";
import { mediaKeys } from "#server/modules/media/uploads.ts";
import { CONTENT_MESSAGES } from "#shared/forms/content.ts";
import { insertBannerGroup, insertCollection } from "#tests/support/factories/index.ts";
import { insertUploads } from "#tests/support/factories/listing-writes.ts";
import { mp4Video, pngImage } from "#tests/support/factories/media.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let admin: TestMember;
let otherAdmin: TestMember;

beforeAll(async () => {
  api = await apiTest({
    pages: true,
    rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000, uploadsPer10Minutes: 200 },
  });
  [admin, otherAdmin] = await Promise.all([
    api.signIn({ admin: true, label: "content-admin" }),
    api.signIn({ admin: true, label: "content-admin-2" }),
  ]);
});

afterAll(async () => {
  await api?.close();
});

interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

const send = async (method: string, url: string, body?: unknown, member: TestMember = admin) => {
  const response = await api.call(method, `/api/v1${url}`, { cookie: member.cookie, body });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
};

/** A real photo (or video) through POST /api/v1/uploads: the pipeline's renditions land on the server's disk. */
async function uploadFile(bytes: Uint8Array, name: string, member: TestMember = admin): Promise<string> {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${api.server.base}/api/v1/uploads`, {
    method: "POST",
    headers: { cookie: member.cookie, origin: api.server.base },
    body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { upload: { id: string } }).upload.id;
}
const uploadPhoto = async (member: TestMember = admin) =>
  uploadFile(await pngImage(1200, 600), "banner.png", member);

const groupOf = async (id: string) => (await col.bannerGroups(api.db).doc(id).get()).data();
const uploadExists = async (id: string) => (await col.uploads(api.db).doc(id).get()).exists;
/** Whether the key's file is anywhere, public or private. */
const onDisk = (key: string) => api.server.fileOf(key) !== null;
/** Whether anyone may read the key's file: a saved picture is public. */
const isPublic = (key: string) => existsSync(path.join(api.server.mediaDir, ...key.split("/")));
const filesOf = (image: Pick<BannerImage, "storageKey" | "variants" | "avifVariants">) => mediaKeys([image]);
const auditOf = async (entityId: string) =>
  (await col.auditLog(api.db).where("entityId", "==", entityId).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

/** The page as a visitor without an account gets it. */
async function visitorPage(url: string): Promise<string> {
  const response = await fetch(api.server.base + url);
  expect(response.status).toBe(200);
  return response.text();
}

describe("banner images", () => {
  it("adds an uploaded photo to the Rent group, made on its first image; the carousel and Rent home page show it", async () => {
    expect(await groupOf("rent")).toBeUndefined();
    const uploadId = await uploadPhoto();
    const added = await send("POST", "/admin/banners", {
      groupId: "rent",
      uploadId,
      alt: "Shops to let in Salem",
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      groupId: "rent",
      message: "Banner updated in the database successfully!",
    });

    const group = (await groupOf("rent"))!;
    expect(group).toMatchObject({ name: "Rent", position: 1 });
    expect(group.images).toHaveLength(1);
    const [image] = group.images;
    expect(image).toMatchObject({ id: uploadId, alt: "Shops to let in Salem", width: 1200, height: 600 });
    // Every rendition, WebP and AVIF, is the group's now: on disk, and no longer an upload to sweep away.
    expect(filesOf(image!).length).toBeGreaterThanOrEqual(4);
    expect(filesOf(image!).every(isPublic)).toBe(true);
    expect(await uploadExists(uploadId)).toBe(false);

    const carousel = await fetch(`${api.server.base}/api/v1/banners`).then((r) => r.json());
    expect(carousel).toEqual({
      banners: [
        expect.objectContaining({
          id: "rent",
          images: [expect.objectContaining({ id: uploadId, url: image!.url, alt: "Shops to let in Salem" })],
        }),
      ],
    });
    expect(await visitorPage("/common/Rent")).toContain(image!.url);

    const [entry] = await auditOf("rent");
    expect(entry).toMatchObject({ actorId: admin.uid, action: "banner.add", entityType: "bannerGroup" });
    expect(entry!.data.changes).toEqual([
      { field: "image", before: null, after: { url: image!.url, alt: "Shops to let in Salem" } },
    ]);
  });

  it("refuses a missing alt text with the form's message and stores nothing", async () => {
    const uploadId = await uploadPhoto();
    const refused = await send("POST", "/admin/banners", { groupId: "lease", uploadId, alt: "   " });
    expect(refused.status).toBe(400);
    expect((refused.json as unknown as ErrorBody).error.fieldErrors).toEqual({
      alt: ["Alt text is required."],
    });
    expect(await groupOf("lease")).toBeUndefined();
    expect(await uploadExists(uploadId)).toBe(true);
  });

  it("refuses a video, another admin's upload, an upload used already and a group that does not exist", async () => {
    const group = await insertBannerGroup(api.db, { imageCount: 3 });
    const video = await uploadFile(mp4Video(), "tour.mp4");
    const refused = await send("POST", "/admin/banners", { groupId: group.id, uploadId: video, alt: "Tour" });
    expect(refused.status).toBe(400);
    expect((refused.json as unknown as ErrorBody).error.message).toBe(CONTENT_MESSAGES.photosOnly);

    const foreign = await uploadPhoto(otherAdmin);
    const notOurs = await send("POST", "/admin/banners", {
      groupId: group.id,
      uploadId: foreign,
      alt: "Plots",
    });
    expect(notOurs.status).toBe(400);
    expect((notOurs.json as unknown as ErrorBody).error.message).toBe("Failed to upload image.");

    const unknown = await send("POST", "/admin/banners", {
      groupId: "no-such-group",
      uploadId: await uploadPhoto(),
      alt: "Plots",
    });
    expect(unknown.status).toBe(404);
    expect((await groupOf(group.id))!.images.map((i) => i.id)).toEqual(group.images.map((i) => i.id));
    expect(await uploadExists(video)).toBe(true);
  });

  it("replaces an image in place, then deletes the old image's files; the alt text alone changes without an upload", async () => {
    const first = await uploadPhoto();
    const second = await uploadPhoto();
    const group = await insertBannerGroup(api.db, { imageCount: 0 });
    for (const uploadId of [first, second])
      expect(
        (await send("POST", "/admin/banners", { groupId: group.id, uploadId, alt: "Before" })).status,
      ).toBe(201);
    const old = (await groupOf(group.id))!.images[0]!;
    expect(filesOf(old).every(isPublic)).toBe(true);

    const replacement = await uploadPhoto();
    const replaced = await send("PUT", `/admin/banners/${group.id}/images/${first}`, {
      uploadId: replacement,
      alt: "After",
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({
      imageId: replacement,
      message: "Banner image replaced successfully in the database!",
    });
    const images = (await groupOf(group.id))!.images;
    expect(images.map((i) => [i.id, i.alt])).toEqual([
      [replacement, "After"],
      [second, "Before"],
    ]);
    expect(filesOf(old).some(onDisk)).toBe(false);
    expect(filesOf(images[0]!).every(isPublic)).toBe(true);
    const audit = await auditOf(group.id);
    expect(audit.at(-1)).toMatchObject({ action: "banner.replace" });
    expect(audit.at(-1)!.data.changes).toEqual([
      {
        field: "image",
        before: { url: old.url, alt: "Before" },
        after: { url: images[0]!.url, alt: "After" },
      },
    ]);

    const altOnly = await send("PUT", `/admin/banners/${group.id}/images/${replacement}`, { alt: "Shops" });
    expect(altOnly.json).toMatchObject({ imageId: replacement, message: CONTENT_MESSAGES.altSaved });
    const after = (await groupOf(group.id))!.images[0]!;
    expect(after).toEqual({ ...images[0], alt: "Shops" });
    expect(filesOf(after).every(isPublic)).toBe(true);

    // The replaced image's id is gone: a second replace of it (another tab) is told so.
    const stale = await send("PUT", `/admin/banners/${group.id}/images/${first}`, { alt: "Late" });
    expect(stale.status).toBe(404);
    expect((stale.json as unknown as ErrorBody).error.message).toBe(CONTENT_MESSAGES.unknownImage);
  });

  it("deletes only while the group holds more than two images, and then the image's files", async () => {
    const group = await insertBannerGroup(api.db, { imageCount: 2 });
    const uploadId = await uploadPhoto();
    await send("POST", "/admin/banners", { groupId: group.id, uploadId, alt: "Third" });
    const added = (await groupOf(group.id))!.images[2]!;

    const deleted = await send("DELETE", `/admin/banners/${group.id}/images/${uploadId}`);
    expect(deleted).toEqual({ status: 200, json: { message: "Image deleted successfully!" } });
    expect((await groupOf(group.id))!.images.map((i) => i.id)).toEqual(group.images.map((i) => i.id));
    expect(filesOf(added).some(onDisk)).toBe(false);

    const refused = await send("DELETE", `/admin/banners/${group.id}/images/${group.images[0]!.id}`);
    expect(refused.status).toBe(409);
    expect((refused.json as unknown as ErrorBody).error.message).toBe(CONTENT_MESSAGES.keepTwo);
    expect((await groupOf(group.id))!.images).toHaveLength(2);
    expect((await auditOf(group.id)).map((entry) => entry.action)).toEqual(["banner.add", "banner.delete"]);
  });

  it("never leaves fewer than two images when deletes race", async () => {
    for (const imageCount of [3, 4]) {
      const group = await insertBannerGroup(api.db, { imageCount });
      const answers = await Promise.all(
        group.images.map((image) => send("DELETE", `/admin/banners/${group.id}/images/${image.id}`)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      const allowed = imageCount - 2;
      expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(imageCount - allowed).fill(409)]);
      expect((await groupOf(group.id))!.images).toHaveLength(2);
    }
  });

  it("answers 404 for an image or group that is not there", async () => {
    const group = await insertBannerGroup(api.db, { imageCount: 3 });
    expect((await send("DELETE", `/admin/banners/${group.id}/images/nope`)).status).toBe(404);
    expect((await send("DELETE", `/admin/banners/nope/images/${group.images[0]!.id}`)).status).toBe(404);
    expect((await send("PUT", `/admin/banners/${group.id}/images/nope`, { alt: "x" })).status).toBe(404);
  });

  it("shows each listing type's home page its own group once it has images, else every group's", async () => {
    const sell = await insertBannerGroup(api.db, { id: "sell", name: "Buy", imageCount: 2 });
    const all = await listBannerSlides(api.db);
    expect((await listBannerSlides(api.db, { types: "sell" })).map((slide) => slide.id)).toEqual(
      sell.images.map((image) => image.id),
    );
    expect((await listBannerSlides(api.db, { types: "rent" })).map((slide) => slide.alt)).toEqual([
      "Shops to let in Salem",
    ]);
    // The Lease group has no image yet: its page shows them all rather than an empty carousel.
    expect(await groupOf("lease")).toBeUndefined();
    expect(await listBannerSlides(api.db, { types: "lease" })).toEqual(all);
    expect(await visitorPage("/common/Sell")).toContain(sell.images[0]!.url);
  });

  it("lists the three listing types' groups first, even before they hold an image", async () => {
    const { status, json } = await send("GET", "/admin/banners");
    expect(status).toBe(200);
    const groups = json.groups as { id: string; name: string; types: string | null; images: unknown[] }[];
    expect(groups.slice(0, 3).map((g) => [g.id, g.name, g.types])).toEqual([
      ["sell", "Buy", "sell"],
      ["rent", "Rent", "rent"],
      ["lease", "Lease", "lease"],
    ]);
    expect(groups.slice(3).every((g) => g.types === null)).toBe(true);
  });
});

describe("the banner manager page", () => {
  const post = (form: Record<string, string>) =>
    fetch(`${api.server.base}/uploadimage`, {
      method: "POST",
      headers: { cookie: admin.cookie, origin: api.server.base },
      body: new URLSearchParams(form),
      redirect: "manual",
    });

  it("adds, refuses a blank alt text with 400 and nothing stored, and shows the groups", async () => {
    const group = await insertBannerGroup(api.db, { imageCount: 3, name: "Page group" });
    const [upload] = await insertUploads(api.db, { ownerId: admin.uid });
    const refused = await post({ intent: "add", groupId: group.id, uploadId: upload!.id, alt: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Alt text is required.");
    expect((await groupOf(group.id))!.images).toHaveLength(3);

    const added = await post({
      intent: "add",
      groupId: group.id,
      uploadId: upload!.id,
      alt: "From the page",
    });
    expect(added.status).toBe(200);
    expect((await groupOf(group.id))!.images.at(-1)).toMatchObject({ id: upload!.id, alt: "From the page" });

    const page = await fetch(`${api.server.base}/uploadimage`, { headers: { cookie: admin.cookie } });
    const html = await page.text();
    expect(html).toContain("Page group banners");
    expect(html).toContain("From the page");
  });
});

describe("featured collections", () => {
  const form = (changes: Record<string, unknown> = {}) => ({
    title: "Farm houses",
    description: "Weekend homes among coconut groves.",
    propertyName: "Farm House",
    ...changes,
  });
  const listed = async () =>
    ((await send("GET", "/admin/collections")).json.collections as { id: string; title: string }[]).map(
      (c) => c.title,
    );
  const positions = async () =>
    (await col.collections(api.db).get()).docs
      .map((doc) => [doc.data().title, doc.data().position] as const)
      .sort((a, b) => a[1] - b[1]);

  it("creates, edits (keeping or replacing the image) and deletes, and a visitor's home page follows", async () => {
    const uploadId = await uploadPhoto();
    const created = await send("POST", "/admin/collections", form({ uploadId }));
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const stored = (await col.collections(api.db).doc(id).get()).data()!;
    expect(stored).toMatchObject({ ...form(), position: 0 });
    expect(filesOf(stored.image!).every(isPublic)).toBe(true);

    const home = await visitorPage("/common/Sell");
    expect(home).toContain("Farm houses");
    expect(home).toContain("/propertylisting?types=Sell&amp;propertyName=Farm%20House");

    const kept = await send("PUT", `/admin/collections/${id}`, form({ title: "Farm stays", uploadId: "" }));
    expect(kept.status).toBe(200);
    expect((await col.collections(api.db).doc(id).get()).data()).toMatchObject({
      title: "Farm stays",
      image: stored.image,
    });

    const newImage = await uploadPhoto();
    await send("PUT", `/admin/collections/${id}`, form({ title: "Farm stays", uploadId: newImage }));
    const replaced = (await col.collections(api.db).doc(id).get()).data()!;
    expect(replaced.image!.url).not.toBe(stored.image!.url);
    expect(filesOf(stored.image!).some(onDisk)).toBe(false);
    expect(await visitorPage("/common/Sell")).toContain("Farm stays");

    const deleted = await send("DELETE", `/admin/collections/${id}`);
    expect(deleted.status).toBe(200);
    expect((await col.collections(api.db).doc(id).get()).exists).toBe(false);
    expect(filesOf(replaced.image!).some(onDisk)).toBe(false);
    expect(await visitorPage("/common/Sell")).not.toContain("Farm stays");
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      "collection.create",
      "collection.update",
      "collection.update",
      "collection.delete",
    ]);
    const [, titleChange] = await auditOf(id);
    expect(titleChange!.data.changes).toEqual([
      { field: "title", before: "Farm houses", after: "Farm stays" },
    ]);
  });

  it("refuses bad input with the form's messages and stores nothing", async () => {
    const before = await listed();
    const refused = await send("POST", "/admin/collections", { title: " ", propertyName: "Castle" });
    expect(refused.status).toBe(400);
    expect((refused.json as unknown as ErrorBody).error.fieldErrors).toEqual({
      title: ["Title is required."],
      description: ["Description is required."],
      propertyName: [CONTENT_MESSAGES.propertyNameInvalid],
      uploadId: [CONTENT_MESSAGES.chooseImage],
    });
    expect(await listed()).toEqual(before);
    const missing = await send("PUT", "/admin/collections/nope", form());
    expect(missing.status).toBe(404);
  });

  it("moves one place up or down, rewriting positions 0, 1, 2, …; at an end nothing changes", async () => {
    for (const doc of (await col.collections(api.db).get()).docs) await doc.ref.delete();
    const a = await insertCollection(api.db, { title: "House", position: 4 });
    await insertCollection(api.db, { title: "Land", position: 4 });
    const c = await insertCollection(api.db, { title: "Store", position: 9 });

    const up = await send("POST", `/admin/collections/${c.id}/move`, { direction: "up" });
    expect(up).toMatchObject({ status: 200, json: { moved: true } });
    expect(await positions()).toEqual([
      ["House", 0],
      ["Store", 1],
      ["Land", 2],
    ]);
    expect(await listed()).toEqual(["House", "Store", "Land"]);

    const atTop = await send("POST", `/admin/collections/${a.id}/move`, { direction: "up" });
    expect(atTop).toMatchObject({ status: 200, json: { moved: false } });
    expect(await listed()).toEqual(["House", "Store", "Land"]);

    await send("POST", `/admin/collections/${a.id}/move`, { direction: "down" });
    expect(await listed()).toEqual(["Store", "House", "Land"]);
    const publicOrder = await fetch(`${api.server.base}/api/v1/collections`).then((r) => r.json());
    expect((publicOrder as { collections: { title: string }[] }).collections.map((c) => c.title)).toEqual([
      "Store",
      "House",
      "Land",
    ]);

    const bad = await send("POST", `/admin/collections/${a.id}/move`, { direction: "sideways" });
    expect(bad.status).toBe(400);
    expect((await auditOf(c.id)).map((entry) => [entry.action, entry.data.changes])).toEqual([
      ["collection.move", [{ field: "position", before: 2, after: 1 }]],
    ]);

    await send("DELETE", `/admin/collections/${a.id}`);
    expect(await positions()).toEqual([
      ["Store", 0],
      ["Land", 1],
    ]);
  });
});

describe("Tamil text of banners and collections", () => {
  const tamilAlt = "சேலத்தில் வாடகைக்குக் கடைகள்";

  it("stores a banner's Tamil alt text, which the Tamil home page shows and the English one never does", async () => {
    const uploadId = await uploadPhoto();
    const added = await send("POST", "/admin/banners", {
      groupId: "lease",
      uploadId,
      alt: "Farm land on lease",
      altTa: ` ${tamilAlt} `,
    });
    expect(added.status).toBe(201);
    expect((await groupOf("lease"))!.images.at(-1)).toMatchObject({
      alt: "Farm land on lease",
      altTa: tamilAlt,
    });
    expect(await visitorPage("/ta/common/Lease")).toContain(`alt="${tamilAlt}"`);
    const english = await visitorPage("/common/Lease");
    expect(english).toContain('alt="Farm land on lease"');
    expect(english).not.toContain(`alt="${tamilAlt}"`);

    // Blank is no Tamil text: the Tamil page shows the English alt text.
    const cleared = await send("PUT", `/admin/banners/lease/images/${uploadId}`, {
      alt: "Farm land on lease",
      altTa: "",
    });
    expect(cleared.status).toBe(200);
    expect((await groupOf("lease"))!.images.at(-1)).toMatchObject({ altTa: null });
    expect(await visitorPage("/ta/common/Lease")).toContain('alt="Farm land on lease"');
  });

  it("refuses a Tamil text that is too long, with the form's message", async () => {
    const refused = await send("PUT", "/admin/banners/lease/images/x", {
      alt: "Farm land",
      altTa: "க".repeat(161),
    });
    expect(refused.status).toBe(400);
    expect((refused.json as unknown as ErrorBody).error.fieldErrors?.altTa).toEqual([
      "Alt text in Tamil must be at most 160 characters.",
    ]);
  });

  it("stores a collection's Tamil title and description, shown on Tamil pages only", async () => {
    const created = await send("POST", "/admin/collections", {
      title: "Farm houses",
      description: "Weekend homes among coconut groves.",
      titleTa: "பண்ணை வீடுகள்",
      descriptionTa: "தென்னந்தோப்புகளுக்கு நடுவே வார இறுதி வீடுகள்.",
      propertyName: "Farm House",
      uploadId: await uploadPhoto(),
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const tamil = await visitorPage("/ta/featuredcollections/Sell");
    expect(tamil).toContain("பண்ணை வீடுகள்");
    expect(tamil).toContain("தென்னந்தோப்புகளுக்கு நடுவே வார இறுதி வீடுகள்.");
    const english = await visitorPage("/featuredcollections/Sell");
    expect(english).toContain("Weekend homes among coconut groves.");
    expect(english).not.toContain("பண்ணை வீடுகள்");
    await send("DELETE", `/admin/collections/${id}`);
  });
});
