// The listing write API (issue 12): submission, the owner's and the admin's edit, deletion, photo removal and view
// counts, through HTTP on the emulators, with the documents and stored files checked behind it.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import type { ListingDoc } from "#server/db/documents.ts";
import { areaOf } from "#server/modules/listings/location.ts";
import { listOwnListings } from "#server/modules/listings/own.ts";
import { haversineKm } from "#shared/geo.ts";
import { insertListingRow, insertMedia, updateListing } from "#tests/support/factories/index.ts";
import { insertUploads, sellForm } from "#tests/support/factories/listing-writes.ts";
import { pngImage } from "#tests/support/factories/media.ts";
import { expectKeptCountsToMatchListings, startKeptCounts } from "#tests/support/list-counts.ts";
import {
  type ApiTest,
  apiTest,
  signInOwnerOtherAdmin,
  type TestMember,
  testConfig,
} from "#tests/support/test-server.ts";

let api: ApiTest;
let owner: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  api = await apiTest();
  [owner, other, admin] = await signInOwnerOtherAdmin(api, "listing");
  await startKeptCounts(api.db);
});

afterAll(async () => {
  await api?.close();
});

interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}
interface Written {
  listing: { id: string; code: string; status: string };
  message: string;
}

const send = async (method: string, url: string, member: TestMember | null, body?: unknown) => {
  const response = await api.call(method, url, { cookie: member?.cookie, body });
  const text = await response.text();
  return { status: response.status, text, json: text ? (JSON.parse(text) as unknown) : null };
};
const create = (member: TestMember | null, body: unknown) => send("POST", "/api/v1/listings", member, body);

const listingOf = async (id: string): Promise<ListingDoc | undefined> =>
  (await col.listings(api.db).doc(id).get()).data();
const contactOf = async (id: string) => (await col.listingContacts(api.db).doc(id).get()).data();
const counterNext = async (): Promise<unknown> =>
  (await api.db.collection(INTERNAL_COLLECTIONS.counters).doc("listings").get()).get("next");
const countOf = async (name: string) => (await api.db.collection(name).count().get()).data().count;
/** Whether the key's file is anywhere, public or private. */
const onDisk = (key: string) => api.server.fileOf(key) !== null;

/** The edit form of a listing the factories wrote (a House for sale), with what the test changes. */
const editForm = (changes: Record<string, unknown> = {}) => ({
  ...sellForm(),
  keepMediaIds: [],
  uploadIds: [],
  ...changes,
});

/** A snapshot of everything a refused write must leave as it was. */
async function stateOf(id: string) {
  return { listing: await listingOf(id), contact: await contactOf(id) };
}

