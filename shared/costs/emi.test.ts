import { describe, expect, it } from "vitest";
import { loanCost } from "./emi.ts";

describe("loanCost", () => {
  it("gives the instalment lenders print", () => {
    // ₹1 lakh at 10% for a year: the textbook ₹8,791.59.
    expect(loanCost(100_000, 10, 1).monthly).toBe(8792);
    // ₹10 lakh at 8.5% for 20 years: ₹8,678.23.
    expect(loanCost(1_000_000, 8.5, 20)).toEqual({
      monthly: 8678,
      totalInterest: 1_082_720,
      totalPaid: 2_082_720,
    });
    // ₹50 lakh at 9% for 20 years: ₹44,986.31.
    expect(loanCost(5_000_000, 9, 20).monthly).toBe(44_986);
  });

  it("splits the principal evenly at 0%", () => {
    expect(loanCost(1_200_000, 0, 10)).toEqual({ monthly: 10_000, totalInterest: 0, totalPaid: 1_200_000 });
  });

  it("pays more in all the longer the tenure, and less a month", () => {
    const short = loanCost(4_000_000, 8.75, 10);
    const long = loanCost(4_000_000, 8.75, 25);
    expect(long.monthly).toBeLessThan(short.monthly);
    expect(long.totalInterest).toBeGreaterThan(short.totalInterest);
  });

  it("refuses numbers outside its limits", () => {
    expect(() => loanCost(0, 8, 20)).toThrow(RangeError);
    expect(() => loanCost(Number.NaN, 8, 20)).toThrow(RangeError);
    expect(() => loanCost(1_000_000, -1, 20)).toThrow(RangeError);
    expect(() => loanCost(1_000_000, 31, 20)).toThrow(RangeError);
    expect(() => loanCost(1_000_000, 8, 0)).toThrow(RangeError);
    expect(() => loanCost(1_000_000, 8, 31)).toThrow(RangeError);
    expect(() => loanCost(1_000_000, 8, 2.5)).toThrow(RangeError);
  });
});
