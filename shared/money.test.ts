import { describe, expect, it } from "vitest";
import { budgetLabel, formatRupees, formatRupeesShort } from "./money.ts";

describe("formatRupees", () => {
  it.each([
    [0, "₹0"],
    [999, "₹999"],
    [45_000, "₹45,000"],
    [1_250_000, "₹12,50,000"],
    [123_456_789, "₹12,34,56,789"],
  ])("%d → %s", (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });
});

describe("formatRupeesShort", () => {
  it.each([
    [45_000, "₹45,000"],
    [100_000, "₹1 L"],
    [1_250_000, "₹12.5 L"],
    [1_200_000, "₹12 L"],
    [12_000_000, "₹1.2 Cr"],
    [10_000_000, "₹1 Cr"],
    [2_345_000_000, "₹234.5 Cr"],
  ])("%d → %s", (rupees, text) => {
    expect(formatRupeesShort(rupees)).toBe(text);
  });
});

describe("budgetLabel", () => {
  it("names the budget method", () => {
    expect(budgetLabel(4_500_000, "Overall budget")).toBe("₹45 L · Overall budget");
    expect(budgetLabel(25_000, "Monthly")).toBe("₹25,000 / month");
    expect(budgetLabel(150_000, "Per Cent")).toBe("₹1.5 L / cent");
    expect(budgetLabel(3_000_000, "Per Acre")).toBe("₹30 L / acre");
    expect(budgetLabel(3_000_000, null)).toBe("₹30 L");
    expect(budgetLabel(null, "Monthly")).toBeNull();
  });
});

describe("in Tamil", () => {
  it.each([
    [0, "₹0"],
    [85_000, "₹85,000"],
    [1_250_000, "₹12,50,000"],
    [123_456_789, "₹12,34,56,789"],
  ])("formatRupees %d → %s, Western digits in Indian grouping", (rupees, text) => {
    expect(formatRupees(rupees, "ta")).toBe(text);
  });

  it.each([
    [85_000, "₹85,000"],
    [100_000, "₹1 லட்சம்"],
    [1_250_000, "₹12.5 லட்சம்"],
    [12_000_000, "₹1.2 கோடி"],
    [10_000_000, "₹1 கோடி"],
    [2_345_000_000, "₹234.5 கோடி"],
  ])("formatRupeesShort %d → %s", (rupees, text) => {
    expect(formatRupeesShort(rupees, "ta")).toBe(text);
  });

  it("names the budget method in Tamil", () => {
    expect(budgetLabel(4_500_000, "Overall budget", "ta")).toBe("₹45 லட்சம் · மொத்த விலை");
    expect(budgetLabel(25_000, "Monthly", "ta")).toBe("₹25,000 / மாதம்");
    expect(budgetLabel(150_000, "Per Cent", "ta")).toBe("₹1.5 லட்சம் / சென்ட்");
    expect(budgetLabel(30_000_000, "Per Acre", "ta")).toBe("₹3 கோடி / ஏக்கர்");
    expect(budgetLabel(3_000_000, null, "ta")).toBe("₹30 லட்சம்");
    expect(budgetLabel(3_000_000, "Negotiable", "ta")).toBe("₹30 லட்சம் · Negotiable");
    expect(budgetLabel(null, "Monthly", "ta")).toBeNull();
  });
});
