import { describe, expect, it } from "vitest";
import { areaOf } from "#server/modules/listings/location.ts";
import { GUIDELINE_UNITS_BY_NAME } from "#shared/costs/guideline.ts";
import { guidelineCheck } from "#shared/costs/guideline-check.ts";
import { DISTRICT_CENTRES } from "#shared/district-centres.ts";
import { TAMIL_NADU_DISTRICTS, type TamilNaduDistrict } from "#shared/districts.ts";
import { haversineKm, isInTamilNadu } from "#shared/geo.ts";
import { createRandom } from "#shared/random.ts";
import { derivePrices, formatListingCode, LISTING_TYPES, PROPERTY_NAMES } from "#shared/values.ts";
import { listingContactSchema, listingSchema } from "../documents.ts";
import type { SeedImage, SeedPhotos } from "./images.ts";
import { createListingGenerator, type GeneratedListing } from "./listings.ts";

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

function generate(count: number, firstCodeNumber?: number): GeneratedListing[] {
  const next = createListingGenerator({
    random: createRandom(99),
    ownerId: "owner",
    adminId: "admin",
    photos,
    now,
    firstCodeNumber,
  });
  return Array.from({ length: count }, (_, index) => next(index));
}

/** Everything but the random uuids. */
function withoutIds(items: GeneratedListing[]) {
  return items.map(({ listing, contact }) => ({
    listing: { ...listing, media: listing.media.map((m) => ({ ...m, id: "" })) },
    contact,
  }));
}

describe("createListingGenerator", () => {
  it("is deterministic for the same PRNG seed", () => {
    expect(withoutIds(generate(60))).toEqual(withoutIds(generate(60)));
  });

  it("draws the same listings as before the move to Firestore (PRNG order kept)", () => {
    // Figures taken from the PostgreSQL-era generator with this seed.
    const first = generate(50);
    expect(first.reduce((sum, g) => sum + g.listing.budget, 0)).toBe(467_842_000);
    expect(first[0]!.listing.city).toBe("Ariyalur");
    expect(first[0]!.listing.budget).toBe(8_350_000);
    expect(first[0]!.contact.phone).toBe("7260904934");
    expect(first[49]!.listing.zipCode).toBe("635006");
  });

  it("makes valid listing and contact documents, numbered from firstCodeNumber", () => {
    const generated = generate(120, 501);
    generated.forEach(({ id, listing, contact }, index) => {
      expect(() => listingSchema.parse(listing)).not.toThrow();
      expect(() => listingContactSchema.parse(contact)).not.toThrow();
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(listing.codeNumber).toBe(501 + index);
      expect(listing.code).toBe(formatListingCode(501 + index));
      expect(contact.ownerId).toBe(listing.ownerId);
      expect({
        pricePerCentRupees: listing.pricePerCentRupees,
        pricePerAcreRupees: listing.pricePerAcreRupees,
      }).toEqual(derivePrices(listing));
      for (const privateField of ["contactOwnerName", "contactOwnerPhone", "propertyAddress"]) {
        expect(listing).not.toHaveProperty(privateField);
      }
    });
    expect(new Set(generated.map((g) => g.id)).size).toBe(generated.length);
    expect(generate(1)[0]!.listing.code).toBe("NL-000001");
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

  it("states a plausible guideline value on most sale listings, and first sales of new apartments (issue 35)", () => {
    const listings = generate(300).map((g) => g.listing);
    const stated = listings.filter((l) => l.guidelineValue !== null);
    const sales = listings.filter((l) => l.types === "sell");
    expect(stated.length).toBeGreaterThan(sales.length / 2);
    for (const listing of listings) {
      if (listing.types !== "sell") expect([listing.guidelineValue, listing.firstSale]).toEqual([null, null]);
      const check = guidelineCheck(listing);
      if (check === null) continue;
      expect(GUIDELINE_UNITS_BY_NAME[listing.propertyName]).toContain(check.value.unit);
      expect(check.value.source.length).toBeLessThanOrEqual(120);
      expect(check.multiple).toBeGreaterThanOrEqual(1);
      expect(check.multiple).toBeLessThanOrEqual(2.6);
    }
    const firstSales = listings.filter((l) => l.firstSale === true);
    expect(firstSales.length).toBeGreaterThan(0);
    expect(firstSales.every((l) => l.propertyName === "Apartment" && l.ageOfPropertyYears === 0)).toBe(true);
  });

  it("makes believable listings", () => {
    for (const { listing, contact } of generate(300)) {
      const { media } = listing;
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
      expect(contact.phone).toMatch(/^[6-9]\d{9}$/);
      expect(contact.name).not.toBe("");
      expect(contact.address).toContain(listing.locality!);
      expect(listing.zipCode).toMatch(/^[1-9]\d{5}$/);
      const created = listing.createdAt;
      expect(now.getTime() - created.getTime()).toBeLessThanOrEqual(120 * 86_400_000);
      expect(created.getTime()).toBeLessThan(now.getTime());
      expect(media.length).toBeGreaterThanOrEqual(1);
      expect(media.length).toBeLessThanOrEqual(5);
      expect(new Set(media.map((m) => m.id)).size).toBe(media.length);
      expect(new Set(media.map((m) => m.url)).size).toBe(media.length);
      expect(media[0]!.url).toContain(listing.propertyName);
    }
  });

  it("places most listings within 8 km of their district's headquarters, each with its own offset and area", () => {
    const generated = generate(380);
    const placed = generated.filter(({ contact }) => contact.location !== null);
    const unplaced = generated.length - placed.length;
    expect(unplaced).toBeGreaterThan(10);
    expect(unplaced).toBeLessThan(generated.length / 8);
    for (const { listing, contact } of generated) {
      if (!contact.location) {
        expect(listing.area).toBeNull();
        continue;
      }
      const location = contact.location;
      const centre = DISTRICT_CENTRES[listing.city as TamilNaduDistrict];
      expect(haversineKm(centre, location)).toBeLessThanOrEqual(8.05);
      expect(isInTamilNadu(location)).toBe(true);
      expect(listing.area).toEqual(areaOf(location));
      const km = haversineKm(location, listing.area!);
      expect(km).toBeGreaterThan(0.19);
      expect(km).toBeLessThan(1.01);
      // The exact point goes to the contact only.
      expect(listing).not.toHaveProperty("location");
      // Coastal headquarters: on the land's side.
      if (listing.city === "Chennai") expect(location.lng).toBeLessThanOrEqual(centre.lng);
      if (listing.city === "Nagercoil (Kanniyakumari)")
        expect(location.lat).toBeGreaterThanOrEqual(centre.lat);
    }
    const offsets = new Set(placed.map(({ contact }) => JSON.stringify(contact.location!.offset)));
    expect(offsets.size).toBe(placed.length);
    const areaOnly = placed.filter(({ contact }) => contact.location!.shown === "area").length;
    expect(areaOnly).toBeGreaterThan(20);
    expect(areaOnly).toBeLessThan(placed.length / 2);
  });

  it("gives a listing the same point on every run", () => {
    const [a, b] = [generate(40), generate(40)];
    expect(a.map((g) => g.contact.location)).toEqual(b.map((g) => g.contact.location));
    expect(a.map((g) => g.listing.area)).toEqual(b.map((g) => g.listing.area));
  });
});
