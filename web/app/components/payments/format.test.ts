import { describe, expect, it } from "vitest";
import { formatPaise } from "./format.ts";

describe("formatPaise", () => {
  it("shows paise as whole rupees in Indian grouping", () => {
    expect(formatPaise(149_900)).toBe("₹1,499");
    expect(formatPaise(12_500_000_00)).toBe("₹1,25,00,000");
    expect(formatPaise(0)).toBe("₹0");
  });
});
