// The fields of the Sell form (POST /api/v1/listings, /sell) and the owner's edit form (PUT
// /api/v1/listings/{id}, /editProperty/{id}): a valid value of each, and values the form must refuse, by kind of
// mutation. Written from the forms' rules (shared/forms/listing.ts and listing-fields.ts say them), not from
// what the server does.
//
// What those rules make easy to get wrong, and so what the values below avoid:
// - A field that may be left out takes null and blanks: those are refused only by required fields.
// - A JSON client may send numbers and booleans: 9876543210 is a valid phone, 4500000 a valid budget, true a
//   valid Yes, and 12 a valid survey number. Only what no rule reads as the field's value is a wrong type.
// - Choices match in any case, trimmed ("house", " Lease "): a different spelling is no fault.
// - Number, phone and PIN fields drop white space anywhere ("98765 43210"), and reference fields fold it to one
//   space: a tab or a line break in their middle is no fault, other control characters are.
// - An id list counts a repeated id once: fifteen ids repeated are still fifteen.
// - Building fields are not read for Land, nor No. of Years unless Lease: every valid form here is a house to
//   lease, so that each field is read.
import {
  BLANKS,
  type FieldFamily,
  type FieldRule,
  HUGE,
  inMiddle,
  LINE_CONTROLS,
  LONE_SURROGATES,
  textRule,
  UNSTORABLE_IDS,
} from "./fields.ts";
import type { FuzzWorld, Random } from "./model.ts";

/** Control characters that are not white space: number, phone, PIN and reference fields keep them, and refuse. */
const NON_SPACE_CONTROLS = [..."\u0000\u0001\u0008\u001b\u007f\u0085\u009f"];

interface RuleSpec {
  valid(w: FuzzWorld, r: Random): unknown;
  optional?: boolean;
  /** JSON values the field refuses (the API's only: a form sends text). */
  wrongTypes: readonly unknown[];
  /** A valid text that control characters and lone surrogates go into the middle of. */
  text: string;
  /** The control characters refused there. */
  controls: readonly string[];
  tooLong: readonly unknown[];
  /** The character a huge value is made of. */
  hugeOf?: string;
  /** Values of the right type that the rules refuse; those not text (or lists of it) are the API's only. */
  format(w: FuzzWorld, r: Random): unknown[];
}

function rule(spec: RuleSpec): FieldRule {
  return {
    optional: spec.optional,
    valid: spec.valid,
    bad(family: FieldFamily, w, r, surface) {
      const api = surface === "api";
      switch (family) {
        case "wrong-type":
          return api ? [...spec.wrongTypes] : [];
        case "blank":
          return spec.optional ? [] : BLANKS;
        case "too-long":
          return [...spec.tooLong];
        case "huge":
          return HUGE.map((n) => (spec.hugeOf ?? "x").repeat(n));
        case "control":
          return spec.controls.map((c) => inMiddle(spec.text, c));
        case "lone-surrogate":
          return api ? LONE_SURROGATES.map((s) => inMiddle(spec.text, s)) : [];
        case "angle":
          return [];
        case "format":
          return spec
            .format(w, r)
            .filter((value) => api || typeof value === "string" || Array.isArray(value));
      }
    },
  };
}

/** One value of a closed list (property names, cities…); a required one refuses null and blanks. */
export function choice(valid: string, options: { optional?: boolean; formats: string[] }): FieldRule {
  return rule({
    valid: () => valid,
    optional: options.optional,
    wrongTypes: [42, 0, true, false, [], [valid], {}, { $gt: "" }, ...(options.optional ? [] : [null])],
    text: valid,
    controls: LINE_CONTROLS,
    tooLong: [valid.repeat(40)],
    format: () => [...options.formats, "<script>alert(1)</script>", `${valid}<b>`],
  });
}

const YES_NO = rule({
  valid: (_w, r) => r.pick(["yes", "no", "Yes", true, false]),
  optional: true,
  wrongTypes: [42, 0, 1, [], ["yes"], {}],
  text: "yes",
  controls: LINE_CONTROLS,
  tooLong: ["yes".repeat(40)],
  format: () => ["maybe", "oui", "yes please", "on", "1", "0", "ya", "நோ"],
});

