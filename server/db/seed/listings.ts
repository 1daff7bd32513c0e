import { randomUUID } from "node:crypto";
import {
  areaOf,
  METRES_PER_DEGREE,
  offsetFrom,
  type StoredLocation,
} from "#server/modules/listings/location.ts";
import { askingPriceRupees } from "#shared/costs/asking-price.ts";
import { type GuidelineUnit, type GuidelineValue, guidelineMaxRupees } from "#shared/costs/guideline.ts";
import { guidelineAreaSqFt } from "#shared/costs/guideline-check.ts";
import { DISTRICT_CENTRES } from "#shared/district-centres.ts";
import { TAMIL_NADU_DISTRICTS, type TamilNaduDistrict } from "#shared/districts.ts";
import { codeKey } from "#shared/forms/moderation.ts";
import { roundExactCoordinate } from "#shared/geo.ts";
import { createRandom, type Random } from "#shared/random.ts";
import {
  type AreaUnit,
  type BudgetMethod,
  derivePrices,
  FACING_DIRECTIONS,
  formatListingCode,
  LISTING_TYPES,
  type ListingStatus,
  type ListingType,
  PROPERTY_NAMES,
  type PropertyName,
  type PropertyType,
  type RoomOption,
  SQ_FT_PER_UNIT,
  toSquareFeet,
} from "#shared/values.ts";
import type { ListingContactDoc, ListingDoc, ListingMedia } from "../documents.ts";
import type { SeedPhotos } from "./images.ts";
import { INLAND, OWNER_NAMES, PLACES, type PriceTier, SEED_POINT_RADIUS_KM, STREETS } from "./places.ts";

/** `listings/{id}` with its media embedded (cover first), and the private `listingContacts/{id}`. */
export interface GeneratedListing {
  id: string;
  listing: ListingDoc;
  contact: ListingContactDoc;
}

/** The listing's own fields, plus the contact details that go to listingContacts. */
type DrawnListing = Omit<
  ListingDoc,
  "code" | "codeNumber" | "pricePerCentRupees" | "pricePerAcreRupees" | "media" | "photoBands" | "area"
> & { contactOwnerName: string; contactOwnerPhone: string; propertyAddress: string };

export interface ListingGeneratorContext {
  random: Random;
  /** Firebase uids. */
  ownerId: string;
  adminId: string;
  photos: SeedPhotos;
  now: Date;
  /** codeNumber of listing 0 (default 1); listing i gets firstCodeNumber + i. */
  firstCodeNumber?: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Roads in front of seeded plots and houses, in feet. */
const ROAD_WIDTHS_FT = [20, 23, 30, 40, 60, 16.5];
const CHENNAI_RING = new Set<string>(["Chennai", "Chengalpattu", "Thiruvallur", "Kancheepuram"]);
const REJECTION_REASONS = [
  "The photos do not show the property.",
  "The budget looks wrong. Please check the amount and the budget method.",
  "This looks like a duplicate of an existing listing.",
] as const;
const AMENITIES: Readonly<Record<PropertyName, readonly string[]>> = {
  House: [
    "Compound wall",
    "Car porch",
    "Rainwater harvesting",
    "Terrace access",
    "Near bus stand",
    "School within 1 km",
  ],
  Land: [
    "Corner plot",
    "Main road frontage",
    "Compound wall",
    "EB line nearby",
    "Near highway",
    "Clear title",
  ],
  Apartment: ["Gated community", "24x7 security", "Power backup", "Children's play area", "Gym", "CCTV"],
  Store: [
    "Main road frontage",
    "Ample footfall",
    "Three-phase power",
    "Washroom",
    "Near bus stand",
    "Parking for two-wheelers",
  ],
  "Farm House": [
    "Coconut trees",
    "Mango grove",
    "Drip irrigation",
    "Open well",
    "Three-phase power",
    "Cattle shed",
  ],
};
const NAME_WEIGHTS: readonly [PropertyName, number][] = [
  ["Land", 0.3],
  ["House", 0.25],
  ["Apartment", 0.2],
  ["Store", 0.12],
  ["Farm House", 0.13],
];

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const byTier = <T>(tier: PriceTier, values: readonly [T, T, T]): T =>
  tier === 1 ? values[0] : tier === 2 ? values[1] : values[2];
type Range = readonly [number, number];
const inRange = (random: Random, [low, high]: Range) => random.between(low, high);

function weighted<T>(random: Random, items: readonly [T, number][]): T {
  let r = random.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1]![0];
}