describe("submitting a listing (POST /api/v1/listings)", () => {
  it("stores a pending listing with the next code, its private contact and its uploads in order", async () => {
    const uploads = await insertUploads(api.db, { ownerId: owner.uid, count: 3 });
    const form = sellForm();
    const ids = [uploads[2]!.id, uploads[0]!.id, uploads[1]!.id];
    const before = await countOf(INTERNAL_COLLECTIONS.publicChanges);

    const { status, json } = await create(owner, { ...form, uploadIds: ids });
    expect(status).toBe(201);
    const { listing, message } = json as Written;
    expect(message).toBe("Form Submitted Successfully..! And Waiting for Approval.");
    expect(listing).toMatchObject({ status: "pending", code: expect.stringMatching(/^NL-\d{6}$/) });

    const stored = await listingOf(listing.id);
    expect(stored).toMatchObject({
      code: listing.code,
      ownerId: owner.uid,
      status: "pending",
      types: "sell",
      budget: 4_500_000,
      areaSqFt: 2178,
      areaUnit: "cent",
      builtUpAreaSqFt: 1200,
      pricePerCentRupees: 900_000,
      approvedAt: null,
    });
    expect(stored?.submittedAt).toBeInstanceOf(Date);
    expect(stored?.media.map((m) => m.id)).toEqual(ids);
    expect(await contactOf(listing.id)).toMatchObject({
      ownerId: owner.uid,
      name: "Selvi Murugan",
      phone: form.contactOwnerPhone,
      address: "12 Car Street, Fairlands",
    });
    // The uploads now live in the listing; their records are gone.
    const left = await api.db.getAll(...ids.map((id) => col.uploads(api.db).doc(id)));
    expect(left.filter((snapshot) => snapshot.exists)).toEqual([]);
    // Nothing public changed.
    expect(await countOf(INTERNAL_COLLECTIONS.publicChanges)).toBe(before);
    const audit = await col.auditLog(api.db).where("entityId", "==", listing.id).get();
    expect(audit.docs.map((doc) => doc.data().action)).toEqual(["listing.create"]);
  });

  it("numbers listings one after another from the counter", async () => {
    const first = (await create(owner, sellForm())).json as Written;
    const second = (await create(owner, sellForm())).json as Written;
    const number = (code: string) => Number(code.slice(3));
    expect(number(second.listing.code)).toBe(number(first.listing.code) + 1);
    expect(await counterNext()).toBe(number(second.listing.code) + 1);
  });

  it("keeps a pending listing out of every public answer; its owner and admins see it", async () => {
    const form = sellForm({ city: "Dharmapuri" });
    const { listing } = (await create(owner, form)).json as Written;
    const search = await send("GET", "/api/v1/listings?city=Dharmapuri", null);
    expect(search.status).toBe(200);
    expect(search.text).not.toContain(listing.id);
    expect((await send("GET", "/api/v1/listings/newest?types=Sell", null)).text).not.toContain(listing.id);
    for (const viewer of [null, other]) {
      const detail = await send("GET", `/api/v1/listings/${listing.id}`, viewer);
      expect(detail.status).toBe(404);
      expect(detail.text).not.toContain(form.contactOwnerPhone);
    }
    for (const viewer of [owner, admin]) {
      const detail = await send("GET", `/api/v1/listings/${listing.id}`, viewer);
      expect(detail.status).toBe(200);
      expect(detail.text).toContain(form.contactOwnerPhone);
    }
    const own = await listOwnListings(api.db, { ownerId: owner.uid, listingDays: testConfig().listingDays });
    expect(own.find((card) => card.id === listing.id)).toMatchObject({ status: "pending", views: 0 });
  });

  it("refuses a visitor without an account", async () => {
    expect((await create(null, sellForm())).status).toBe(401);
  });

  it("answers a bad form with SPEC §5's messages and writes nothing", async () => {
    const [listings, contacts, next] = [
      await countOf("listings"),
      await countOf("listingContacts"),
      await counterNext(),
    ];
    const { status, json } = await create(
      owner,
      sellForm({ propertyName: "", contactOwnerPhone: "12345", zipCode: "560001", city: "" }),
    );
    expect(status).toBe(400);
    expect((json as ErrorBody).error.fieldErrors).toEqual({
      propertyName: ["Property Name is required."],
      contactOwnerPhone: ["Phone number must be exactly 10 digits."],
      zipCode: ["PIN Code must be 6 digits and start with 6 (Tamil Nadu)."],
      city: ["City is required."],
    });
    const empty = await create(owner, {});
    expect(empty.status).toBe(400);
    expect(Object.values((empty.json as ErrorBody).error.fieldErrors ?? {}).flat()).toEqual(
      expect.arrayContaining([
        "Property Name is required.",
        "Property Type is required.",
        "user Type is required.",
        "Budget is required.",
        "Types are required.",
        "Contact Owner Name is required.",
        "Contact Owner Phone is required.",
        "Property Address is required.",
        "City is required.",
        "State is required.",
        "PIN Code is required.",
      ]),
    );
    const builtUp = await create(
      owner,
      sellForm({ area: "2", areaUnit: "cent", builtUpArea: "3", builtUpAreaUnit: "cent" }),
    );
    expect((builtUp.json as ErrorBody).error.fieldErrors).toEqual({
      builtUpArea: ["Build Up Area cannot be greater than Number of Cent."],
    });
    // What no form sends is still the sender's mistake, never a 500.
    for (const body of [[], "House", { ...sellForm(), budget: {}, city: ["Salem"], uploadIds: [{}] }])
      expect((await create(owner, body)).status).toBe(400);
    expect([await countOf("listings"), await countOf("listingContacts"), await counterNext()]).toEqual([
      listings,
      contacts,
      next,
    ]);
  });

  it("refuses 16 files, and uploads that are not the member's, leaving no half listing", async () => {
    const mine = await insertUploads(api.db, { ownerId: owner.uid, count: 16 });
    const theirs = await insertUploads(api.db, { ownerId: other.uid, count: 1 });
    const [listings, next] = [await countOf("listings"), await counterNext()];

    const sixteen = await create(owner, { ...sellForm(), uploadIds: mine.map((u) => u.id) });
    expect(sixteen.status).toBe(400);
    expect((sixteen.json as ErrorBody).error.fieldErrors).toEqual({
      uploadIds: ["You can upload a maximum of 15 files."],
    });

    // The transaction read the counter before it met the foreign upload: nothing of it persists.
    const foreign = await create(owner, { ...sellForm(), uploadIds: [mine[0]!.id, theirs[0]!.id] });
    expect(foreign.status).toBe(400);
    expect((foreign.json as ErrorBody).error).toMatchObject({
      code: "unknown_upload",
      message: "Failed to upload files.",
    });
    expect([await countOf("listings"), await counterNext()]).toEqual([listings, next]);
    // The member's own upload is still there to use.
    expect((await col.uploads(api.db).doc(mine[0]!.id).get()).exists).toBe(true);
  });

  it("drops the fields that do not show: building details of Land, No. of Years unless Lease", async () => {
    const { listing } = (
      await create(
        owner,
        sellForm({
          propertyName: "Land",
          propertyType: "Agricultural",
          leaseYears: "9",
          builtUpArea: "999999",
        }),
      )
    ).json as Written;
    expect(await listingOf(listing.id)).toMatchObject({
      propertyName: "Land",
      builtUpAreaSqFt: null,
      numberOfBathrooms: null,
      numberOfRooms: null,
      parking: null,
      lift: null,
      leaseYears: null,
    });
  });
});

