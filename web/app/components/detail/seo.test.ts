import { describe, expect, it } from "vitest";
import { detailViewOf } from "#tests/support/factories/listings.ts";
import { listingMeta } from "./seo.ts";
import type { ListingDetailPage, ListingDetailView } from "./types.ts";

const area = { lat: 9.9301, lng: 78.1254 };
const exact = { lat: 9.925201, lng: 78.119775, shown: "exact" as const };

const listing: ListingDetailView = {
  ...detailViewOf({ ownerId: "owner-1", propertyName: "Land", locality: "K.K. Nagar", city: "Madurai" }),
  area,
  // The owner's own page: the exact point is in the contact, and must still stay out of the JSON-LD.
  contact: { name: "Selvi", phone: "9876543210", address: "1 Car Street", location: exact },
};

const page = (view: ListingDetailView): ListingDetailPage => ({
  listing: view,
  similar: [],
  viewer: { signedIn: true, isOwner: true, isAdmin: false },
  canonicalUrl: "https://nilam.example/view-property5/x",
  imageUrl: null,
});

const jsonLd = (view: ListingDetailView) => {
  const descriptor = listingMeta(page(view), "https://nilam.example").find((d) => "script:ld+json" in d);
  return (
    descriptor as {
      "script:ld+json": { contentLocation: Record<string, unknown>; offers?: Record<string, unknown> };
    }
  )["script:ld+json"];
};

describe("the detail page's JSON-LD", () => {
  it("gives the place the public area as its GeoCoordinates", () => {
    expect(jsonLd(listing).contentLocation.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: 9.9301,
      longitude: 78.1254,
    });
  });

  it("never carries the exact point, at any precision", () => {
    const text = JSON.stringify(jsonLd(listing));
    for (const value of [exact.lat, exact.lng]) {
      expect(text).not.toContain(String(value));
      expect(text).not.toContain(value.toFixed(4));
    }
  });

  it("has no geo for a listing without a point", () => {
    expect(jsonLd({ ...listing, area: null }).contentLocation).not.toHaveProperty("geo");
  });
});

describe("the detail page's offer in JSON-LD", () => {
  it("gives a sale's guideline value as the owner's statement, not a rent's", () => {
    const guidelineValue = { rupeesPerUnit: 2_500, unit: "sqft" as const, source: "S.No. 123/4A, Vadavalli" };
    expect(jsonLd({ ...listing, types: "sell", guidelineValue }).contentLocation.additionalProperty).toEqual([
      {
        "@type": "PropertyValue",
        name: "Guideline value",
        description: "As the owner states it: S.No. 123/4A, Vadavalli",
        value: 2_500,
        unitText: "INR per sq ft",
      },
    ]);
    expect(jsonLd({ ...listing, types: "rent", guidelineValue }).contentLocation).not.toHaveProperty(
      "additionalProperty",
    );
  });

  it("gives an overall budget as the price", () => {
    const offer = jsonLd({ ...listing, budget: 2_500_000, budgetMethod: "Overall budget" }).offers;
    expect(offer).toMatchObject({ "@type": "Offer", price: 2_500_000, priceCurrency: "INR" });
    expect(offer).not.toHaveProperty("priceSpecification");
  });

  it("gives a price per cent or per acre as a unit price, and the whole price from the area", () => {
    // 5 cents (2,178 sq ft) at ₹3 lakh a cent.
    const perCent = jsonLd({ ...listing, budget: 300_000, budgetMethod: "Per Cent", areaSqFt: 2_178 }).offers;
    expect(perCent).toEqual({
      "@type": "Offer",
      price: 1_500_000,
      priceCurrency: "INR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: 300_000,
        priceCurrency: "INR",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "cent" },
      },
      businessFunction: "http://purl.org/goodrelations/v1#Sell",
    });
    const perAcre = jsonLd({
      ...listing,
      budget: 4_000_000,
      budgetMethod: "Per Acre",
      areaSqFt: null,
    }).offers;
    expect(perAcre).not.toHaveProperty("price");
    expect(perAcre).toMatchObject({
      priceSpecification: { price: 4_000_000, referenceQuantity: { unitText: "acre" } },
    });
  });

  it("has no offer without a budget", () => {
    expect(jsonLd({ ...listing, budget: null })).not.toHaveProperty("offers");
  });
});