interface Area {
  areaSqFt: number;
  areaUnit: AreaUnit;
  lengthFt: number | null;
  breadthFt: number | null;
}

function plotArea(random: Random, district: string): Area {
  const dims = random.pick([
    [30, 40],
    [40, 60],
    [30, 50],
    [50, 80],
    [60, 40],
    [45, 60],
  ] as const);
  const areaSqFt = dims[0] * dims[1];
  if (CHENNAI_RING.has(district) && random.chance(0.4)) {
    return { areaSqFt, areaUnit: "ground", lengthFt: dims[0], breadthFt: dims[1] };
  }
  return { areaSqFt, areaUnit: random.chance(0.5) ? "sqft" : "cent", lengthFt: dims[0], breadthFt: dims[1] };
}

function landArea(random: Random, district: string, large: boolean): Area {
  if (large) {
    if (random.chance(0.1)) return fromUnit(random.int(1, 8), "hectare");
    return fromUnit(random.int(4, 100) / 4, "acre");
  }
  if (CHENNAI_RING.has(district) && random.chance(0.5)) {
    return random.chance(0.5) ? fromUnit(random.int(2, 12) / 2, "ground") : plotArea(random, district);
  }
  return fromUnit(random.int(3, 60), "cent");
}

function fromUnit(value: number, unit: AreaUnit): Area {
  return { areaSqFt: toSquareFeet(value, unit), areaUnit: unit, lengthFt: null, breadthFt: null };
}

function roomsFor(builtUp: number): RoomOption {
  if (builtUp < 900) return "1 BHK";
  if (builtUp < 1500) return "2 BHK";
  return "3+ BHK";
}

interface Priced {
  budget: number;
  budgetMethod: BudgetMethod;
  leaseYears: number | null;
}

type Tiered = readonly [Range, Range, Range];
const same = (range: Range): Tiered => [range, range, range];

/** Monthly rent in rupees by name and tier. */
const RENT: Readonly<Record<PropertyName, Tiered>> = {
  House: [
    [14_000, 48_000],
    [8_000, 24_000],
    [4_500, 14_000],
  ],
  Apartment: [
    [11_000, 55_000],
    [7_000, 26_000],
    [5_000, 15_000],
  ],
  Store: [
    [15_000, 90_000],
    [6_000, 35_000],
    [3_000, 15_000],
  ],
  Land: same([2_000, 25_000]),
  "Farm House": same([15_000, 60_000]),
};
/** A lease's lump sum in rupees, and its length in years. */
const LEASE: Readonly<Record<PropertyName, { amount: Tiered; years: Range }>> = {
  House: {
    amount: [
      [500_000, 2_000_000],
      [300_000, 900_000],
      [150_000, 600_000],
    ],
    years: [1, 5],
  },
  Apartment: {
    amount: [
      [500_000, 2_500_000],
      [300_000, 1_000_000],
      [150_000, 600_000],
    ],
    years: [1, 5],
  },
  Store: { amount: same([200_000, 1_500_000]), years: [3, 9] },
  Land: { amount: same([100_000, 3_000_000]), years: [3, 15] },
  "Farm House": { amount: same([300_000, 2_500_000]), years: [2, 10] },
};
/** Sale price per built-up square foot. */
const SALE_PER_SQ_FT: Readonly<Record<"House" | "Apartment" | "Store", Tiered>> = {
  House: [
    [9_000, 16_000],
    [4_500, 8_000],
    [3_000, 5_500],
  ],
  Apartment: [
    [7_000, 15_000],
    [4_500, 7_500],
    [3_200, 5_200],
  ],
  Store: [
    [12_000, 25_000],
    [6_000, 12_000],
    [3_500, 7_000],
  ],
};
const LAND_PER_CENT: Tiered = [
  [800_000, 2_500_000],
  [150_000, 900_000],
  [40_000, 350_000],
];
const LAND_PER_ACRE: Tiered = [
  [4_000_000, 20_000_000],
  [2_500_000, 12_000_000],
  [800_000, 4_500_000],
];
const FARM_PER_ACRE: Tiered = [
  [6_000_000, 25_000_000],
  [3_000_000, 12_000_000],
  [1_000_000, 5_000_000],
];

