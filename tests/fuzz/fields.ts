// The fields of the fuzzed forms: a valid value of each, and values its schema must refuse, by kind of
// mutation. Written from the forms' rules (SPEC §5 and shared/forms), not from their code.
import { type FuzzWorld, type Random, type Surface, unsignedJwt } from "./model.ts";

export type FieldFamily =
  | "wrong-type"
  | "blank"
  | "too-long"
  | "huge"
  | "control"
  | "lone-surrogate"
  | "angle"
  | "format";

export const FIELD_FAMILIES: readonly FieldFamily[] = [
  "wrong-type",
  "blank",
  "too-long",
  "huge",
  "control",
  "lone-surrogate",
  "angle",
  "format",
];

export interface FieldRule {
  /** The field may be left out (or blank): a request without it is still valid. */
  optional?: boolean;
  valid(w: FuzzWorld, r: Random): unknown;
  /** Refused values for a kind of mutation; none when the mutation does not apply to this field. */
  bad(family: FieldFamily, w: FuzzWorld, r: Random, surface: Surface): unknown[];
}

export const WRONG_TYPES: readonly unknown[] = [42, -1.5, 1e308, true, null, [], ["Meena"], {}, { $gt: "" }];
export const BLANKS = ["", "   ", "\u00a0\u2003\t"];
/** Control characters a one-line field refuses: C0 (tab and line breaks too), DEL and C1. */
export const LINE_CONTROLS = [..."\u0000\u0001\u0008\t\n\r\u001b\u007f\u0085\u009f"];
/** Control characters a multi-line field still refuses (it allows line breaks and tab). */
const TEXT_CONTROLS = [..."\u0000\u0001\u0008\u000b\u000c\u001b\u007f\u0085\u009f"];
export const LONE_SURROGATES = ["\ud800", "\udbff", "\udc00", "\udfff"];
/** Far past every field's limit: under the 100 kB body limit, and over it. */
export const HUGE = [60_000, 200 * 1024];

/**
 * Ids no Firestore document can have, as a path carries them (percent-encoded where a raw one would be another
 * path): its reserved form `__…__`, `.` and `..`, a slash, more than 1,500 bytes. Each names nothing.
 */
export const UNSTORABLE_PATH_IDS = [
  "__x__",
  "__proto__",
  "____",
  "%2E",
  "%2E%2E",
  "a%2Fb",
  "x".repeat(1501),
  "%E0%AE%A8".repeat(501),
];
/** The same ids as a JSON body or a form carries them. */
export const UNSTORABLE_IDS = [
  "__x__",
  "__proto__",
  "____",
  ".",
  "..",
  "a/b",
  "x".repeat(1501),
  "ந".repeat(501),
];

/** Puts a character in the middle of a value, where trimming cannot remove it. */
export const inMiddle = (value: string, inserted: string) => {
  const half = Math.ceil(value.length / 2);
  return `${value.slice(0, half)}${inserted}${value.slice(half)}`;
};

export function textRule(
  valid: string,
  max: number,
  options: { multiline?: boolean; anglesRefused?: boolean; formats?: string[]; optional?: boolean } = {},
): FieldRule {
  return {
    optional: options.optional,
    valid: () => valid,
    bad(family, _w, _r, surface) {
      switch (family) {
        case "wrong-type":
          // Left out, null and blank are all "not given" for an optional field.
          if (surface !== "api") return [];
          return options.optional ? WRONG_TYPES.filter((value) => value !== null) : [...WRONG_TYPES];
        case "blank":
          return options.optional ? [] : BLANKS;
        case "too-long":
          return ["x".repeat(max + 1), "அ".repeat(max + 1)];
        case "huge":
          return HUGE.map((n) => "x".repeat(n));
        case "control":
          return (options.multiline ? TEXT_CONTROLS : LINE_CONTROLS).map((c) => inMiddle(valid, c));
        case "lone-surrogate":
          // A form's bytes are UTF-8, which cannot carry half a character.
          return surface === "api" ? LONE_SURROGATES.map((s) => inMiddle(valid, s)) : [];
        case "angle":
          return options.anglesRefused ? ["<script>alert(1)</script>", `${valid}<b>`] : [];
        case "format":
          return options.formats ?? [];
      }
    },
  };
}

const PHONE: FieldRule = {
  valid: () => "9876543210",
  bad(family, _w, _r, surface) {
    switch (family) {
      case "wrong-type":
        return surface === "api" ? [9876543210, ...WRONG_TYPES] : [];
      case "blank":
        return BLANKS;
      case "too-long":
        return ["98765432101"];
      case "huge":
        return HUGE.map((n) => "9".repeat(n));
      case "control":
        return LINE_CONTROLS.map((c) => inMiddle("9876543210", c));
      case "lone-surrogate":
        return surface === "api" ? [inMiddle("9876543210", "\ud800")] : [];
      case "angle":
        return [];
      case "format":
        // Fullwidth and Arabic-Indic digits, a letter O: ten characters, but not ten digits 0–9.
        return ["12345", "98765 43210", "+919876543210", "９８７６５４３２１０", "98765٤٣٢١٠", "987654321O"];
    }
  },
};

