import { describe, expect, it } from "vitest";
import { resultsHref } from "./results-links.ts";

describe("search results links", () => {
  it("adds the type as the URLs spell it and the page past the first", () => {
    expect(resultsHref("/search/Land/Salem", "all")).toBe("/search/Land/Salem");
    expect(resultsHref("/search/Land/Salem", "sell")).toBe("/search/Land/Salem?types=Sell");
    expect(resultsHref("/search/Land/Salem", "lease", 1)).toBe("/search/Land/Salem?types=Lease");
    expect(resultsHref("/search/Land/Salem", "rent", 3)).toBe("/search/Land/Salem?types=Rent&page=3");
    expect(resultsHref("/propertylistings/Land/Salem", "all", 2)).toBe("/propertylistings/Land/Salem?page=2");
  });
});