function price(
  random: Random,
  input: { name: PropertyName; types: ListingType; tier: PriceTier; area: Area; builtUp: number | null },
): Priced {
  const { name, types, tier, area, builtUp } = input;
  const cents = area.areaSqFt / SQ_FT_PER_UNIT.cent;
  const acres = area.areaSqFt / SQ_FT_PER_UNIT.acre;
  if (types === "rent") {
    return {
      budget: roundTo(inRange(random, byTier(tier, RENT[name])), 500),
      budgetMethod: "Monthly",
      leaseYears: null,
    };
  }
  if (types === "lease") {
    const lease = LEASE[name];
    return {
      budget: roundTo(inRange(random, byTier(tier, lease.amount)), 25_000),
      budgetMethod: "Overall budget",
      leaseYears: random.int(lease.years[0], lease.years[1]),
    };
  }
  switch (name) {
    case "Land": {
      if (area.areaUnit === "acre" || area.areaUnit === "hectare") {
        const perAcre = roundTo(inRange(random, byTier(tier, LAND_PER_ACRE)), 10_000);
        return area.areaUnit === "acre" && random.chance(0.5)
          ? { budget: perAcre, budgetMethod: "Per Acre", leaseYears: null }
          : { budget: roundTo(perAcre * acres, 50_000), budgetMethod: "Overall budget", leaseYears: null };
      }
      const perCent = roundTo(inRange(random, byTier(tier, LAND_PER_CENT)), 1_000);
      return area.areaUnit === "cent" && random.chance(0.5)
        ? { budget: perCent, budgetMethod: "Per Cent", leaseYears: null }
        : { budget: roundTo(perCent * cents, 10_000), budgetMethod: "Overall budget", leaseYears: null };
    }
    case "Farm House": {
      const perAcre = inRange(random, byTier(tier, FARM_PER_ACRE));
      const budget = roundTo(perAcre * acres + (builtUp ?? 0) * 2_500, 50_000);
      return { budget, budgetMethod: "Overall budget", leaseYears: null };
    }
    default: {
      const rate = inRange(random, byTier(tier, SALE_PER_SQ_FT[name]));
      return {
        budget: roundTo((builtUp ?? area.areaSqFt) * rate, 50_000),
        budgetMethod: "Overall budget",
        leaseYears: null,
      };
    }
  }
}

function propertyTypeFor(random: Random, name: PropertyName, area: Area): PropertyType {
  switch (name) {
    case "Store":
      return "Commercial";
    case "Farm House":
      return random.chance(0.6) ? "Agricultural" : "Residential";
    case "Land":
      if (area.areaUnit === "acre" || area.areaUnit === "hectare")
        return random.chance(0.8) ? "Agricultural" : "Industrial";
      return weighted(random, [
        ["Residential", 0.7],
        ["Commercial", 0.2],
        ["Industrial", 0.1],
      ]);
    default:
      return random.chance(0.85) ? "Residential" : "Commercial";
  }
}

/** Mixed into each listing's own PRNG seed for its point (the shared PRNG is left alone: see `drawn`). */
const POINT_SEED = 0x6e11a7;

/**
 * Listing `index`'s point: within 8 km of its district's headquarters (on the landward side of a coastal one), its
 * own offset to the public area, and the owner's choice of who sees it; every eleventh listing has none, and every
 * seventh shows members the area only. From a PRNG of its own, seeded by the index: the same on every run.
 */