/** An optional whole number from `min` to `max` (years, bathrooms). */
function whole(valid: number, min: number, max: number, formats: string[] = []): FieldRule {
  return rule({
    valid: (_w, r) => r.pick([String(valid), valid]),
    optional: true,
    wrongTypes: [true, false, [], [String(valid)], {}, 1.5, -1, max + 1, ...(min > 0 ? [min - 1] : [])],
    // Two digits, so that a character "in the middle" is not at the end, where trimming takes white space away.
    text: "12",
    controls: LINE_CONTROLS,
    tooLong: ["1234567"],
    hugeOf: "9",
    format: () => [
      String(max + 1),
      ...(min > 0 ? [String(min - 1)] : []),
      "-1",
      "1.5",
      "1e1",
      "0x10",
      "+3",
      "3 years",
      "３",
      "٣",
      ...formats,
    ],
  });
}

/** An optional positive decimal (areas, lengths): commas of any grouping and white space allowed. */
function positive(valid: string, max: number, formats: string[] = []): FieldRule {
  return rule({
    valid: (_w, r) => r.pick([valid, Number(valid)]),
    optional: true,
    wrongTypes: [true, false, [], [valid], {}, -5, 0, 1e308],
    text: "1200",
    controls: NON_SPACE_CONTROLS,
    tooLong: ["1".repeat(13), "1.23456"],
    hugeOf: "9",
    format: () => ["0", "0.0", "-5", "1e3", "abc", "0x10", "12.5.5", "½", String(max + 1), ...formats],
  });
}

/** A reference number of a registry: letters, digits and ` ./()-`, starting with a letter or digit. */
function reference(valid: string, max: number): FieldRule {
  return rule({
    valid: () => valid,
    optional: true,
    wrongTypes: [[], [valid], {}, -5],
    text: valid,
    controls: NON_SPACE_CONTROLS,
    tooLong: ["1".repeat(max + 1)],
    format: () => ["12#4", "-12", "/56", "(12)", "56,2", "பட்டா 12", "<b>12</b>", "12_4"],
  });
}

/** A reference with a published format (a layout approval, a TNRERA registration): never a number. */
function formatted(valid: string, max: number, formats: string[]): FieldRule {
  return rule({
    valid: () => valid,
    optional: true,
    wrongTypes: [[], [valid], {}, -5, 123, true],
    text: valid,
    controls: NON_SPACE_CONTROLS,
    tooLong: [`${valid} ${"1".repeat(max)}`],
    format: () => ["12#4", "<b>12</b>", "approved", valid.replace(/\d{4}$/, "19"), ...formats],
  });
}

const BUDGET = rule({
  valid: (_w, r) => r.pick(["45,00,000", "4500000", 4_500_000, "45 00 000"]),
  wrongTypes: [true, false, null, [], ["4500000"], {}, 1.5, -100, 0, 1e308],
  text: "4500000",
  controls: NON_SPACE_CONTROLS,
  // Sixteen digits; twelve are past the ₹10,000 crore limit.
  tooLong: ["1".repeat(16), "100000000001"],
  hugeOf: "1",
  format: () => ["0", "0,00", "12.5", "-100", "1e6", "₹45,00,000", "45 lakh", "١٢٣", "0x10"],
});

const PHONE = rule({
  valid: (_w, r) => r.pick(["9876543210", 9_876_543_210, "98765 43210"]),
  wrongTypes: [true, false, null, [], ["9876543210"], {}, 98_765.4321, -987_654_321, 1e308],
  text: "9876543210",
  controls: NON_SPACE_CONTROLS,
  tooLong: ["98765432101"],
  hugeOf: "9",
  format: () => [
    "12345",
    "+919876543210",
    "98765-43210",
    "(987)6543210",
    "９８７６５４３２１０",
    "987654321O",
  ],
});

const PIN_CODE = rule({
  valid: (_w, r) => r.pick(["636016", 636_016, "636 016"]),
  wrongTypes: [true, null, [], ["636016"], {}, 636_016.5, 6_360_160],
  text: "636016",
  controls: NON_SPACE_CONTROLS,
  tooLong: ["6360160"],
  hugeOf: "6",
  format: () => ["536016", "63601", "636 01", "6360l6", "６３６０１６", "-636016"],
});

