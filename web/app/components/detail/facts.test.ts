import { describe, expect, it } from "vitest";
import { detailFacts, facilityFacts, titleFacts, unitPriceFacts } from "./facts.ts";
import type { ListingDetailView } from "./types.ts";

const land: ListingDetailView = {
  id: "l1",
  code: "NL-000007",
  status: "approved",
  rejectionReason: null,
  propertyName: "Land",
  types: "sell",
  propertyType: "Agricultural",
  userType: "Owner",
  leaseYears: 5,
  budget: 4_356_000,
  budgetMethod: "Overall budget",
  pricePerCentRupees: 43_560,
  pricePerAcreRupees: 4_356_000,
  areaSqFt: 43_560,
  areaUnit: "acre",
  builtUpAreaSqFt: 1000,
  builtUpAreaUnit: "sqft",
  lengthFt: null,
  breadthFt: null,
  facilities: {
    electricity: true,
    waterFacility: false,
    boreWell: null,
    roadFacility: true,
    parking: true,
    lift: false,
  },
  facingDirection: null,
  amenities: "",
  ageOfPropertyYears: null,
  numberOfBathrooms: 2,
  numberOfRooms: "2 BHK",
  locality: "Palladam",
  city: "Tiruppur",
  state: "Tamil Nadu",
  zipCode: "641664",
  titleDocuments: { pattaNumber: "1234", surveyNumber: null, dtcpCmdaApprovalNumber: "", tnreraNumber: null },
  road: { widthFt: null, cornerPlot: null, side: null },
  guidelineValue: null,
  firstSale: null,
  approvals: { layout: null, tnrera: false },
  media: [],
  confirmedDaysAgo: 2,
  createdAt: new Date(),
  updatedAt: new Date(),
  area: null,
  contact: null,
};

const labels = (facts: Array<{ label: string }>) => facts.map((f) => f.label);

describe("detail facts", () => {
  it("shows only fields that were filled in", () => {
    const found = labels(detailFacts(land));
    expect(found).toContain("Area");
    expect(found).toContain("Locality");
    expect(found).not.toContain("Facing");
    expect(found).not.toContain("Amenities");
    expect(found).not.toContain("Age of property");
  });

  it("leaves rooms, bathrooms, built-up area and lease years out where they do not apply", () => {
    const found = labels(detailFacts(land));
    expect(found).not.toContain("Rooms");
    expect(found).not.toContain("Bathrooms");
    expect(found).not.toContain("Built-up area");
    expect(found).not.toContain("No. of years");
    const leasedHouse = labels(detailFacts({ ...land, propertyName: "House", types: "lease" }));
    expect(leasedHouse).toEqual(
      expect.arrayContaining(["Rooms", "Bathrooms", "Built-up area", "No. of years"]),
    );
  });

  it("shows the area in the owner's unit and Buy for a sale", () => {
    const facts = detailFacts(land);
    expect(facts.find((f) => f.label === "Area")?.value).toBe("1 acre");
    expect(facts.find((f) => f.label === "For")?.value).toBe("Buy");
  });

  it("answers yes/no facilities that were answered, without parking and lift for land", () => {
    expect(facilityFacts(land)).toEqual([
      { label: "Electricity", value: "Yes" },
      { label: "Water facility", value: "No" },
      { label: "Road facility", value: "Yes" },
    ]);
  });

  it("lists the Tamil Nadu title references that exist", () => {
    expect(titleFacts(land)).toEqual([{ label: "Patta number", value: "1234", ownersWords: true }]);
  });

  it("gives price per cent and acre, except for monthly rent", () => {
    expect(unitPriceFacts(land)).toEqual([
      { label: "Price per cent", value: "₹43,560" },
      { label: "Price per acre", value: "₹43,56,000" },
    ]);
    expect(unitPriceFacts({ ...land, budgetMethod: "Monthly" })).toEqual([]);
  });
});