export function seedLocation(district: TamilNaduDistrict, index: number): StoredLocation | null {
  if (index % 11 === 10) return null;
  const random = createRandom(POINT_SEED + index * 7_919);
  const centre = DISTRICT_CENTRES[district];
  const r = SEED_POINT_RADIUS_KM * 1000 * Math.sqrt(random.next());
  // Half a turn for a coastal headquarters: west (sin θ ≤ 0) or north (cos θ ≥ 0) of it.
  const inland = INLAND[district];
  const theta =
    inland === "west"
      ? Math.PI * (1 + random.next())
      : inland === "north"
        ? Math.PI * (random.next() - 0.5)
        : 2 * Math.PI * random.next();
  const lat = roundExactCoordinate(centre.lat + (r * Math.cos(theta)) / METRES_PER_DEGREE);
  const lng = roundExactCoordinate(
    centre.lng + (r * Math.sin(theta)) / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180)),
  );
  const offset = offsetFrom(lat, random.next(), random.next());
  return { lat, lng, shown: index % 7 === 3 ? "area" : "exact", offset };
}

function phone(random: Random): string {
  return `${random.pick([9, 8, 7, 6])}${String(random.int(0, 999_999_999)).padStart(9, "0")}`;
}

/**
 * Returns a function that makes listing `index` (call it with 0, 1, 2, ... in order: the PRNG is shared).
 * Every 38th listing starts a new round of the districts, the first 15 cover every name × type, every
 * tenth is pending and every fiftieth rejected, so even a small seed has all of them.
 */
