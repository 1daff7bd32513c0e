import { describe, expect, it } from "vitest";
import {
  MAX_SUGGEST_QUERY,
  nextActiveIndex,
  optionId,
  parseSuggestions,
  queryHref,
  suggestionHref,
  suggestionLabel,
  suggestionsAnnouncement,
  suggestionsUrl,
} from "./combobox.ts";

describe("search box links", () => {
  it("a suggestion goes to /search/{propertyName}/{city}, each part URL-encoded", () => {
    expect(suggestionHref({ propertyName: "Land", city: "Coimbatore" })).toBe("/search/Land/Coimbatore");
    expect(suggestionHref({ propertyName: "Farm House", city: "The Nilgiris" })).toBe(
      "/search/Farm%20House/The%20Nilgiris",
    );
    expect(suggestionHref({ propertyName: "A/B", city: "X?y#z" })).toBe("/search/A%2FB/X%3Fy%23z");
  });

  it("typed text goes to /propertylistings/{query}, trimmed; nothing typed goes to the listing page", () => {
    expect(queryHref("  2 bhk salem ")).toBe("/propertylistings/2%20bhk%20salem");
    expect(queryHref("a/b")).toBe("/propertylistings/a%2Fb");
    expect(queryHref("   ")).toBe("/propertylisting");
    expect(queryHref("x".repeat(150))).toBe(`/propertylistings/${"x".repeat(MAX_SUGGEST_QUERY)}`);
  });

  it("asks the API only about something", () => {
    expect(suggestionsUrl(" coimb ")).toBe("/api/v1/suggestions?q=coimb");
    expect(suggestionsUrl("farm & house")).toBe("/api/v1/suggestions?q=farm%20%26%20house");
    expect(suggestionsUrl(" ")).toBeNull();
  });

  it("asks for labels in Tamil on a Tamil page, and for none in English", () => {
    expect(suggestionsUrl("கோவை", "ta")).toBe(`/api/v1/suggestions?q=${encodeURIComponent("கோவை")}&lang=ta`);
    expect(suggestionsUrl("kovai", "en")).toBe("/api/v1/suggestions?q=kovai");
    expect(suggestionsUrl(" ", "ta")).toBeNull();
  });
});

describe("nextActiveIndex", () => {
  it("Down starts at the first option, walks on and wraps to the first", () => {
    expect(nextActiveIndex(-1, 3, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(0, 3, "ArrowDown")).toBe(1);
    expect(nextActiveIndex(2, 3, "ArrowDown")).toBe(0);
  });

  it("Up starts at the last option, walks back and wraps to the last", () => {
    expect(nextActiveIndex(-1, 3, "ArrowUp")).toBe(2);
    expect(nextActiveIndex(2, 3, "ArrowUp")).toBe(1);
    expect(nextActiveIndex(0, 3, "ArrowUp")).toBe(2);
  });

  it("Home and End jump to the ends", () => {
    expect(nextActiveIndex(1, 4, "Home")).toBe(0);
    expect(nextActiveIndex(1, 4, "End")).toBe(3);
  });

  it("an empty list has no active option, and a stale index past the end starts over", () => {
    expect(nextActiveIndex(-1, 0, "ArrowDown")).toBe(-1);
    expect(nextActiveIndex(5, 0, "ArrowUp")).toBe(-1);
    expect(nextActiveIndex(7, 3, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(7, 3, "ArrowUp")).toBe(2);
  });
});

describe("suggestion text", () => {
  it("labels a pair as 'name in city' and gives each option an id", () => {
    expect(suggestionLabel({ propertyName: "House", city: "Salem" })).toBe("House in Salem");
    // The API's labels in the page's language, when it gave them.
    expect(
      suggestionLabel({ propertyName: "House", city: "Salem", propertyNameLabel: "வீடு", cityLabel: "சேலம்" }),
    ).toBe("வீடு in சேலம்");
    expect(optionId("site-search-listbox", 2)).toBe("site-search-listbox-option-2");
  });

  it("announces how many suggestions came, or the SPEC's empty message", () => {
    expect(suggestionsAnnouncement(0)).toBe("No suggestions available");
    expect(suggestionsAnnouncement(1)).toMatch(/^1 suggestion available\./);
    expect(suggestionsAnnouncement(8)).toMatch(/^8 suggestions available\./);
  });
});

describe("parseSuggestions", () => {
  it("keeps well-formed pairs and drops anything else", () => {
    expect(
      parseSuggestions({
        suggestions: [
          { propertyName: "Land", city: "Erode" },
          { propertyName: "Land", city: "Karur", propertyNameLabel: "நிலம்", cityLabel: "கரூர்" },
          { propertyName: "Land", city: "Salem", cityLabel: 7 },
          { propertyName: 3, city: "Erode" },
          null,
          "Salem",
        ],
      }),
    ).toEqual([
      { propertyName: "Land", city: "Erode" },
      { propertyName: "Land", city: "Karur", propertyNameLabel: "நிலம்", cityLabel: "கரூர்" },
    ]);
    expect(parseSuggestions({ suggestions: "nope" })).toEqual([]);
    expect(parseSuggestions(null)).toEqual([]);
    expect(parseSuggestions({ error: "rate limited" })).toEqual([]);
  });
});
