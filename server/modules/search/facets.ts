// The facets a listing is filtered by, packed in one 32-bit word per listing (the projection's facet column):
// each facet's value is its position in the closed list (the last code meaning "none of them"), and the road's
// width is kept in whole feet. A filter is a mask of the codes it allows.
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { LAYOUT_AUTHORITIES } from "#shared/title-approvals.ts";
import { LISTING_TYPES, PROPERTY_NAMES, PROPERTY_TYPES, ROOM_OPTIONS } from "#shared/values.ts";
import type { ProjectionRecord } from "./records.ts";

/** A facet packed into a listing's code word: its values' positions, the last code meaning "none of them". */
export interface Facet {
  shift: number;
  bits: number;
  values: readonly string[];
}
export const TYPE: Facet = { shift: 0, bits: 2, values: LISTING_TYPES };
export const NAME: Facet = { shift: 2, bits: 3, values: PROPERTY_NAMES };
export const PROPERTY_TYPE: Facet = { shift: 5, bits: 3, values: PROPERTY_TYPES };
export const ROOMS: Facet = { shift: 8, bits: 3, values: ROOM_OPTIONS };
export const CITY: Facet = { shift: 11, bits: 8, values: TAMIL_NADU_DISTRICTS };
export const LAYOUT: Facet = { shift: 19, bits: 2, values: LAYOUT_AUTHORITIES };
export const TNRERA: Facet = { shift: 21, bits: 1, values: ["registered"] };
/** The road's width in whole feet (0: not given), for "at least N ft": MAX_ROAD_WIDTH_FT fits in 8 bits. */
const ROAD_WIDTH_SHIFT = 22;
const ROAD_WIDTH_BITS = 0xff;

/** The code of "none of the facet's values". */
export const otherCode = (facet: Facet) => (1 << facet.bits) - 1;

export function codeOf(facet: Facet, value: string | null): number {
  const index = value === null ? -1 : facet.values.indexOf(value);
  return index < 0 ? otherCode(facet) : index;
}

export const codeIn = (facet: Facet, word: number) => (word >>> facet.shift) & otherCode(facet);

/** The record's facets in one word. */
export function packFacets(record: ProjectionRecord): number {
  return (
    ((codeOf(TYPE, record.types) << TYPE.shift) |
      (codeOf(NAME, record.propertyName) << NAME.shift) |
      (codeOf(PROPERTY_TYPE, record.propertyType) << PROPERTY_TYPE.shift) |
      (codeOf(ROOMS, record.numberOfRooms) << ROOMS.shift) |
      (codeOf(CITY, record.city) << CITY.shift) |
      (codeOf(LAYOUT, record.approvals.layout) << LAYOUT.shift) |
      (codeOf(TNRERA, record.approvals.tnrera ? "registered" : null) << TNRERA.shift) |
      (Math.min(Math.floor(record.roadWidthFt ?? 0), ROAD_WIDTH_BITS) << ROAD_WIDTH_SHIFT)) >>>
    0
  );
}

export const roadWidthIn = (word: number) => (word >>> ROAD_WIDTH_SHIFT) & ROAD_WIDTH_BITS;

/** One number for a listing's type, property name and city: counts and suggestions are kept by it. */
export function pairKey(word: number): number {
  return (codeIn(TYPE, word) << 16) | (codeIn(NAME, word) << 8) | codeIn(CITY, word);
}

/** The codes of `chosen` a listing may have; null allows any. */
export interface Mask {
  facet: Facet;
  allowed: Uint8Array;
}

export function maskOf(facet: Facet, chosen: readonly (string | null)[]): Mask | null {
  if (chosen.length === 0) return null;
  const allowed = new Uint8Array(otherCode(facet) + 1);
  for (const value of chosen) {
    const code = codeOf(facet, value);
    if (code !== otherCode(facet)) allowed[code] = 1;
  }
  return { facet, allowed };
}

export const allows = (mask: Mask, word: number) => mask.allowed[codeIn(mask.facet, word)] === 1;