export function createListingGenerator(
  context: ListingGeneratorContext,
): (index: number) => GeneratedListing {
  const { random, photos, now, firstCodeNumber = 1 } = context;
  return (index) => {
    const district = TAMIL_NADU_DISTRICTS[index % TAMIL_NADU_DISTRICTS.length]!;
    const place = PLACES[district];
    const name: PropertyName =
      index < 15 ? PROPERTY_NAMES[index % PROPERTY_NAMES.length]! : weighted(random, NAME_WEIGHTS);
    const types: ListingType =
      index < 15
        ? LISTING_TYPES[Math.floor(index / PROPERTY_NAMES.length)]!
        : weighted(random, [
            ["sell", 0.55],
            ["rent", 0.25],
            ["lease", 0.2],
          ]);
    const status: ListingStatus = index % 50 === 23 ? "rejected" : index % 10 === 7 ? "pending" : "approved";

    let area: Area;
    let builtUp: number | null = null;
    let rooms: RoomOption | null = null;
    switch (name) {
      case "Land":
        area = landArea(random, district, random.chance(0.35));
        break;
      case "House":
        area = plotArea(random, district);
        builtUp = Math.min(3_800, roundTo(area.areaSqFt * random.between(0.55, 0.9), 10));
        rooms = roomsFor(builtUp);
        break;
      case "Apartment": {
        rooms = weighted(random, [
          ["1 BHK", 0.3],
          ["2 BHK", 0.45],
          ["3+ BHK", 0.25],
        ]);
        const sizes: Readonly<Record<RoomOption, Range>> = {
          "1 BHK": [550, 750],
          "2 BHK": [900, 1_250],
          "3+ BHK": [1_300, 2_200],
          "Single Room": [250, 400],
        };
        builtUp = roundTo(inRange(random, sizes[rooms]), 5);
        area = { areaSqFt: builtUp, areaUnit: "sqft", lengthFt: null, breadthFt: null };
        break;
      }
      case "Store":
        builtUp = roundTo(random.between(150, 1_500), 10);
        area = { areaSqFt: builtUp, areaUnit: "sqft", lengthFt: null, breadthFt: null };
        rooms = builtUp < 400 ? "Single Room" : null;
        break;
      case "Farm House":
        area = random.chance(0.6)
          ? fromUnit(random.int(2, 20) / 4, "acre")
          : fromUnit(random.int(40, 150), "cent");
        builtUp = roundTo(random.between(800, 2_500), 10);
        rooms = random.chance(0.5) ? "2 BHK" : "3+ BHK";
        break;
    }
    const priced = price(random, { name, types, tier: place.tier, area, builtUp });
    const built = name !== "Land";
    const createdAt = new Date(now.getTime() - Math.floor(random.between(0.02, 120) * DAY_MS));
    const decidedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 48) * HOUR_MS));
    const locality = random.pick(place.localities);
    const isPlot = name === "Land" && area.areaUnit !== "acre" && area.areaUnit !== "hectare";
    const id = randomUUID();

    // Drawn in this order (contact fields among them) so that a PRNG seed gives the same listings as ever.
    const drawn: DrawnListing = {
      ownerId: index % 12 === 5 ? context.adminId : context.ownerId,
      status,
      rejectionReason: status === "rejected" ? random.pick(REJECTION_REASONS) : null,
      submittedAt: createdAt,
      approvedAt: status === "approved" ? decidedAt : null,
      rejectedAt: status === "rejected" ? decidedAt : null,
      types,
      propertyName: name,
      propertyType: propertyTypeFor(random, name, area),
      userType: random.chance(0.7) ? "Owner" : "Broker",
      leaseYears: priced.leaseYears,
      budget: priced.budget,
      budgetMethod: priced.budgetMethod,
      areaSqFt: area.areaSqFt,
      areaUnit: area.areaUnit,
      builtUpAreaSqFt: builtUp,
      builtUpAreaUnit: builtUp === null ? null : "sqft",
      lengthFt: area.lengthFt,
      breadthFt: area.breadthFt,
      electricity: random.chance(built ? 0.97 : 0.7),
      waterFacility: random.chance(0.85),
      boreWell: random.chance(name === "Land" || name === "Farm House" ? 0.7 : 0.5),
      roadFacility: random.chance(0.92),
      parking: built ? random.chance(0.7) : null,
      lift: built ? (name === "Apartment" ? random.chance(0.85) : false) : null,
      facingDirection: random.pick(FACING_DIRECTIONS),
      amenities: random.sample(AMENITIES[name], random.int(2, 4)).join(", "),
      ageOfPropertyYears: built ? (random.chance(0.3) ? 0 : random.int(1, 25)) : null,
      numberOfBathrooms:
        rooms === null
          ? null
          : rooms === "3+ BHK"
            ? random.int(2, 4)
            : rooms === "2 BHK"
              ? random.int(1, 2)
              : 1,
      numberOfRooms: rooms,
      contactOwnerName: random.pick(OWNER_NAMES),
      contactOwnerPhone: phone(random),
      propertyAddress: `${random.int(1, 250)}${random.chance(0.3) ? `/${random.int(1, 12)}` : ""}, ${random.pick(STREETS)}, ${locality}`,
      locality,
      city: district,
      state: "Tamil Nadu",
      zipCode: String(place.pin + random.int(0, 20)),
      pattaNumber:
        !built || name === "Farm House" || random.chance(0.4) ? String(random.int(100, 9_999)) : null,
      surveyNumber: random.chance(0.6)
        ? `${random.int(1, 999)}/${random.int(1, 9)}${random.pick(["", "A", "B", "C"])}`
        : null,
      dtcpCmdaApprovalNumber:
        isPlot && random.chance(0.6)
          ? `${CHENNAI_RING.has(district) ? "CMDA" : "DTCP"} No. ${random.int(10, 999)}/${random.int(2015, 2024)}`
          : null,
      tnreraNumber:
        name === "Apartment" && random.chance(0.7)
          ? `TN/${String(random.int(1, 35)).padStart(2, "0")}/Building/${String(random.int(1, 999)).padStart(4, "0")}/${random.int(2018, 2024)}`
          : null,
      // From the index, not the generator: the listings drawn before these fields existed stay as they were.
      roadWidthFt: isPlot || name === "House" ? ROAD_WIDTHS_FT[index % ROAD_WIDTHS_FT.length]! : null,
      cornerPlot: isPlot ? index % 6 === 0 : null,
      roadSide: isPlot ? FACING_DIRECTIONS[index % 4]! : null,
      // Derived after the draws (seedGuidelineValue, seedFirstSale): no draw is added.
      guidelineValue: null,
      firstSale: null,
      heldForReports: null,
      // Confirmed within the last three weeks (from the index too): none lapses, nor is warned, on the seed's day.
      confirmedAt:
        status === "approved"
          ? new Date(Math.max(decidedAt.getTime(), now.getTime() - (index % 21) * DAY_MS))
          : null,
      lapseWarnedAt: null,
      lapsedAt: null,
      closedAt: null,
      createdAt,
      updatedAt: status === "pending" ? createdAt : decidedAt,
    };

    const { contactOwnerName, contactOwnerPhone, propertyAddress, ...fields } = drawn;

    const count = random.int(1, 5);
    const own = random.sample(photos.byName[name], Math.min(count, 2));
    const pictures = [...own, ...random.sample(photos.generic, count - own.length)];
    const media: ListingMedia[] = pictures.map((picture) => ({
      id: randomUUID(),
      kind: "image",
      url: picture.url,
      storageKey: null,
      contentType: picture.contentType,
      width: picture.width,
      height: picture.height,
      bytes: picture.bytes,
      // As an upload: no words of the owner; the page names the picture in its own language.
      alt: null,
      variants: picture.variants,
    }));
    const codeNumber = firstCodeNumber + index;
    const code = formatListingCode(codeNumber);
    const location = seedLocation(district, index);
    const listing: ListingDoc = {
      ...fields,
      guidelineValue: seedGuidelineValue(fields, propertyAddress, index),
      firstSale: seedFirstSale(fields),
      area: location ? areaOf(location) : null,
      code,
      codeNumber,
      codeKey: codeKey(code),
      ...derivePrices(fields),
      media,
      // Seed pictures are shared between listings: no hashes, or every listing would look like a copy.
      photoBands: [],
    };
    const contact: ListingContactDoc = {
      ownerId: fields.ownerId,
      name: contactOwnerName,
      phone: contactOwnerPhone,
      address: propertyAddress,
      location,
      updatedAt: createdAt,
    };
    return { id, listing, contact };
  };
}

