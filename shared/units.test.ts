import { describe, expect, it } from "vitest";
import {
  AREA_UNIT_LABELS,
  AREA_UNIT_TA,
  areaFromDimensions,
  areaUnitLabel,
  convertArea,
  groupIndian,
  groupIndianAsYouType,
  linkedAreas,
  parseDecimal,
  parseGroupedRupees,
} from "./units.ts";
import { AREA_UNITS } from "./values.ts";

describe("convertArea", () => {
  it.each([
    [1, "cent", "sqft", 435.6],
    [1, "acre", "sqft", 43_560],
    [1, "ground", "sqft", 2_400],
    [1, "hectare", "sqft", 107_639.1],
    [1, "acre", "cent", 100],
    [435.6, "sqft", "cent", 1],
    [43_560, "sqft", "acre", 1],
    [2_400, "sqft", "ground", 1],
    [107_639.1, "sqft", "hectare", 1],
    [1, "hectare", "acre", 2.47],
    [1, "ground", "cent", 5.51],
    [1200, "sqft", "cent", 2.75],
  ] as const)("%d %s = %d %s", (value, from, to, expected) => {
    expect(convertArea(value, from, to)).toBe(expected);
  });

  it("goes both ways for every pair of units (rounded to 10 places)", () => {
    for (const from of AREA_UNITS) {
      for (const to of AREA_UNITS) {
        const back = convertArea(convertArea(125, from, to, 10), to, from, 10);
        expect(Math.abs(back - 125) / 125).toBeLessThan(1e-6);
      }
    }
  });

  it("keeps the value as typed in its own unit", () => {
    expect(convertArea(2.345678, "acre", "acre")).toBe(2.345678);
  });
});

describe("linkedAreas", () => {
  it("fills every unit from one acre", () => {
    expect(linkedAreas(1, "acre")).toEqual({
      sqft: 43_560,
      cent: 100,
      acre: 1,
      ground: 18.15,
      hectare: 0.4,
    });
  });

  it("fills every unit from square feet", () => {
    expect(linkedAreas(2400, "sqft")).toEqual({
      sqft: 2400,
      cent: 5.51,
      acre: 0.06,
      ground: 1,
      hectare: 0.02,
    });
  });
});

describe("areaFromDimensions", () => {
  it("multiplies length by breadth in square feet", () => {
    expect(areaFromDimensions(40, 60, "sqft")).toBe(2400);
  });

  it("gives the area in the chosen unit", () => {
    expect(areaFromDimensions(40, 60, "ground")).toBe(1);
    expect(areaFromDimensions(66, 66, "cent")).toBe(10);
    expect(areaFromDimensions(208.71, 208.71, "acre")).toBe(1);
  });

  it("is null until both sides are positive", () => {
    expect(areaFromDimensions(null, 60, "sqft")).toBeNull();
    expect(areaFromDimensions(40, null, "sqft")).toBeNull();
    expect(areaFromDimensions(0, 60, "sqft")).toBeNull();
    expect(areaFromDimensions(-40, 60, "sqft")).toBeNull();
    expect(areaFromDimensions(Number.NaN, 60, "sqft")).toBeNull();
  });
});

describe("Indian grouping", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["45000", "45,000"],
    ["125000", "1,25,000"],
    ["1250000", "12,50,000"],
    ["12500000", "1,25,00,000"],
    ["007500", "7,500"],
  ])("groups %s as %s", (digits, grouped) => {
    expect(groupIndian(digits)).toBe(grouped);
  });

  it("regroups as the owner types, keeping only digits", () => {
    expect(groupIndianAsYouType("125000").value).toBe("1,25,000");
    expect(groupIndianAsYouType("1,25,0005").value).toBe("12,50,005");
    expect(groupIndianAsYouType("₹12a5").value).toBe("125");
  });

  it("keeps the caret after the same digit when commas move", () => {
    // "1,25,000" with "9" typed after the "1": the caret was after the 9, the 2nd digit.
    const typed = "19,25,000";
    const { value, caret } = groupIndianAsYouType(typed, 2);
    expect(value).toBe("19,25,000");
    expect(value.slice(0, caret).replace(/,/g, "")).toBe("19");
    // Deleting the 5 of "1,25,000" (caret after "1,2"): 120000 → "1,20,000", caret after "1,2".
    const deleted = groupIndianAsYouType("1,2,000", 3);
    expect(deleted.value).toBe("12,000");
    expect(deleted.value.slice(0, deleted.caret)).toBe("12");
  });

  it("puts the caret at the end by default", () => {
    expect(groupIndianAsYouType("1250000")).toEqual({ value: "12,50,000", caret: 9 });
  });
});

describe("parseGroupedRupees", () => {
  it.each([
    ["12,50,000", 1_250_000],
    ["1,250,000", 1_250_000],
    ["1250000", 1_250_000],
    [" 45 000 ", 45_000],
    ["0", 0],
  ])("reads %s as %d", (text, rupees) => {
    expect(parseGroupedRupees(text)).toBe(rupees);
  });

  it.each(["", "₹12,50,000", "12.5", "-5", "1e6", "12 lakh", "0x10", "1234567890123456"])(
    "refuses %s",
    (text) => {
      expect(parseGroupedRupees(text)).toBeNull();
    },
  );
});

describe("parseDecimal", () => {
  it.each([
    ["1200", 1200],
    ["1,200", 1200],
    ["2.5", 2.5],
    [".75", 0.75],
    ["43560.1234", 43560.1234],
  ])("reads %s as %d", (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(["", "abc", "1e3", "-2", "2.12345", "1.2.3", "Infinity", "0x1F"])("refuses %s", (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe("areaUnitLabel", () => {
  it("names every unit in both languages", () => {
    for (const unit of AREA_UNITS) {
      expect(areaUnitLabel(unit)).toBe(AREA_UNIT_LABELS[unit]);
      expect(areaUnitLabel(unit, "ta")).toMatch(/^[\u0B80-\u0BFF ]+$/);
    }
    expect(Object.keys(AREA_UNIT_TA)).toEqual([...AREA_UNITS]);
    expect(areaUnitLabel("sqft", "ta")).toBe("சதுர அடி");
    expect(areaUnitLabel("ground", "ta")).toBe("கிரவுண்ட்");
  });
});