/** An ordered list of ids: uploads to attach, or the listing's photos to keep. */
function idList(
  valid: (w: FuzzWorld) => string[],
  refusedIds: (w: FuzzWorld, r: Random) => string[],
): FieldRule {
  const uuids = (r: Random, n: number) => Array.from({ length: n }, () => r.uuid());
  return {
    optional: true,
    valid,
    bad(family, w, r, surface) {
      const api = surface === "api";
      switch (family) {
        case "wrong-type":
          return api ? ["abc", 42, true, null, {}, { 0: r.uuid() }] : [];
        case "too-long":
          // Sixteen different ids (repeats count once).
          return [uuids(r, 16)];
        case "huge":
          return [uuids(r, 1500), ["x".repeat(HUGE[0]!)]];
        case "control":
          return [[inMiddle(r.uuid(), "\u0000")], [inMiddle(r.uuid(), "\n")]];
        case "lone-surrogate":
          return api ? [[inMiddle(r.uuid(), "\ud800")]] : [];
        case "format":
          return [
            ["not an id!"],
            [""],
            ["../../users"],
            ["x".repeat(65)],
            [`${r.uuid()} `],
            [[r.uuid()]],
            ...(api ? [[42], [null], [{ id: r.uuid() }]] : []),
            // Ids of the right shape that name nothing the request may use.
            ...refusedIds(w, r).map((id) => [id]),
          ];
        default:
          return [];
      }
    },
  };
}

/** Uploads the fuzzed member may not attach: another member's, unknown ones, and what is not an upload. */
const foreignUploads = (w: FuzzWorld, r: Random) => [
  w.uploads.foreign,
  r.uuid(),
  w.uploads.own.toUpperCase(),
  "abc",
  w.media.own[0]!,
  w.listings.own,
];

/** The Sell form's fields with a valid value each: a house to lease, so that every field is read. */
function listingFields(edit: boolean): Record<string, FieldRule> {
  // The edit form cannot change the property name or type: another valid one is refused there.
  const fixed = (others: string[]) => (edit ? others : []);
  return {
    propertyName: choice("House", {
      formats: ["Villa", "Houses", "Farmhouse", "House, Land", "H0use", ...fixed(["Apartment", "Land"])],
    }),
    types: choice("Lease", { formats: ["Buy", "Sold", "Sell Rent", "Leases", ...fixed(["Sell", "Rent"])] }),
    propertyType: choice("Residential", { formats: ["Residental", "Farm", "Residential Commercial"] }),
    userType: choice("Owner", { formats: ["Builder", "Agent", "Owners"] }),
    leaseYears: whole(5, 1, 99),
    budget: BUDGET,
    budgetMethod: choice("Overall budget", { optional: true, formats: ["Per Sq Ft", "Yearly", "Overall"] }),
    // 5 cent is 2,178 sq ft: the build-up area of 1,200 sq ft fits, 5,000 does not.
    area: positive("5", 1_000_000_000, ["0.0001"]),
    areaUnit: choice("cent", { optional: true, formats: ["sq ft", "square feet", "Cents", "km2"] }),
    builtUpArea: positive("1200", 1_000_000_000, ["5000"]),
    builtUpAreaUnit: choice("sqft", { optional: true, formats: ["sq.ft", "feet", "m2"] }),
    lengthFt: positive("60", 100_000),
    breadthFt: positive("36", 100_000),
    electricity: YES_NO,
    waterFacility: YES_NO,
    boreWell: YES_NO,
    roadFacility: YES_NO,
    parking: YES_NO,
    lift: YES_NO,
    facingDirection: choice("East", { optional: true, formats: ["Up", "NorthEast", "N", "East-North"] }),
    amenities: textRule("Compound wall, Car porch\nBore well", 500, { multiline: true, optional: true }),
    ageOfPropertyYears: whole(4, 0, 200, ["4 years"]),
    numberOfBathrooms: whole(2, 0, 50, ["two"]),
    numberOfRooms: choice("2 BHK", { optional: true, formats: ["4 BHK", "2BHK", "Two BHK"] }),
    contactOwnerName: textRule("Selvi Murugan", 100),
    contactOwnerPhone: PHONE,
    propertyAddress: textRule("12 Car Street,\nFairlands", 300, { multiline: true }),
    locality: textRule("Fairlands", 80, { optional: true }),
    city: choice("Salem", { formats: ["Atlantis", "Bangalore", "Salem, Tamil Nadu", "Nagercoil", "Trichy"] }),
    state: choice("Tamil Nadu", { formats: ["Kerala", "TN", "Tamilnadu", "Tamil Nadu, India"] }),
    zipCode: PIN_CODE,
    pattaNumber: reference("1234", 40),
    surveyNumber: reference("56/2B", 40),
    dtcpCmdaApprovalNumber: formatted("DTCP No. 123/2020", 60, ["DTCP", "123/2020", "BDA No. 12/2020"]),
    tnreraNumber: formatted("TN/29/Building/0001/2024", 60, ["TN/29/Flat/0001/2024", "TN/Agent/0123/2021"]),
    roadWidthFt: positive("30", 200, ["30 ft"]),
    cornerPlot: YES_NO,
    roadSide: choice("North", { optional: true, formats: ["Up", "N", "North side"] }),
    // Valid: none. (A valid form is sent only with another fault, or by the test's last check, which needs the
    // member's upload for its own request.)
    uploadIds: idList(() => [], foreignUploads),
  };
}

