import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the notes are said by the loader, in the request's locale
import { inLocale } from "#server/http/request-locale.ts";
import type { ListingFilters } from "#shared/listing-filters/values.ts";
import { placeNotes, withoutNear } from "./place-notes.ts";

const NONE: ListingFilters = { propertyType: [], rooms: [], city: [], sort: "newest", page: 1 };
const SALEM_BOX = [78.0, 11.5, 78.3, 11.8] as const;

describe("withoutNear", () => {
  it("leaves the point, its radius and the nearest-first order, from the first page", () => {
    const near: ListingFilters = {
      ...NONE,
      near: { lat: 11, lng: 78 },
      radius: 10,
      sort: "distance",
      page: 3,
    };
    expect(withoutNear(near)).toEqual({ ...NONE, near: undefined, radius: undefined });
    expect(withoutNear({ ...near, sort: "price-asc" }).sort).toBe("price-asc");
  });
});

describe("placeNotes", () => {
  it("says nothing without a place", () => {
    expect(placeNotes({ ...NONE, types: "sell" }, false)).toEqual([]);
  });

  it("names the listing or the visitor's place, and the area, each with the link that lets it go", () => {
    const filters: ListingFilters = {
      ...NONE,
      types: "sell",
      near: { listingCode: "NL-000123" },
      sort: "distance",
      bbox: SALEM_BOX,
      view: "map",
    };
    expect(placeNotes(filters, false)).toEqual([
      {
        text: "Nearest to NL-000123 first",
        clear: "Stop sorting by distance",
        clearSearch: "?types=Sell&bbox=78%2C11.5%2C78.3%2C11.8&view=map",
      },
      {
        text: "Only the area chosen on the map",
        clear: "Show every area",
        clearSearch: "?types=Sell&near=NL-000123&view=map&sort=distance",
      },
    ]);
    const mine = placeNotes({ ...NONE, near: { lat: 11.6643, lng: 78.146 }, sort: "distance" }, true);
    expect(mine.map((note) => note.text)).toEqual(["Nearest to your location first"]);
  });

  it("speaks the request's language", () => {
    const notes = inLocale("ta", () =>
      placeNotes({ ...NONE, near: { listingCode: "NL-000123" }, bbox: SALEM_BOX }, false),
    );
    expect(notes.map((note) => [note.text, note.clear])).toEqual([
      ["NL-000123 விளம்பரத்துக்கு அருகில் உள்ளவை முதலில்", "தொலைவின்படி வரிசைப்படுத்த வேண்டாம்"],
      ["வரைபடத்தில் தேர்வுசெய்த பகுதி மட்டும்", "எல்லாப் பகுதிகளையும் காட்டு"],
    ]);
  });
});