/** The unit a seeded guideline value is in: acres for land sold by the acre, cents for other land, else sq ft. */
function seedGuidelineUnit(name: PropertyName, areaUnit: AreaUnit | null): GuidelineUnit {
  if (name === "Land" || name === "Farm House") return areaUnit === "acre" ? "acre" : "cent";
  return "sqft";
}

/** Rounding of a seeded guideline value per unit: the register's values are round figures. */
const GUIDELINE_STEP: Readonly<Record<GuidelineUnit, number>> = { sqft: 10, cent: 1_000, acre: 10_000 };

/**
 * A plausible guideline value for two sale listings in three (issue 35): the asking price over a multiple of
 * 1.2 to 2.4 (from the index), per the unit the register uses, from the survey number or the street of the
 * address. Derived from what was drawn, never from the generator, so the seeded listings stay as they were.
 */
function seedGuidelineValue(
  fields: Pick<
    ListingDoc,
    | "types"
    | "propertyName"
    | "budget"
    | "budgetMethod"
    | "areaSqFt"
    | "areaUnit"
    | "builtUpAreaSqFt"
    | "surveyNumber"
    | "locality"
  >,
  address: string,
  index: number,
): GuidelineValue | null {
  if (fields.types !== "sell" || index % 3 === 2) return null;
  const price = askingPriceRupees(fields);
  const areaSqFt = guidelineAreaSqFt(fields);
  if (price === null || areaSqFt === null || !(areaSqFt > 0)) return null;
  const unit = seedGuidelineUnit(fields.propertyName, fields.areaUnit);
  const multiple = 1.2 + (index % 7) * 0.2;
  const step = GUIDELINE_STEP[unit];
  const perUnit = (price / multiple / areaSqFt) * SQ_FT_PER_UNIT[unit];
  const rupeesPerUnit = Math.min(guidelineMaxRupees(unit), Math.max(step, Math.round(perUnit / step) * step));
  // The address is "number, street, locality".
  const street = address.split(", ")[1] ?? fields.locality;
  const source = fields.surveyNumber
    ? `S.No. ${fields.surveyNumber}, ${fields.locality}`
    : `${street}, ${fields.locality}`;
  return { rupeesPerUnit, unit, source };
}

/** New apartments for sale (0 years old) are the builder's first sale; nothing is said of the others. */
function seedFirstSale(
  fields: Pick<ListingDoc, "types" | "propertyName" | "ageOfPropertyYears">,
): true | null {
  return fields.types === "sell" && fields.propertyName === "Apartment" && fields.ageOfPropertyYears === 0
    ? true
    : null;
}
