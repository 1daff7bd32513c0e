import { describe, expect, it } from "vitest";
import { formatArea } from "./area-label.ts";
import { type AreaUnit, SQ_FT_PER_UNIT } from "./values.ts";

const sqFt = (value: number, unit: AreaUnit) => value * SQ_FT_PER_UNIT[unit];

describe("an area in words", () => {
  it("formats in the owner's unit", () => {
    expect(formatArea(1200)).toBe("1,200 sq ft");
    expect(formatArea(sqFt(5, "cent"), "cent")).toBe("5 cents");
    expect(formatArea(sqFt(1.25, "acre"), "acre")).toBe("1.25 acres");
    expect(formatArea(sqFt(1, "acre"), "acre")).toBe("1 acre");
    expect(formatArea(sqFt(2, "ground"), "ground")).toBe("2 grounds");
    expect(formatArea(sqFt(0.5, "hectare"), "hectare")).toBe("0.5 hectares");
    expect(formatArea(1500, "furlong")).toBe("1,500 sq ft");
  });

  it("names the unit in Tamil, without a plural, digits Western", () => {
    expect(formatArea(1200, "sqft", "ta")).toBe("1,200 சதுர அடி");
    expect(formatArea(sqFt(5, "cent"), "cent", "ta")).toBe("5 சென்ட்");
    expect(formatArea(sqFt(1.25, "acre"), "acre", "ta")).toBe("1.25 ஏக்கர்");
    expect(formatArea(sqFt(1, "acre"), "acre", "ta")).toBe("1 ஏக்கர்");
    expect(formatArea(sqFt(2, "ground"), "ground", "ta")).toBe("2 கிரவுண்ட்");
    expect(formatArea(sqFt(0.5, "hectare"), "hectare", "ta")).toBe("0.5 ஹெக்டேர்");
    expect(formatArea(125_000, null, "ta")).toBe("1,25,000 சதுர அடி");
    expect(formatArea(1500, "furlong", "ta")).toBe("1,500 சதுர அடி");
  });
});
