import { describe, expect, it } from "vitest";
import { listingResultsHref, typeParam, wrapIndex } from "./home-links.ts";

describe("home links", () => {
  it("spells the type as the routes do", () => {
    expect(typeParam("sell")).toBe("Sell");
    expect(typeParam("lease")).toBe("Lease");
  });

  it("links 'View More' to the results page of the type and name", () => {
    expect(listingResultsHref("sell", "House")).toBe("/propertylisting?types=Sell&propertyName=House");
    expect(listingResultsHref("rent", "Farm House")).toBe(
      "/propertylisting?types=Rent&propertyName=Farm%20House",
    );
  });

  it("wraps both ways", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});
