import { describe, expect, it } from "vitest";
import { listingMeta } from "./seo.ts";
import type { ListingDetailPage, ListingDetailView } from "./types.ts";

const area = { lat: 9.9301, lng: 78.1254 };
const exact = { lat: 9.925201, lng: 78.119775, shown: "exact" as const };

const listing: ListingDetailView = {
  id: "00000000-0000-4000-8000-000000000034",
  code: "NL-000034",
  status: "approved",
  rejectionReason: null,
  propertyName: "Land",
  types: "sell",
  propertyType: "Residential",
  userType: "Owner",
  leaseYears: null,
  budget: 2_500_000,
  budgetMethod: "Overall budget",
  pricePerCentRupees: null,
  pricePerAcreRupees: null,
  areaSqFt: 2400,
  areaUnit: "sqft",
  builtUpAreaSqFt: null,
  builtUpAreaUnit: null,
  lengthFt: null,
  breadthFt: null,
  facilities: {
    electricity: null,
    waterFacility: null,
    boreWell: null,
    roadFacility: null,
    parking: null,
    lift: null,
  },
  facingDirection: null,
  amenities: null,
  ageOfPropertyYears: null,
  numberOfBathrooms: null,
  numberOfRooms: null,
  locality: "K.K. Nagar",
  city: "Madurai",
  state: "Tamil Nadu",
  zipCode: "625020",
  titleDocuments: { pattaNumber: null, surveyNumber: null, dtcpCmdaApprovalNumber: null, tnreraNumber: null },
  road: { widthFt: null, cornerPlot: null, side: null },
  approvals: { layout: null, tnrera: false },
  media: [],
  confirmedDaysAgo: 1,
  createdAt: new Date("2026-11-01T00:00:00Z"),
  updatedAt: new Date("2026-11-01T00:00:00Z"),
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
  return (descriptor as { "script:ld+json": { contentLocation: Record<string, unknown> } })["script:ld+json"];
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
