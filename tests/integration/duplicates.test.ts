// Possible duplicates (issue 24) on the emulators, through the real upload pipeline: a new listing whose photo is
// another public listing's picture (re-encoded and smaller: its perceptual hash within a few bits), or whose owner
// phone and place are another public listing's, is flagged on the admin's review with a link to that listing;
// pending or rejected listings, and the same phone in another district, are not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { insertListingRow, uniquePhone } from "#tests/support/factories/index.ts";
import { sellForm } from "#tests/support/factories/listing-writes.ts";
import { jpegWithGps, pngImage } from "#tests/support/factories/media.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let admin: TestMember;
let first: TestMember;
let second: TestMember;

beforeAll(async () => {
  api = await apiTest({
    rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000, uploadsPer10Minutes: 100 },
  });
  [admin, first, second] = await Promise.all([
    api.signIn({ admin: true, label: "dup-admin" }),
    api.signIn({ label: "dup-first" }),
    api.signIn({ label: "dup-second" }),
  ]);
});

afterAll(async () => {
  await api?.close();
});

async function upload(member: TestMember, bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
  const response = await fetch(`${api.server.base}/api/v1/uploads`, {
    method: "POST",
    headers: { origin: api.server.base, cookie: member.cookie },
    body: form,
  });
  const body = await response.text();
  expect(response.status, body).toBe(201);
  return (JSON.parse(body) as { upload: { id: string } }).upload.id;
}

async function submit(member: TestMember, fields: Record<string, string>, uploadIds: string[] = []) {
  const response = await api.call("POST", "/api/v1/listings", {
    cookie: member.cookie,
    body: { ...sellForm(fields), uploadIds },
  });
  const body = await response.text();
  expect(response.status, body).toBe(201);
  return (JSON.parse(body) as { listing: { id: string; code: string } }).listing;
}

const approve = (id: string) =>
  api.call("POST", `/api/v1/admin/listings/${id}/approve`, { cookie: admin.cookie, body: {} });

async function duplicatesOf(id: string) {
  const response = await api.call("GET", `/api/v1/admin/listings/${id}`, { cookie: admin.cookie });
  return (
    (await response.json()) as { duplicates: Array<{ listingId: string; code: string; reasons: string[] }> }
  ).duplicates;
}

describe("possible duplicates on the admin's review", () => {
  it("names a public listing with the same picture, re-encoded and smaller, and not a pending one", async () => {
    const original = await submit(first, {}, [await upload(first, await pngImage(1600, 1200), "plot.png")]);
    const copy = await submit(second, {}, [
      await upload(second, await jpegWithGps({ width: 900, height: 675 }), "me.jpg"),
    ]);
    // The original is still pending: nothing to compare with on the site.
    expect(await duplicatesOf(copy.id)).toEqual([]);
    expect((await approve(original.id)).status).toBe(200);
    expect(await duplicatesOf(copy.id)).toEqual([
      { listingId: original.id, code: original.code, reasons: ["photos"] },
    ]);
    const stored = (await col.listings(api.db).doc(copy.id).get()).data()!;
    expect(stored.media[0]!.photoHash).toMatch(/^[0-9a-f]{16}$/);
    expect(stored.photoBands).toHaveLength(4);
  });

  it("names a public listing with the same owner phone in the same place, not in another district", async () => {
    const phone = uniquePhone();
    const onSite = await insertListingRow(api.db, {
      ownerId: first.uid,
      city: "Salem",
      locality: "Fairlands",
      contact: { phone },
    });
    const elsewhere = await insertListingRow(api.db, {
      ownerId: first.uid,
      city: "Erode",
      contact: { phone },
    });
    const rejected = await insertListingRow(api.db, {
      ownerId: first.uid,
      status: "rejected",
      city: "Salem",
      contact: { phone },
    });
    const fresh = await submit(second, { contactOwnerPhone: phone, city: "Salem", locality: "fairlands " });
    const found = await duplicatesOf(fresh.id);
    expect(found).toEqual([{ listingId: onSite.id, code: onSite.code, reasons: ["phonePlace"] }]);
    expect(found.map((duplicate) => duplicate.listingId)).not.toContain(elsewhere.id);
    expect(found.map((duplicate) => duplicate.listingId)).not.toContain(rejected.id);
  });
});