describe("editing a listing (PUT /api/v1/listings/:id)", () => {
  it("sends the owner's edit of an approved listing back to pending, replacing fields, contact and photos", async () => {
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
    const old = await insertUploads(api.db, { ownerId: owner.uid, count: 3, storage: api.server.storage });
    await updateListing(api.db, { listingId: listing.id, media: old.map((u) => u.media) });
    const added = await insertUploads(api.db, { ownerId: owner.uid, count: 1 });
    const changes = await countOf(INTERNAL_COLLECTIONS.publicChanges);

    const { status, json } = await send(
      "PUT",
      `/api/v1/listings/${listing.id}`,
      owner,
      editForm({
        budget: "50,00,000",
        contactOwnerPhone: "9123456780",
        keepMediaIds: [old[2]!.id, old[0]!.id],
        uploadIds: [added[0]!.id],
      }),
    );
    expect(status).toBe(200);
    expect(json).toEqual({
      listing: { id: listing.id, code: listing.code, status: "pending" },
      message: "Property updated successfully",
    });
    const stored = await listingOf(listing.id);
    expect(stored).toMatchObject({
      status: "pending",
      budget: 5_000_000,
      approvedAt: null,
      code: listing.code,
    });
    expect(stored?.media.map((m) => m.id)).toEqual([old[2]!.id, old[0]!.id, added[0]!.id]);
    expect((await contactOf(listing.id))?.phone).toBe("9123456780");
    // It left public view: instances must hear of it.
    expect(await countOf(INTERNAL_COLLECTIONS.publicChanges)).toBe(changes + 1);
    expect((await send("GET", `/api/v1/listings/${listing.id}`, null)).status).toBe(404);
    // The removed photo's file is gone; the kept ones stay.
    expect([onDisk(old[0]!.key!), onDisk(old[1]!.key!), onDisk(old[2]!.key!)]).toEqual([true, false, true]);
  });

  it("puts kept and new photos in the one order the form sends: a new photo can be the cover", async () => {
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" });
    const old = await insertUploads(api.db, { ownerId: owner.uid, count: 2 });
    await updateListing(api.db, { listingId: listing.id, media: old.map((u) => u.media) });
    const added = await insertUploads(api.db, { ownerId: owner.uid, count: 1 });
    const form = editForm({ keepMediaIds: [old[0]!.id, old[1]!.id], uploadIds: [added[0]!.id] });

    // An order that leaves out or invents an id is refused, and nothing changes.
    const before = await stateOf(listing.id);
    for (const mediaOrder of [
      [added[0]!.id, old[0]!.id],
      [added[0]!.id, old[0]!.id, "unknown"],
    ]) {
      const refused = await send("PUT", `/api/v1/listings/${listing.id}`, owner, { ...form, mediaOrder });
      expect(refused.status).toBe(400);
    }
    expect(await stateOf(listing.id)).toEqual(before);

    const mediaOrder = [added[0]!.id, old[1]!.id, old[0]!.id];
    const { status } = await send("PUT", `/api/v1/listings/${listing.id}`, owner, { ...form, mediaOrder });
    expect(status).toBe(200);
    expect((await listingOf(listing.id))?.media.map((m) => m.id)).toEqual([
      added[0]!.media.id,
      old[1]!.id,
      old[0]!.id,
    ]);
  });

  it("leaves an approved listing approved when an admin edits it", async () => {
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
    const { status, json } = await send(
      "PUT",
      `/api/v1/listings/${listing.id}`,
      admin,
      editForm({ amenities: "Corner plot" }),
    );
    expect(status).toBe(200);
    expect((json as Written).listing.status).toBe("approved");
    expect(await listingOf(listing.id)).toMatchObject({ status: "approved", amenities: "Corner plot" });
    expect((await send("GET", `/api/v1/listings/${listing.id}`, null)).text).toContain("Corner plot");
    const audit = await col.auditLog(api.db).where("entityId", "==", listing.id).get();
    expect(audit.docs.map((doc) => doc.data().action)).toEqual(["listing.admin-update"]);
  });

  it("refuses another member: 403 for a public listing, 404 for one they cannot see; nothing changes", async () => {
    const approved = await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
    const pending = await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" });
    await insertMedia(api.db, { listingId: approved.id, count: 2 });
    for (const [listing, expected] of [
      [approved, 403],
      [pending, 404],
    ] as const) {
      const before = await stateOf(listing.id);
      const url = `/api/v1/listings/${listing.id}`;
      const mediaId = before.listing?.media[0]?.id ?? "no-media";
      expect((await send("PUT", url, other, editForm({ budget: "1" }))).status).toBe(expected);
      expect((await send("DELETE", url, other)).status).toBe(expected);
      expect((await send("DELETE", `${url}/media/${mediaId}`, other)).status).toBe(expected);
      expect((await send("PUT", url, null, editForm())).status).toBe(401);
      expect((await send("DELETE", url, null)).status).toBe(401);
      expect(await stateOf(listing.id)).toEqual(before);
    }
  });

  it("keeps property name and type as they are, and answers unknown ids with 404", async () => {
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" });
    const changed = await send(
      "PUT",
      `/api/v1/listings/${listing.id}`,
      owner,
      editForm({ propertyName: "Apartment", types: "Rent" }),
    );
    expect(changed.status).toBe(400);
    expect((changed.json as ErrorBody).error.fieldErrors).toEqual({
      propertyName: ["Property Name cannot be changed."],
      types: ["Types cannot be changed."],
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"])
      expect((await send("PUT", `/api/v1/listings/${id}`, owner, editForm())).status).toBe(404);
  });

  it("says the edit form's messages, and refuses more than 15 files in all", async () => {
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" });
    const media = await insertMedia(api.db, { listingId: listing.id, count: 10 });
    const uploads = await insertUploads(api.db, { ownerId: owner.uid, count: 6 });
    const url = `/api/v1/listings/${listing.id}`;
    const bad = await send("PUT", url, owner, editForm({ propertyType: "", contactOwnerPhone: "98765" }));
    expect((bad.json as ErrorBody).error.fieldErrors).toEqual({
      propertyType: ["Property Type is required"],
      contactOwnerPhone: ["Phone number must be exactly 10 digits"],
    });
    const tooMany = await send(
      "PUT",
      url,
      owner,
      editForm({ keepMediaIds: media.map((m) => m.id), uploadIds: uploads.map((u) => u.id) }),
    );
    expect(tooMany.status).toBe(400);
    expect((tooMany.json as ErrorBody).error.fieldErrors).toEqual({
      uploadIds: ["You can upload a maximum of 15 files."],
    });
    const stale = await send("PUT", url, owner, editForm({ keepMediaIds: ["removed-meanwhile"] }));
    expect(stale.status).toBe(400);
    expect((await listingOf(listing.id))?.media).toEqual(media);
  });
});

describe("deleting (DELETE /api/v1/listings/:id)", () => {
  it("removes the listing, its contact, its view count, every wishlist entry and its files", async () => {
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
    const uploads = await insertUploads(api.db, {
      ownerId: owner.uid,
      count: 2,
      storage: api.server.storage,
    });
    await updateListing(api.db, { listingId: listing.id, media: uploads.map((u) => u.media) });
    const keptListing = await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
    for (const member of [other, admin]) {
      for (const id of [listing.id, keptListing.id])
        expect((await send("PUT", `/api/v1/wishlist/${id}`, member)).status).toBe(200);
    }
    expect((await send("POST", `/api/v1/listings/${listing.id}/views`, other)).status).toBe(204);
    expect(uploads.every((u) => onDisk(u.key!))).toBe(true);

    expect((await send("DELETE", `/api/v1/listings/${listing.id}`, owner)).status).toBe(204);

    expect(await stateOf(listing.id)).toEqual({ listing: undefined, contact: undefined });
    const views = await api.db.collection(INTERNAL_COLLECTIONS.listingViews).doc(listing.id).get();
    expect(views.exists).toBe(false);
    for (const member of [other, admin]) {
      const wished = await col.wishlist(api.db, member.uid).get();
      expect(wished.docs.map((doc) => doc.id)).toEqual([keptListing.id]);
    }
    expect(uploads.map((u) => onDisk(u.key!))).toEqual([false, false]);
    expect((await send("GET", `/api/v1/listings/${listing.id}`, owner)).status).toBe(404);
    expect((await send("DELETE", `/api/v1/listings/${listing.id}`, owner)).status).toBe(404);
  });

  it("lets an admin delete a member's listing", async () => {
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" });
    expect((await send("DELETE", `/api/v1/listings/${listing.id}`, admin)).status).toBe(204);
    expect(await listingOf(listing.id)).toBeUndefined();
    const audit = await col.auditLog(api.db).where("entityId", "==", listing.id).get();
    expect(audit.docs.map((doc) => doc.data().action)).toEqual(["listing.admin-delete"]);
  });

  it("deletes the files of photos uploaded through the API", async () => {
    const body = new FormData();
    body.append(
      "file",
      new Blob([new Uint8Array(await pngImage(640, 480))], { type: "image/png" }),
      "plot.png",
    );
    const uploaded = await fetch(`${api.server.base}/api/v1/uploads`, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: api.server.base },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { upload } = (await uploaded.json()) as { upload: { id: string } };
    const { listing } = (await create(owner, { ...sellForm(), uploadIds: [upload.id] })).json as Written;
    const keys = (await listingOf(listing.id))!.media.flatMap((m) => [
      m.storageKey,
      ...m.variants.map((v) => v.key),
    ]);
    const files = keys.filter((key): key is string => key !== null);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every(onDisk)).toBe(true);

    expect((await send("DELETE", `/api/v1/listings/${listing.id}`, owner)).status).toBe(204);
    expect(files.filter(onDisk)).toEqual([]);
  });
});

describe("removing one photo (DELETE /api/v1/listings/:id/media/:mediaId)", () => {
  it("removes it and its file, keeps the others in order, and leaves the listing approved", async () => {
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
    const uploads = await insertUploads(api.db, {
      ownerId: owner.uid,
      count: 3,
      storage: api.server.storage,
    });
    await updateListing(api.db, { listingId: listing.id, media: uploads.map((u) => u.media) });
    const url = `/api/v1/listings/${listing.id}/media/${uploads[1]!.id}`;

    const { status, json } = await send("DELETE", url, owner);
    expect(status).toBe(200);
    const { media } = json as { media: Array<{ id: string; url: string }> };
    expect(media.map((m) => m.id)).toEqual([uploads[0]!.id, uploads[2]!.id]);
    expect(await listingOf(listing.id)).toMatchObject({ status: "approved" });
    expect(uploads.map((u) => onDisk(u.key!))).toEqual([true, false, true]);
    expect((await send("DELETE", url, owner)).status).toBe(404);
    expect(
      (await send("DELETE", `/api/v1/listings/${listing.id}/media/${uploads[0]!.id}`, admin)).status,
    ).toBe(200);
  });
});

describe("view counts (POST /api/v1/listings/:id/views)", () => {
  it("counts views of public listings for their owner, and nothing else", async () => {
    const approved = await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
    const pending = await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" });
    for (const viewer of [null, other, null])
      expect((await send("POST", `/api/v1/listings/${approved.id}/views`, viewer)).status).toBe(204);
    // Not counted: an admin's visit, a listing that is not public, an unknown or malformed id.
    expect((await send("POST", `/api/v1/listings/${approved.id}/views`, admin)).status).toBe(204);
    for (const id of [pending.id, "00000000-0000-4000-8000-000000000000", "not-an-id"])
      expect((await send("POST", `/api/v1/listings/${id}/views`, null)).status).toBe(204);

    const own = await listOwnListings(api.db, { ownerId: owner.uid, listingDays: testConfig().listingDays });
    const views = Object.fromEntries(own.map((card) => [card.id, card.views]));
    expect([views[approved.id], views[pending.id]]).toEqual([3, 0]);
    const counters = await api.db.collection(INTERNAL_COLLECTIONS.listingViews).doc(pending.id).get();
    expect(counters.exists).toBe(false);
  });
});

// Submissions, edits that re-submit and deletions above each moved a listing between lists.
describe("the moderation lists' kept counts", () => {
  it("follow every submission, edit and deletion", async () => {
    await expectKeptCountsToMatchListings(api.db);
  });
});

describe("the location (issue 34)", () => {
  const point = { latitude: "11.664325", longitude: "78.146015" };
  const kmBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => haversineKm(a, b);

  it("saves a form without a location as ever: no point, no area", async () => {
    const { status, json } = await create(owner, { ...sellForm(), uploadIds: [] });
    expect(status).toBe(201);
    const { id } = (json as Written).listing;
    expect((await listingOf(id))?.area).toBeNull();
    expect((await contactOf(id))?.location).toBeNull();
    const raw = (await api.db.collection("listings").doc(id).get()).data()!;
    expect(raw).not.toHaveProperty("location");
  });

  it("keeps the exact point private with its offset, and the listing only the area 0.2–1 km away", async () => {
    const { status, json } = await create(owner, { ...sellForm(), ...point, uploadIds: [] });
    expect(status, JSON.stringify(json)).toBe(201);
    const { id } = (json as Written).listing;
    const contact = await contactOf(id);
    expect(contact?.location).toMatchObject({ lat: 11.664325, lng: 78.146015, shown: "exact" });
    const area = (await listingOf(id))?.area;
    expect(area).toEqual(areaOf(contact!.location!));
    const km = kmBetween(contact!.location!, area!);
    expect(km).toBeGreaterThan(0.19);
    expect(km).toBeLessThan(1.01);
    const raw = JSON.stringify((await api.db.collection("listings").doc(id).get()).data());
    expect(raw).not.toContain("11.664325");
    expect(raw).not.toContain("78.146015");
    // The owner's answer carries both; a visitor's (once approved) only the area.
    const { listing: own } = (await send("GET", `/api/v1/listings/${id}`, owner)).json as {
      listing: { area: unknown; contact: { location: unknown } };
    };
    expect(own.area).toEqual(area);
    expect(own.contact.location).toEqual({ lat: 11.664325, lng: 78.146015, shown: "exact" });
  });

  it("keeps the offset on every edit, moves the area with the point, and removes both when cleared", async () => {
    const { json } = await create(owner, { ...sellForm(), ...point, uploadIds: [] });
    const { id } = (json as Written).listing;
    const first = (await contactOf(id))!.location!;
    const firstArea = (await listingOf(id))!.area;

    // An edit that leaves the point: the same offset, the same area.
    expect(
      (await send("PUT", `/api/v1/listings/${id}`, owner, editForm({ ...point, budget: "46,00,000" })))
        .status,
    ).toBe(200);
    expect((await contactOf(id))!.location).toEqual(first);
    expect((await listingOf(id))!.area).toEqual(firstArea);

    // The owner moves it and shows members the area only: the same offset northwards, the area follows.
    const movedTo = { latitude: "11.670001", longitude: "78.150002", locationShown: "area" };
    expect((await send("PUT", `/api/v1/listings/${id}`, admin, editForm(movedTo))).status).toBe(200);
    const moved = (await contactOf(id))!.location!;
    expect(moved).toMatchObject({ lat: 11.670001, lng: 78.150002, shown: "area" });
    expect(moved.offset.dLat).toBe(first.offset.dLat);
    expect((await listingOf(id))!.area).toEqual(areaOf(moved));

    // Cleared: neither the point nor the area stays.
    expect((await send("PUT", `/api/v1/listings/${id}`, owner, editForm())).status).toBe(200);
    expect((await contactOf(id))!.location).toBeNull();
    expect((await listingOf(id))!.area).toBeNull();
  });

  it("names a moved point `location` in a re-submission", async () => {
    const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "approved" });
    expect((await send("PUT", `/api/v1/listings/${listing.id}`, owner, editForm(point))).status).toBe(200);
    expect((await listingOf(listing.id))?.resubmission?.changedFields).toContain("location");
  });

  it("refuses half a point and a point outside the state, writing nothing", async () => {
    const before = await countOf("listings");
    const half = await create(owner, { ...sellForm(), latitude: "11.66", uploadIds: [] });
    expect(half.status).toBe(400);
    expect((half.json as ErrorBody).error.fieldErrors?.longitude).toEqual([
      "Place the property on the map again: its position came without its latitude or longitude.",
    ]);
    const mumbai = await create(owner, {
      ...sellForm(),
      latitude: "19.076",
      longitude: "72.8777",
      uploadIds: [],
    });
    expect(mumbai.status).toBe(400);
    expect((mumbai.json as ErrorBody).error.fieldErrors?.latitude).toEqual([
      "The position on the map is outside Tamil Nadu. Place the property inside the state.",
    ]);
    expect(await countOf("listings")).toBe(before);
  });
});
