import { describe, expect, it } from "vitest";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { derivePrices, formatListingCode } from "#shared/values.ts";
import { filtersOf, idsOf } from "#tests/support/factories/filters.ts";
import { DISTRICT_ALIASES } from "./aliases.ts";
import { Projection } from "./projection.ts";
import { type ProjectedListing, toProjectionRecord } from "./records.ts";
import { labelSuggestions } from "./suggestions.ts";
import { resolveTokens, tamilStems, tokenize, VOCABULARY, wordsOf } from "./text.ts";

const cityOf = (query: string, minPrefix = 3) =>
  resolveTokens(tokenize(query), { minPrefix }).map((r) => r.facets.city);
const nameOf = (query: string) => resolveTokens(tokenize(query), { minPrefix: 3 })[0]!.facets.propertyName;

describe("district aliases", () => {
  it("are single lower-case words, each naming one district only", () => {
    const districtsOf = new Map<string, Set<string>>();
    for (const term of VOCABULARY.filter((t) => t.facet === "city")) {
      expect(wordsOf(term.term), term.term).toEqual([term.term]);
      districtsOf.set(term.term, (districtsOf.get(term.term) ?? new Set()).add(term.value));
    }
    for (const [term, districts] of districtsOf) expect([...districts], term).toHaveLength(1);
    expect(Object.keys(DISTRICT_ALIASES)).toEqual([...TAMIL_NADU_DISTRICTS]);
  });

  it.each([
    ["சென்னை", "Chennai"],
    ["madras", "Chennai"],
    ["மெட்ராஸ்", "Chennai"],
    ["கோவை", "Coimbatore"],
    ["kovai", "Coimbatore"],
    ["covai", "Coimbatore"],
    ["கோயம்புத்தூர்", "Coimbatore"],
    ["trichy", "Trichirappalli (Trichy)"],
    ["tiruchi", "Trichirappalli (Trichy)"],
    ["திருச்சி", "Trichirappalli (Trichy)"],
    ["tuty", "Thoothukudi"],
    ["thoothukudi", "Thoothukudi"],
    ["tuticorin", "Thoothukudi"],
    ["தூத்துக்குடி", "Thoothukudi"],
    ["nellai", "Thirunelveli"],
    ["tirunelveli", "Thirunelveli"],
    ["நெல்லை", "Thirunelveli"],
    ["tanjore", "Thanjavur"],
    ["தஞ்சை", "Thanjavur"],
    ["ooty", "The Nilgiris"],
    ["nilgiris", "The Nilgiris"],
    ["ஊட்டி", "The Nilgiris"],
    ["kumari", "Nagercoil (Kanniyakumari)"],
    ["nagercoil", "Nagercoil (Kanniyakumari)"],
    ["kanyakumari", "Nagercoil (Kanniyakumari)"],
    ["கன்னியாகுமரி", "Nagercoil (Kanniyakumari)"],
    ["kanchi", "Kancheepuram"],
    ["ramnad", "Ramanathapuram"],
    ["ராமநாதபுரம்", "Ramanathapuram"],
    ["mayavaram", "Mayiladuthurai"],
    ["tirupattur", "Tirupathur"],
    ["tirupur", "Tiruppur"],
  ])("%s names %s", (query, district) => {
    expect(cityOf(query)).toEqual([[district]]);
  });

  it("names no district for Puducherry, which is not one of Tamil Nadu's", () => {
    expect(cityOf("pondy")).toEqual([[]]);
    expect(cityOf("pondicherry")).toEqual([[]]);
  });

  it("finds a Tamil district as it is typed, from its first letters", () => {
    expect(cityOf("சென்", 1)).toEqual([["Chennai"]]);
    expect(cityOf("கோவ", 1)).toEqual([["Coimbatore"]]);
  });
});

describe("Tamil property names and case endings", () => {
  it.each([
    ["நிலம்", ["Land"]],
    ["மனை", ["Land"]],
    ["nilam", ["Land"]],
    ["veedu", ["House", "Apartment", "Farm House"]],
    ["கடை", ["Store"]],
    ["அடுக்குமாடி", ["Apartment"]],
    ["பண்ணை", ["Farm House"]],
    // Any home: a house, an apartment (அடுக்குமாடி வீடு), a farm house (பண்ணை வீடு).
    ["வீடு", ["House", "Apartment", "Farm House"]],
  ])("%s names %j", (query, names) => {
    expect(nameOf(query)).toEqual(names);
  });

  it("reads the glossary's two-word names as one kind", () => {
    const [first, second] = resolveTokens(tokenize("அடுக்குமாடி வீடு"), { minPrefix: 3 });
    expect(first!.facets.propertyName.filter((n) => second!.facets.propertyName.includes(n))).toEqual([
      "Apartment",
    ]);
  });

  it.each([
    ["சென்னையில்", "சென்னை"],
    ["கரூரில்", "கரூர்"],
    ["சேலத்தில்", "சேலம்"],
    ["ஈரோட்டில்", "ஈரோடு"],
    ["மதுரைக்கு", "மதுரை"],
    ["கோவையில்", "கோவை"],
  ])("takes %s for %s", (word, stem) => {
    expect(tamilStems(word)).toContain(stem);
  });

  it("names the district of a word with a case ending, and nothing for other scripts", () => {
    expect(cityOf("கோவையில் வீடு")).toEqual([["Coimbatore"], []]);
    expect(cityOf("சேலத்தில்")).toEqual([["Salem"]]);
    expect(cityOf("ஈரோட்டில்")).toEqual([["Erode"]]);
    expect(tamilStems("salemil")).toEqual([]);
    expect(tamilStems("இல்")).toEqual([]);
  });

  it("names listing types and property types in Tamil", () => {
    const [type, kind] = resolveTokens(tokenize("வாடகைக்கு விவசாய"), { minPrefix: 3 });
    expect(type!.facets.types).toEqual(["rent"]);
    expect(kind!.facets.propertyType).toEqual(["Agricultural"]);
  });
});

