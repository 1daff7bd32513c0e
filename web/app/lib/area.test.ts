import { describe, expect, it } from "vitest";
import { type AreaUnit, formatArea, fromSqFt, SQ_FT_PER_UNIT, toSqFt } from "./area.ts";

describe("area units", () => {
  it.each([
    ["sqft", 1],
    ["cent", 435.6],
    ["acre", 43_560],
    ["ground", 2_400],
    ["hectare", 107_639.1],
  ] as Array<[AreaUnit, number]>)("1 %s is %d sq ft, and back", (unit, sqFt) => {
    expect(toSqFt(1, unit)).toBe(sqFt);
    expect(fromSqFt(sqFt, unit)).toBeCloseTo(1, 10);
    expect(fromSqFt(toSqFt(7.5, unit), unit)).toBeCloseTo(7.5, 10);
  });

  it("knows 100 cents make an acre", () => {
    expect(toSqFt(100, "cent")).toBeCloseTo(SQ_FT_PER_UNIT.acre, 6);
  });

  it("formats in the owner's unit", () => {
    expect(formatArea(1200)).toBe("1,200 sq ft");
    expect(formatArea(toSqFt(5, "cent"), "cent")).toBe("5 cents");
    expect(formatArea(toSqFt(1.25, "acre"), "acre")).toBe("1.25 acres");
    expect(formatArea(toSqFt(1, "acre"), "acre")).toBe("1 acre");
    expect(formatArea(toSqFt(2, "ground"), "ground")).toBe("2 grounds");
    expect(formatArea(toSqFt(0.5, "hectare"), "hectare")).toBe("0.5 hectares");
    expect(formatArea(1500, "furlong")).toBe("1,500 sq ft");
  });
});

describe("areas in Tamil", () => {
  it("names the unit in Tamil, without a plural, digits Western", () => {
    expect(formatArea(1200, "sqft", "ta")).toBe("1,200 சதுர அடி");
    expect(formatArea(toSqFt(5, "cent"), "cent", "ta")).toBe("5 சென்ட்");
    expect(formatArea(toSqFt(1.25, "acre"), "acre", "ta")).toBe("1.25 ஏக்கர்");
    expect(formatArea(toSqFt(1, "acre"), "acre", "ta")).toBe("1 ஏக்கர்");
    expect(formatArea(toSqFt(2, "ground"), "ground", "ta")).toBe("2 கிரவுண்ட்");
    expect(formatArea(toSqFt(0.5, "hectare"), "hectare", "ta")).toBe("0.5 ஹெக்டேர்");
    expect(formatArea(125_000, null, "ta")).toBe("1,25,000 சதுர அடி");
    expect(formatArea(1500, "furlong", "ta")).toBe("1,500 சதுர அடி");
  });
});
