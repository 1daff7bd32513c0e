import { describe, expect, it } from "vitest";
import { GOING_RATE_MINIMUM, GoingRates, median } from "./going-rates.ts";

const sale = (
  pricePerCentRupees: number | null,
  overrides: Partial<Parameters<GoingRates["add"]>[0]> = {},
) => ({
  types: "sell" as const,
  propertyName: "Land" as const,
  city: "Salem",
  pricePerCentRupees,
  ...overrides,
});

describe("median", () => {
  it("is the middle value of an odd count, and the mean of the middle two of an even one, halves up", () => {
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 4, 9])).toBe(3);
    expect(median([1, 2, 3, 9])).toBe(3); // 2.5 → 3
    expect(median([7])).toBe(7);
  });
});

describe("GoingRates", () => {
  it("gives a median only from GOING_RATE_MINIMUM sale listings with a price per cent", () => {
    const rates = new GoingRates();
    for (const price of [500, 100, 400, 200]) rates.add(sale(price));
    rates.add(sale(null));
    rates.add(sale(900, { types: "rent" }));
    rates.add(sale(900, { types: "lease" }));
    rates.add(sale(900, { city: "Erode" }));
    rates.add(sale(900, { propertyName: "House" }));
    expect(GOING_RATE_MINIMUM).toBe(5);
    expect(rates.of("Land", "Salem")).toEqual({ medianPerCentRupees: null, count: 4 });
    rates.add(sale(300));
    expect(rates.of("Land", "Salem")).toEqual({ medianPerCentRupees: 300, count: 5 });
  });

  it("takes back exactly what a record brought, and nothing for one it never counted", () => {
    const rates = new GoingRates();
    for (const price of [100, 200, 200, 300, 400, 500]) rates.add(sale(price));
    rates.remove(sale(200));
    expect(rates.of("Land", "Salem")).toEqual({ medianPerCentRupees: 300, count: 5 });
    rates.remove(sale(250));
    rates.remove(sale(300, { types: "rent" }));
    rates.remove(sale(300, { city: "Karur" }));
    expect(rates.of("Land", "Salem").count).toBe(5);
  });

  it("built at once and sorted equals one added at a time", () => {
    const prices = [812, 5, 77, 300, 12, 300, 9_000, 41];
    const once = new GoingRates();
    for (const price of prices) once.add(sale(price), false);
    once.sortAll();
    const each = new GoingRates();
    for (const price of prices) each.add(sale(price));
    expect(once.of("Land", "Salem")).toEqual(each.of("Land", "Salem"));
    expect(each.of("Land", "Salem")).toEqual({ medianPerCentRupees: 189, count: 8 }); // (77 + 300) / 2, halves up
  });
});
