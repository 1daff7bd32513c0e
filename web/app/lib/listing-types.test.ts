import { describe, expect, it } from "vitest";
import { parseListingType } from "./listing-types.ts";

describe("parseListingType", () => {
  it("accepts the three types in any case", () => {
    expect(parseListingType("Sell")).toBe("sell");
    expect(parseListingType("RENT")).toBe("rent");
    expect(parseListingType("lease")).toBe("lease");
  });
  it("rejects anything else", () => {
    for (const value of [undefined, "", "buy", "Mortgage", "constructor", "__proto__"]) {
      expect(parseListingType(value)).toBeNull();
    }
  });
});
