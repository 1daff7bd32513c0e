import { describe, expect, it } from "vitest";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { LISTING_TYPES, PROPERTY_NAMES } from "#shared/values.ts";
import type { SeedImage, SeedPhotos } from "./images.ts";
import { createListingGenerator, type GeneratedListing } from "./listings.ts";
import { createRandom } from "./random.ts";

const image = (slug: string): SeedImage => ({
  slug,
  url: `/media/seed/photos/${slug}-1600.webp`,
  width: 1600,
  height: 1200,
  bytes: 1,
  contentType: "image/webp",
  variants: [],
});
const photos: SeedPhotos = {
  byName: Object.fromEntries(
    PROPERTY_NAMES.map((name) => [name, [image(`${name}-1`), image(`${name}-2`)]]),
  ) as SeedPhotos["byName"],
  generic: ["road", "street", "grove", "temple", "well"].map(image),
};
const now = new Date("2025-01-31T00:00:00Z");

function generate(count: number): GeneratedListing[] {
  const next = createListingGenerator({
    random: createRandom(99),
    ownerId: "owner",
    adminId: "admin",
    photos,
    now,
  });
  return Array.from({ length: count }, (_, index) => next(index));
}

/** Everything but the random uuids. */
function withoutIds(items: GeneratedListing[]) {
  return items.map(({ listing, media }) => ({
    listing: { ...listing, id: "" },
    media: media.map((m) => ({ ...m, listingId: "" })),
  }));
}

describe("createListingGenerator", () => {
  it("is deterministic for the same PRNG seed", () => {
    expect(withoutIds(generate(60))).toEqual(withoutIds(generate(60)));
  });

  it("covers every district, property name, type, and the pending and rejected states in 200 listings", () => {
    const listings = generate(200).map((g) => g.listing);
    expect(new Set(listings.map((l) => l.city))).toEqual(new Set(TAMIL_NADU_DISTRICTS));
    expect(new Set(listings.map((l) => l.propertyName))).toEqual(new Set(PROPERTY_NAMES));
    expect(new Set(listings.map((l) => l.types))).toEqual(new Set(LISTING_TYPES));
    const pending = listings.filter((l) => l.status === "pending").length;
    expect(pending).toBeGreaterThanOrEqual(15);
    expect(pending).toBeLessThanOrEqual(25);
    const rejected = listings.filter((l) => l.status === "rejected");
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((l) => l.rejectionReason && l.rejectedAt)).toBe(true);
    expect(listings.filter((l) => l.ownerId === "admin").length).toBeGreaterThan(0);
  });

  it("makes believable listings", () => {
    for (const { listing, media } of generate(300)) {
      expect(Number.isSafeInteger(listing.budget)).toBe(true);
      expect(listing.budget).toBeGreaterThan(0);
      expect(listing.areaSqFt).toBeGreaterThan(0);
      if (listing.propertyName === "Land") expect(listing.numberOfRooms).toBeNull();
      if (listing.types === "rent") expect(listing.budgetMethod).toBe("Monthly");
      if (listing.types === "lease") expect(listing.leaseYears).toBeGreaterThan(0);
      else expect(listing.leaseYears).toBeNull();
      if (listing.types === "sell" && listing.budgetMethod === "Overall budget") {
        expect(listing.budget).toBeGreaterThanOrEqual(100_000);
      }
      expect(listing.contactOwnerPhone).toMatch(/^[6-9]\d{9}$/);
      expect(listing.zipCode).toMatch(/^[1-9]\d{5}$/);
      const created = listing.createdAt as Date;
      expect(now.getTime() - created.getTime()).toBeLessThanOrEqual(120 * 86_400_000);
      expect(created.getTime()).toBeLessThan(now.getTime());
      expect(media.length).toBeGreaterThanOrEqual(1);
      expect(media.length).toBeLessThanOrEqual(5);
      expect(media.map((m) => m.position)).toEqual(media.map((_, i) => i));
      expect(new Set(media.map((m) => m.url)).size).toBe(media.length);
      expect(media[0]!.url).toContain(listing.propertyName);
    }
  });
});
