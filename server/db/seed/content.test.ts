import { describe, expect, it } from "vitest";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { SEED_COLLECTIONS, SEED_PLANS } from "./content.ts";
import { BANNER_GROUPS } from "./images.ts";

/** Tamil text: some Tamil letters, no Latin ones (BHK, the one acronym the seed's Tamil keeps, aside). */
function expectTamil(text: string) {
  expect(text.trim()).not.toBe("");
  expect(text).toMatch(/[\u0B80-\u0BFF]/);
  expect(text.replace(/BHK/g, "")).not.toMatch(/[A-Za-z]/);
}

describe("the demo seed's content in Tamil", () => {
  it("gives every plan a Tamil name", () => {
    expect(SEED_PLANS.length).toBeGreaterThan(0);
    for (const plan of SEED_PLANS) expectTamil(plan.nameTa);
    expect(new Set(SEED_PLANS.map((plan) => plan.nameTa)).size).toBe(SEED_PLANS.length);
  });

  it("gives every banner a Tamil alt text", () => {
    const banners = BANNER_GROUPS.flatMap((group) => group.banners);
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) expectTamil(banner.titleTa);
  });

  it("gives every collection its property name's Tamil label and a Tamil description", () => {
    for (const collection of SEED_COLLECTIONS) {
      expect(collection.titleTa).toBe(propertyNameLabel(collection.title, "ta"));
      expectTamil(collection.descriptionTa);
    }
  });
});
