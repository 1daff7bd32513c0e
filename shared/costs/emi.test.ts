import { describe, expect, it } from "vitest";
import { emi } from "./emi.ts";

describe("emi", () => {
  it("gives the instalments and interest the published examples print", () => {
    // docs/costs-design.md §0: an article on SBI's rates, and a repo-rate story; recomputed, all agree.
    expect(emi({ loanRupees: 5_000_000, ratePercent: 7, years: 20 })).toMatchObject({
      monthlyRupees: 38_765,
      totalInterestRupees: 4_303_587,
    });
    for (const [years, monthlyRupees, totalInterestRupees] of [
      [30, 15_383, 3_337_779],
      [25, 16_258, 2_677_342],
      [20, 17_723, 2_053_532],
    ] as const) {
      expect(emi({ loanRupees: 2_200_000, ratePercent: 7.5, years })).toMatchObject({
        monthlyRupees,
        totalInterestRupees,
      });
    }
  });

  it("totals the unrounded instalment, and interest is what is paid beyond the loan", () => {
    const cost = emi({ loanRupees: 100_000, ratePercent: 10, years: 1 });
    expect(cost).toEqual({ monthlyRupees: 8792, totalPaidRupees: 105_499, totalInterestRupees: 5499 });
  });

  it("splits the loan evenly at 0%", () => {
    expect(emi({ loanRupees: 1_200_000, ratePercent: 0, years: 10 })).toEqual({
      monthlyRupees: 10_000,
      totalPaidRupees: 1_200_000,
      totalInterestRupees: 0,
    });
  });

  it("pays less a month and more in all the longer the tenure", () => {
    const short = emi({ loanRupees: 4_000_000, ratePercent: 8.75, years: 10 });
    const long = emi({ loanRupees: 4_000_000, ratePercent: 8.75, years: 25 });
    expect(long.monthlyRupees).toBeLessThan(short.monthlyRupees);
    expect(long.totalInterestRupees).toBeGreaterThan(short.totalInterestRupees);
  });

  it("holds a ₹1 loan and the largest loan", () => {
    expect(emi({ loanRupees: 1, ratePercent: 8.5, years: 1 }).monthlyRupees).toBe(0);
    expect(emi({ loanRupees: 1_000_000_000, ratePercent: 30, years: 30 }).monthlyRupees).toBe(25_003_447);
  });

  it("refuses numbers outside its limits", () => {
    for (const input of [
      { loanRupees: 0, ratePercent: 8, years: 20 },
      { loanRupees: Number.NaN, ratePercent: 8, years: 20 },
      { loanRupees: 1_000_000_001, ratePercent: 8, years: 20 },
      { loanRupees: 1_000_000, ratePercent: -1, years: 20 },
      { loanRupees: 1_000_000, ratePercent: 30.5, years: 20 },
      { loanRupees: 1_000_000, ratePercent: 8, years: 0 },
      { loanRupees: 1_000_000, ratePercent: 8, years: 31 },
      { loanRupees: 1_000_000, ratePercent: 8, years: 2.5 },
    ])
      expect(() => emi(input), JSON.stringify(input)).toThrow(RangeError);
  });
});