let sequence = 0;
function listing(id: string, overrides: Partial<ProjectedListing>) {
  sequence += 1;
  const createdAt = new Date(Date.UTC(2026, 0, 1) - sequence * 60_000);
  const base: ProjectedListing = {
    code: formatListingCode(sequence),
    propertyName: "House",
    types: "sell",
    propertyType: "Residential",
    budget: 5_000_000,
    budgetMethod: "Overall budget",
    areaSqFt: 1200,
    areaUnit: "sqft",
    numberOfRooms: "2 BHK",
    city: "Salem",
    locality: null,
    amenities: null,
    dtcpCmdaApprovalNumber: null,
    tnreraNumber: null,
    roadWidthFt: null,
    approvedAt: createdAt,
    confirmedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    pricePerCentRupees: null,
    media: [],
    ...overrides,
  };
  return toProjectionRecord(id, { ...base, pricePerCentRupees: derivePrices(base).pricePerCentRupees });
}

describe("Tamil and other names in search and suggestions", () => {
  const projection = Projection.build([
    listing("chennai-house", { city: "Chennai" }),
    listing("coimbatore-land", { city: "Coimbatore", propertyName: "Land", numberOfRooms: null }),
    listing("coimbatore-flat", { city: "Coimbatore", propertyName: "Apartment" }),
    listing("trichy-store", { city: "Trichirappalli (Trichy)", propertyName: "Store", numberOfRooms: null }),
    listing("tuty-house", { city: "Thoothukudi" }),
  ]);
  const found = (q: string) => idsOf(projection.search(filtersOf(`q=${encodeURIComponent(q)}`)).listings);

  it("finds the listings of the district a Tamil or colloquial name names", () => {
    expect(found("சென்னை")).toEqual(["chennai-house"]);
    expect(found("madras")).toEqual(["chennai-house"]);
    expect(found("கோவை")).toEqual(["coimbatore-land", "coimbatore-flat"]);
    expect(found("kovai")).toEqual(["coimbatore-land", "coimbatore-flat"]);
    expect(found("trichy")).toEqual(["trichy-store"]);
    expect(found("tuty")).toEqual(["tuty-house"]);
    expect(found("pondy")).toEqual([]);
  });

  it("finds the property kind a Tamil word names", () => {
    expect(found("நிலம்")).toEqual(["coimbatore-land"]);
    expect(found("கடை")).toEqual(["trichy-store"]);
    expect(found("வீடு")).toEqual(["chennai-house", "coimbatore-flat", "tuty-house"]);
    expect(found("கோவையில் நிலம்")).toEqual(["coimbatore-land"]);
    expect(found("அடுக்குமாடி வீடு கோவை")).toEqual(["coimbatore-flat"]);
  });

  it("suggests the pairs, labelled in Tamil when asked and as before in English", () => {
    expect(projection.suggest("கோவை")).toEqual([
      { propertyName: "Land", city: "Coimbatore" },
      { propertyName: "Apartment", city: "Coimbatore" },
    ]);
    expect(projection.suggest("kovai nilam")).toEqual([{ propertyName: "Land", city: "Coimbatore" }]);
    expect(labelSuggestions(projection.suggest("நிலம்"), "ta")).toEqual([
      { propertyName: "Land", city: "Coimbatore", propertyNameLabel: "நிலம்", cityLabel: "கோயம்புத்தூர்" },
    ]);
    expect(labelSuggestions(projection.suggest("tuty"), "ta")).toEqual([
      { propertyName: "House", city: "Thoothukudi", propertyNameLabel: "வீடு", cityLabel: "தூத்துக்குடி" },
    ]);
    expect(labelSuggestions(projection.suggest("trichy"), "en")).toEqual([
      { propertyName: "Store", city: "Trichirappalli (Trichy)" },
    ]);
  });
});