const CITY: FieldRule = {
  valid: () => "Salem",
  bad(family, _w, _r, surface) {
    switch (family) {
      case "wrong-type":
        return surface === "api" ? [...WRONG_TYPES] : [];
      case "blank":
        return BLANKS;
      case "huge":
        return HUGE.map((n) => "S".repeat(n));
      case "control":
        return LINE_CONTROLS.map((c) => inMiddle("Salem", c));
      case "format":
        return ["Atlantis", "salem", "SALEM", "Salem, Tamil Nadu"];
      default:
        return [];
    }
  },
};

const EMAIL = textRule("meena@example.com", 254, {
  formats: ["not-an-email", "meena@", "@example.com", "meena @example.com", "meena@@example.com"],
});

/** Never a token the Auth emulator accepts: garbage, or an unsigned JWT with a claim that must fail. */
const ID_TOKEN: FieldRule = {
  valid: (w, r) =>
    r.pick([
      "not-a-token",
      "a.b.c",
      unsignedJwt({ aud: "another-project", iss: "https://securetoken.google.com/another-project" }, w),
      unsignedJwt({ exp: Math.floor(Date.now() / 1000) - 3600 }, w),
    ]),
  bad(family, _w, _r, surface) {
    switch (family) {
      case "wrong-type":
        return surface === "api" ? [...WRONG_TYPES] : [];
      case "blank":
        return [""];
      case "too-long":
        return ["x".repeat(4097)];
      case "huge":
        return HUGE.map((n) => "x".repeat(n));
      default:
        return [];
    }
  },
};

const FORM_TOKEN: FieldRule = {
  valid: (w) => w.formTokens.valid,
  bad(family, w, _r, surface) {
    const [time] = w.formTokens.valid.split(".");
    switch (family) {
      case "wrong-type":
        return surface === "api" ? [42, null, true, [w.formTokens.valid], {}] : [];
      case "blank":
        return [""];
      case "huge":
        return HUGE.map((n) => "1".repeat(n));
      case "control":
        return [inMiddle(w.formTokens.valid, "\u0000")];
      case "format":
        return [
          "garbage",
          `${time}.${"A".repeat(22)}`,
          `${time}.`,
          w.formTokens.future,
          w.formTokens.expired,
        ];
      default:
        return [];
    }
  },
};

/** The Contact form's hidden honeypot: only the `body:honeypot` mutation touches it. */
const HONEYPOT: FieldRule = { valid: () => "", bad: () => [] };

const LISTING_IDS: FieldRule = {
  // Only ids that a merge skips (unknown, not public): a valid merge changes nothing.
  valid: (w, r) => [r.uuid(), w.listings.pending],
  bad(family, w, r, surface) {
    if (surface !== "api") return [];
    switch (family) {
      case "wrong-type":
        return ["abc", 42, null, true, { 0: r.uuid() }];
      case "too-long":
        return [Array.from({ length: 101 }, () => r.uuid())];
      case "huge":
        return [Array.from({ length: 1500 }, () => r.uuid()), ["x".repeat(HUGE[0]!)]];
      case "control":
        return [[inMiddle(r.uuid(), "\u0000")]];
      case "format":
        return [[42], ["not-a-uuid"], [`${r.uuid()} `], [[w.listings.pending]], [null], ["../../users"]];
      default:
        return [];
    }
  },
};

/** A member's language: "en" or "ta", exactly; anything else is refused, never stored. */
const LOCALE: FieldRule = {
  valid: () => "ta",
  bad(family, _w, _r, surface) {
    switch (family) {
      case "wrong-type":
        // Null too: a language left out is not one given as null.
        return surface === "api" ? [...WRONG_TYPES, ["ta"]] : [];
      case "blank":
        return BLANKS;
      case "too-long":
        return ["ta".repeat(40)];
      case "huge":
        return HUGE.map((n) => "t".repeat(n));
      case "control":
        return LINE_CONTROLS.map((c) => inMiddle("ta", c));
      case "lone-surrogate":
        return surface === "api" ? LONE_SURROGATES.map((s) => inMiddle("ta", s)) : [];
      case "format":
        return ["TA", "Ta", "ta-IN", "tam", "fr", " en", "en ", "தமிழ்", "__proto__", "toString"];
      default:
        return [];
    }
  },
};

export const PROFILE_FIELDS: Record<string, FieldRule> = {
  firstName: textRule("Meena", 60, { anglesRefused: true }),
  lastName: textRule("Kumar", 60, { anglesRefused: true }),
  phoneNumber: PHONE,
  address: textRule("12 Temple Street, Salem", 300, { anglesRefused: true }),
};

export const SIGNUP_FIELDS: Record<string, FieldRule> = {
  idToken: ID_TOKEN,
  firstName: PROFILE_FIELDS.firstName!,
  lastName: PROFILE_FIELDS.lastName!,
  phoneNumber: PHONE,
  city: CITY,
  locale: { ...LOCALE, optional: true },
};

export const SESSION_FIELDS: Record<string, FieldRule> = {
  idToken: ID_TOKEN,
  locale: { ...LOCALE, optional: true },
};

export const LOCALE_FIELDS: Record<string, FieldRule> = { locale: LOCALE };

export const MERGE_FIELDS: Record<string, FieldRule> = { listingIds: LISTING_IDS };

export const CONTACT_FIELDS: Record<string, FieldRule> = {
  name: textRule("Meena", 60),
  surname: textRule("Kumar", 60),
  phone: PHONE,
  email: EMAIL,
  message: textRule("Is the house still for sale?\nPlease call me.", 2000, { multiline: true }),
  formToken: FORM_TOKEN,
  website: HONEYPOT,
};
