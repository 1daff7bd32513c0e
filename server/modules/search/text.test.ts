import { describe, expect, it } from "vitest";
import { suggestionCandidates } from "./suggestions.ts";
import {
  listingCodeOf,
  pickMatches,
  resolveTokens,
  type TermMatch,
  tokenize,
  typoDistance,
  VOCABULARY,
  wordsOf,
} from "./text.ts";

describe("wordsOf", () => {
  it("splits on anything but letters and digits, lower-case, keeping repeats and stop words", () => {
    expect(wordsOf("Corner plot, EB line-nearby; 2 BHK in the plot")).toEqual([
      "corner",
      "plot",
      "eb",
      "line",
      "nearby",
      "2",
      "bhk",
      "in",
      "the",
      "plot",
    ]);
    expect(wordsOf("  ,;  ")).toEqual([]);
    expect(wordsOf("")).toEqual([]);
  });

  it("keeps words of any script whole, combining marks included, and one spelling of accented letters", () => {
    expect(wordsOf("வீடு சேலம்")).toEqual(["வீடு", "சேலம்"]);
    // é as one code point, and as e plus a combining accent.
    expect(wordsOf("Caf\u00e9 CAFE\u0301")).toEqual(["caf\u00e9", "caf\u00e9"]);
  });
});

describe("tokenize", () => {
  it("drops stop words and repeats, and keeps at most six words", () => {
    expect(tokenize("Land in Salem")).toEqual(["land", "salem"]);
    expect(tokenize("house for rent near the bus stand")).toEqual(["house", "rent", "bus", "stand"]);
    expect(tokenize("salem SALEM Salem")).toEqual(["salem"]);
    expect(tokenize("one two three four five six seven")).toEqual([
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
    ]);
    expect(tokenize("the of in a")).toEqual([]);
    expect(tokenize("properties with property")).toEqual([]);
  });
});

describe("listingCodeOf", () => {
  it("reads a listing code in any common spelling as the stored NL-000123", () => {
    expect(listingCodeOf("NL-000123")).toBe("NL-000123");
    expect(listingCodeOf("nl 123")).toBe("NL-000123");
    expect(listingCodeOf("NL123")).toBe("NL-000123");
    expect(listingCodeOf("  nl-0000123 ")).toBe("NL-000123");
    expect(listingCodeOf("NL-1234567")).toBe("NL-1234567");
    expect(listingCodeOf("nl-0")).toBe("NL-000000");
  });

  it("is null for anything else", () => {
    for (const query of [
      "",
      "NL",
      "NL-",
      "123",
      "NL-12a",
      "house NL-000123",
      "NL--1",
      "nl 1 2",
      "ML-000123",
    ]) {
      expect(listingCodeOf(query)).toBeNull();
    }
  });
});

describe("typoDistance", () => {
  it("allows no typo under five letters, one up to seven, two from eight", () => {
    expect([1, 4, 5, 7, 8, 20].map(typoDistance)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe("resolveTokens", () => {
  const one = (word: string, minPrefix = 3) => resolveTokens([word], { minPrefix })[0]!;

  it("names facet values by whole word, with every value a word can name", () => {
    expect(one("salem")).toMatchObject({ kind: 2, fuzzy: false, facets: { city: ["Salem"] } });
    expect(one("rent")).toMatchObject({ kind: 2, facets: { types: ["rent"] } });
    expect(one("flat")).toMatchObject({ kind: 2, facets: { propertyName: ["Apartment"] } });
    expect(one("agricultural")).toMatchObject({ kind: 2, facets: { propertyType: ["Agricultural"] } });
    expect(one("house").facets.propertyName).toEqual(["House", "Farm House"]);
    expect(one("ooty").facets.city).toEqual(["The Nilgiris"]);
    expect(one("trichy").facets.city).toEqual(["Trichirappalli (Trichy)"]);
  });

  it("names values by a word's beginning, from minPrefix letters", () => {
    expect(one("coimba")).toMatchObject({ kind: 1, fuzzy: false, facets: { city: ["Coimbatore"] } });
    expect(one("ren")).toMatchObject({ kind: 1, facets: { types: ["rent"] } });
    expect(one("re")).toMatchObject({ kind: -1, facets: { types: [], city: [] } });
    expect(one("s", 1).facets.city).toEqual(expect.arrayContaining(["Salem", "Sivagangai"]));
  });

  it("takes a misspelt word for the nearest terms, within its typo distance", () => {
    expect(one("coimbatre")).toMatchObject({ kind: 0, fuzzy: true, facets: { city: ["Coimbatore"] } });
    expect(one("madurei")).toMatchObject({ kind: 0, fuzzy: true, facets: { city: ["Madurai"] } });
    // Four letters allow no typo: "well" is not "sell".
    expect(one("well")).toMatchObject({ kind: -1, fuzzy: false, facets: { types: [] } });
    expect(one("perundurai").kind).toBe(-1);
  });

  it("prefers a whole word to a beginning, and a beginning to a typo", () => {
    const matches: TermMatch[] = [
      { token: 0, facet: "city", value: "Salem", kind: 1, distance: 0 },
      { token: 0, facet: "city", value: "Erode", kind: 0, distance: 1 },
      { token: 1, facet: "city", value: "Theni", kind: 0, distance: 2 },
      { token: 1, facet: "city", value: "Karur", kind: 0, distance: 1 },
      { token: 1, facet: "city", value: "Vellore", kind: 0, distance: 1 },
    ];
    expect(pickMatches(["sal", "x", "y"], matches)).toEqual([
      {
        token: "sal",
        facets: { types: [], propertyName: [], propertyType: [], city: ["Salem"] },
        fuzzy: false,
        kind: 1,
      },
      {
        token: "x",
        facets: { types: [], propertyName: [], propertyType: [], city: ["Karur", "Vellore"] },
        fuzzy: true,
        kind: 0,
      },
      {
        token: "y",
        facets: { types: [], propertyName: [], propertyType: [], city: [] },
        fuzzy: false,
        kind: -1,
      },
    ]);
  });

  it("has a term for every value of every facet", () => {
    const values = new Set(VOCABULARY.map((t) => `${t.facet}:${t.value}`));
    expect(values.size).toBe(3 + 5 + 4 + 38);
  });
});

describe("suggestionCandidates", () => {
  const candidates = (query: string) =>
    suggestionCandidates(resolveTokens(tokenize(query), { minPrefix: 1 })).map(
      ({ propertyName, city, rank }) => `${rank} ${propertyName} ${city}`,
    );

  it("puts a named city before a named property, then typos, in the districts' and names' order", () => {
    const s = candidates("s");
    expect(s.slice(0, 2)).toEqual(["0 House Salem", "0 Land Salem"]);
    expect(s.indexOf("0 House Sivagangai")).toBeGreaterThan(s.indexOf("0 Farm House Salem"));
    // Named property only ("store"): rank 1, after every city match.
    expect(s.indexOf("1 Store Ariyalur")).toBeGreaterThan(s.lastIndexOf("0 Farm House Sivagangai"));
    expect(candidates("land salem")).toEqual(["0 Land Salem"]);
    expect(candidates("coimbatre").slice(0, 1)).toEqual(["2 House Coimbatore"]);
  });

  it("names no pair when no word names a property or a city", () => {
    expect(candidates("rent")).toEqual([]);
    expect(candidates("perundurai")).toEqual([]);
  });
});