export const SELL_FIELDS: Record<string, FieldRule> = listingFields(false);

export const EDIT_FIELDS: Record<string, FieldRule> = {
  ...listingFields(true),
  // Valid: both photos of the member's own listing, in order. Refused: a photo it does not hold.
  keepMediaIds: idList(
    (w) => [...w.media.own],
    (w, r) => [w.media.foreign, r.uuid(), w.media.own[0]!.toUpperCase(), "abc", w.uploads.own],
  ),
};

/** The owner's freshness answer: "confirm" (keeps it on the site) or "close"; never "close" here, as it ends it. */
export const FRESHNESS_FIELDS: Record<string, FieldRule> = {
  answer: choice("confirm", { formats: ["yes", "confirmed", "still available", "sold", "closed"] }),
};

/**
 * Save a search: a name, and a results page's query string, refused where the results page refuses it. Blank is
 * every listing (a results page without filters shows them too), so it is not refused.
 */
export const SAVED_SEARCH_FIELDS: Record<string, FieldRule> = {
  name: textRule("Land in Salem", 60),
  query: {
    optional: true,
    valid: () => "types=Sell&propertyName=Land",
    bad(family, _w, _r, surface) {
      switch (family) {
        case "wrong-type":
          return surface === "api" ? [42, true, [], {}, ["types=Sell"]] : [];
        case "too-long":
          return [`types=Sell&q=${"x".repeat(2000)}`];
        case "lone-surrogate":
          return surface === "api" ? ["types=Se\uD800ll"] : [];
        case "format":
          return ["types=Buy", "city=Atlantis", "min=9&max=1", "propertyName=Castle", "page=0"];
        default:
          return [];
      }
    },
  },
};

/** Report a listing: a reason from the list (any case), and a note (required only for "other"). */
/** A saved search's daily e-mail, on or off (PATCH /api/v1/saved-searches/{id}): a JSON boolean only. */
export const SAVED_SEARCH_ALERTS_FIELDS: Record<string, FieldRule> = {
  alerts: {
    valid: () => false,
    bad: (family, _w, _r, surface) =>
      family === "wrong-type" && surface === "api" ? ["false", "off", 0, 1, null, [], [false], {}] : [],
  },
};

/**
 * The profile's buttons of a saved search (a page form): the fuzzed member's own one, "alerts" with the e-mails'
 * new state, or its deletion. Another's, or an id no document can have, is as unknown as a missing one (404).
 */
export const SAVED_SEARCH_FORM_FIELDS: Record<string, FieldRule> = {
  savedSearchId: {
    valid: (w) => w.savedSearches.own,
    bad(family, w) {
      switch (family) {
        case "blank":
          return [""];
        case "huge":
          return HUGE.map((n) => "x".repeat(n));
        case "control":
          return [inMiddle(w.savedSearches.own, "\u0000")];
        case "format":
          return [...UNSTORABLE_IDS, w.savedSearches.foreign, w.savedSearches.own.toUpperCase(), "../own"];
        default:
          return [];
      }
    },
  },
  intent: choice("alerts", { formats: ["Alerts", "delete", "deleteSavedSearch ", "on"] }),
  alerts: choice("off", { formats: ["OFF", "no", "false", "0"] }),
};

export const REPORT_FIELDS: Record<string, FieldRule> = {
  reason: choice("sold", { formats: ["spam", "Sold!", "sold out", "others"] }),
  note: textRule("The number on the board is a broker's.", 500, { multiline: true, optional: true }),
};

/** An owner's answer to the reports that hold their listing (issue 30): a required note. */
export const HOLD_ANSWER_FIELDS: Record<string, FieldRule> = {
  note: textRule("It is still for sale; call after six.", 1000, { multiline: true }),
};
