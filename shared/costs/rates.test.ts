import { describe, expect, it } from "vitest";
import { ratesInForce } from "./rates.ts";

describe("ratesInForce", () => {
  const sets = [
    { effectiveFrom: "2025-04-01" },
    { effectiveFrom: "2023-12-01" },
    { effectiveFrom: "2027-04-01" },
  ];

  it("takes the latest set on or before the day, in any order given", () => {
    expect(ratesInForce(sets, "2026-11-29")).toEqual({ effectiveFrom: "2025-04-01" });
    expect(ratesInForce(sets, "2025-04-01")).toEqual({ effectiveFrom: "2025-04-01" });
    expect(ratesInForce(sets, "2025-03-31")).toEqual({ effectiveFrom: "2023-12-01" });
  });

  it("keeps a set dated later for its day, and has none before the first", () => {
    expect(ratesInForce(sets, "2027-03-31")?.effectiveFrom).toBe("2025-04-01");
    expect(ratesInForce(sets, "2027-04-01")?.effectiveFrom).toBe("2027-04-01");
    expect(ratesInForce(sets, "2023-11-30")).toBeNull();
    expect(ratesInForce([], "2026-11-29")).toBeNull();
  });
});
