/** Square feet in one unit (DESIGN.md): 1 cent = 435.6, 1 acre = 43,560, 1 ground = 2,400, 1 hectare = 107,639.1. */
export const SQ_FT_PER_UNIT = {
  sqft: 1,
  cent: 435.6,
  acre: 43_560,
  ground: 2_400,
  hectare: 107_639.1,
} as const;

export type AreaUnit = keyof typeof SQ_FT_PER_UNIT;

const UNIT_NAMES: Record<AreaUnit, [singular: string, plural: string]> = {
  sqft: ["sq ft", "sq ft"],
  cent: ["cent", "cents"],
  acre: ["acre", "acres"],
  ground: ["ground", "grounds"],
  hectare: ["hectare", "hectares"],
};

export function isAreaUnit(value: string | null | undefined): value is AreaUnit {
  return value != null && Object.hasOwn(SQ_FT_PER_UNIT, value);
}

export function toSqFt(value: number, unit: AreaUnit): number {
  return value * SQ_FT_PER_UNIT[unit];
}

export function fromSqFt(sqFt: number, unit: AreaUnit): number {
  return sqFt / SQ_FT_PER_UNIT[unit];
}

const twoDecimals = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** 1,200 sq ft · 5 cents · 1.25 acres: the area in the unit the owner chose (sq ft otherwise). */
export function formatArea(sqFt: number, unit: string | null = "sqft"): string {
  const chosen: AreaUnit = isAreaUnit(unit) ? unit : "sqft";
  const value = fromSqFt(sqFt, chosen);
  const [singular, plural] = UNIT_NAMES[chosen];
  const text = chosen === "sqft" ? whole.format(value) : twoDecimals.format(value);
  return `${text} ${text === "1" ? singular : plural}`;
}
