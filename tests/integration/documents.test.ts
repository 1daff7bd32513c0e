import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col, DocumentShapeError } from "#server/db/collections.ts";
import { createDatabaseProbe, type Database } from "#server/db/firestore.ts";
import { buildListing, createUser } from "../support/factories/index.ts";
import { createTestDatabase } from "../support/test-database.ts";

// The converters are the one boundary where documents are validated: what cannot be stored is refused before
// it is written, and what comes back is typed, with Timestamps as Dates.
describe("Firestore documents", () => {
  let database: Database;
  let ownerId = "";

  beforeAll(async () => {
    database = await createTestDatabase();
    ownerId = (await createUser(database.db)).uid;
  });

  afterAll(async () => {
    await database?.close();
  });

  it("answers the health check", async () => {
    await expect(createDatabaseProbe(database.db, 10_000)()).resolves.toBe(true);
  });

  it("stores a listing and reads it back typed, with Dates for Timestamps", async () => {
    const {
      id: _id,
      contact: _contact,
      ...listing
    } = buildListing({
      ownerId,
      createdAt: new Date("2026-03-01T10:00:00Z"),
    });
    const ref = col.listings(database.db).doc(crypto.randomUUID());
    await ref.set(listing);
    const raw = (await database.db.doc(ref.path).get()).data();
    expect(raw?.createdAt).toBeInstanceOf(Timestamp);
    const read = (await ref.get()).data();
    expect(read?.createdAt).toEqual(new Date("2026-03-01T10:00:00Z"));
    expect(read).toEqual(listing);
  });

  it("refuses to write a listing outside the closed value sets, and writes nothing", async () => {
    const ref = col.listings(database.db).doc(crypto.randomUUID());
    const bad = { ...buildListing({ ownerId }), status: "deleted" } as unknown as ReturnType<
      typeof buildListing
    >;
    // The converter refuses before anything is sent.
    expect(() => ref.set(bad)).toThrow(DocumentShapeError);
    expect((await ref.get()).exists).toBe(false);
  });

  it("refuses more than 15 photos and videos on a listing", async () => {
    const listing = buildListing({ ownerId });
    const photo = {
      id: "p",
      kind: "image" as const,
      url: "/media/p.webp",
      storageKey: null,
      contentType: null,
    };
    const media = Array.from({ length: 16 }, (_, i) => ({
      ...photo,
      id: `p${i}`,
      width: 10,
      height: 10,
      bytes: 1,
      alt: null,
      variants: [],
    }));
    expect(() =>
      col
        .listings(database.db)
        .doc(crypto.randomUUID())
        .set({ ...listing, media }),
    ).toThrow(DocumentShapeError);
  });

  it("says which document is malformed when one was written around the converter", async () => {
    const id = crypto.randomUUID();
    await database.db.collection("listings").doc(id).set({ code: "NL-1", status: "approved" });
    await expect(
      col
        .listings(database.db)
        .doc(id)
        .get()
        .then((s) => s.data()),
    ).rejects.toThrow(new RegExp(`listings/${id}`));
  });

  describe("the location (issue 34)", () => {
    const exact = {
      lat: 11.664325,
      lng: 78.146015,
      shown: "exact" as const,
      offset: { dLat: 0.0031, dLng: -0.0042 },
    };

    it("keeps the public listing to its 4-decimal area: an exact point written to it is dropped", async () => {
      const { id: _id, contact: _contact, ...listing } = buildListing({ ownerId });
      const ref = col.listings(database.db).doc(crypto.randomUUID());
      const leaked = { ...listing, area: { lat: 11.6674, lng: 78.1418 }, location: exact } as typeof listing;
      await ref.set(leaked);
      const raw = (await database.db.doc(ref.path).get()).data()!;
      expect(raw).not.toHaveProperty("location");
      expect(raw.area).toEqual({ lat: 11.6674, lng: 78.1418 });
      expect(JSON.stringify(raw)).not.toContain("11.664325");
    });

    it("refuses an area with more than 4 decimals, or with more than its two numbers", async () => {
      const { id: _id, contact: _contact, ...listing } = buildListing({ ownerId });
      const ref = col.listings(database.db).doc(crypto.randomUUID());
      expect(() => ref.set({ ...listing, area: { lat: exact.lat, lng: exact.lng } })).toThrow(
        DocumentShapeError,
      );
      const withShown = {
        ...listing,
        area: { lat: 11.6674, lng: 78.1418, shown: "exact" },
      } as typeof listing;
      expect(() => ref.set(withShown)).toThrow(DocumentShapeError);
      expect((await ref.get()).exists).toBe(false);
    });

    it("stores the exact point, its offset and the owner's choice in the private contact", async () => {
      const { id, contact } = buildListing({ ownerId, contact: { location: exact } });
      const ref = col.listingContacts(database.db).doc(id);
      await ref.set(contact);
      expect((await ref.get()).data()?.location).toEqual(exact);
    });

    it("reads listings and contacts written before it without a point", async () => {
      const { id, contact, ...listing } = buildListing({ ownerId });
      const { area: _area, ...older } = listing;
      const { location: _location, ...olderContact } = contact;
      await database.db.collection("listings").doc(id).set(older);
      await database.db.collection("listingContacts").doc(id).set(olderContact);
      expect((await col.listings(database.db).doc(id).get()).data()?.area).toBeNull();
      expect((await col.listingContacts(database.db).doc(id).get()).data()?.location).toBeNull();
    });
  });
});
