import { describe, expect, it } from "vitest";
import { parseListingType } from "./listing-types.ts";
import { TYPE_PARAM } from "./paths.ts";

describe("parseListingType", () => {
  it("reads the {types} of URLs in any case", () => {
    expect(parseListingType("Sell")).toBe("sell");
    expect(parseListingType("RENT")).toBe("rent");
    expect(parseListingType(" lease ")).toBe("lease");
  });

  it("is null for anything else", () => {
    for (const value of ["Buy", "", undefined, null, "sells"]) expect(parseListingType(value)).toBeNull();
  });

  it("round-trips the URL spelling", () => {
    for (const [type, spelling] of Object.entries(TYPE_PARAM)) expect(parseListingType(spelling)).toBe(type);
  });
});
