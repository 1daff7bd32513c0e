// The admin's registration rates form (issue 35, docs/costs-design.md §1): pure zod (zod/mini, small in the
// browser), used by the page for instant messages and by the server (POST/PUT /api/v1/admin/rates) as the
// authority. Flat fields, so that the page posts it without JavaScript: percentages with up to 2 decimals
// (stored as basis points, 7.25% → 725), rupees in any grouping (50,00,000), and a fixed number of apartment
// slab rows of which blank ones are left out. The checks across fields (slabs ascending, one open-ended band and
// it last, the women's cut within the fee) are rateSetProblems', which the stored document's schema runs too.
import * as z from "zod/mini";
import type { RateSet } from "../costs/rates.ts";
import { groupIndian } from "../units.ts";
import { checkField, firstMessages } from "./field-errors.ts";
import type { FormRefusal } from "./form-refusal.ts";
import { hasLoneSurrogate } from "./text.ts";

/** The highest rate any field takes: 20%. */
export const MAX_RATE_BP = 2000;
/** Apartment bands the form offers (the seed has 3). */
export const RATE_SLAB_ROWS = 4;
export const RATE_LIMITS = {
  sourceTitle: 200,
  sourceUrl: 500,
  note: 500,
  loanSource: 200,
  /** ₹1,000 crore: beyond any band's ceiling. */
  rupees: 10_000_000_000,
  sharePercent: { min: 1, max: 100 },
  tenureYears: { min: 1, max: 30 },
} as const;

/** What the admin is told. */
export const RATE_MESSAGES = {
  added: "Rates added.",
  updated: "Rates updated.",
  deleted: "Rates deleted.",
  saveFailed: "The rates could not be saved. Please try again.",
  deleteFailed: "The rates could not be deleted. Please try again.",
  notFound: "These rates no longer exist.",
  inUse: "These are the rates in force and no older set exists: add the set that replaces them first.",
  sameDate: "Another set already takes effect on this date: edit that one instead.",
} as const;

type Scalar = string | number | null | undefined;

const scalar = z.optional(
  z.nullable(z.union([z.string(), z.number()], { message: "This field takes a number or text." })),
);

/** A field read by `read`, which returns the value or calls `fail` with the message to show. */
function fieldOf<T>(read: (text: string, fail: (message: string) => never) => T) {
  return z.pipe(
    scalar,
    z.transform((value: Scalar, ctx) => {
      const fail = (message: string): never => {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      };
      return read(value === null || value === undefined ? "" : String(value).trim(), fail);
    }),
  );
}

/** "7", "7.5", "2.86", "4 %" → basis points (700, 750, 286, 400). */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.replace(/\s|%$/g, ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 725 → "7.25", 700 → "7", 750 → "7.5": what the form shows for a stored rate. */
export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const hundredths = bp % 100;
  return hundredths === 0
    ? String(whole)
    : `${whole}.${String(hundredths).padStart(2, "0").replace(/0$/, "")}`;
}

function percent(label: string, { required = true, min = 0 }: { required?: boolean; min?: number } = {}) {
  return fieldOf((text, fail): number | null => {
    if (text === "") return required ? fail(`${label} is required.`) : null;
    const bp = percentToBp(text);
    if (bp === null) return fail(`${label} must be a percentage with at most 2 decimals, like 7 or 2.86.`);
    if (bp > MAX_RATE_BP) return fail(`${label} must be at most ${bpToPercent(MAX_RATE_BP)}%.`);
    if (bp < min) return fail(`${label} must be more than 0%.`);
    return bp;
  });
}
const requiredPercent = (label: string, options: { min?: number } = {}) =>
  z.pipe(percent(label, options), z.number());
const optionalPercent = (label: string) => percent(label, { required: false });

function rupees(label: string, required: boolean) {
  return fieldOf((text, fail): number | null => {
    if (text === "") return required ? fail(`${label} is required.`) : null;
    const plain = text.replace(/^₹/, "").replace(/[,\s]/g, "");
    if (!/^\d{1,12}$/.test(plain)) return fail(`${label} must be whole rupees, like 50,00,000.`);
    const value = Number(plain);
    if (value < 1) return fail(`${label} must be at least ₹1.`);
    if (value > RATE_LIMITS.rupees)
      return fail(`${label} must be at most ₹${groupIndian(String(RATE_LIMITS.rupees))}.`);
    return value;
  });
}

function whole(label: string, { min, max }: { min: number; max: number }) {
  return z.pipe(
    fieldOf((text, fail): number => {
      if (text === "") return fail(`${label} is required.`);
      if (!/^\d{1,4}$/.test(text)) return fail(`${label} must be a whole number.`);
      const value = Number(text);
      if (value < min || value > max) return fail(`${label} must be between ${min} and ${max}.`);
      return value;
    }),
    z.number(),
  );
}

/** Control characters (C0, DEL and C1): no field of this form holds line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** A line of text: a string (never a number or anything else), without control characters or half characters. */
function text(label: string, max: number, required: boolean) {
  return z.pipe(
    z.optional(z.nullable(z.string({ message: `${label} must be text.` }))),
    z.transform((value: string | null | undefined, ctx): string | null => {
      const typed = value?.trim() ?? "";
      const fail = (message: string) => {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      };
      if (typed === "") return required ? fail(`${label} is required.`) : null;
      if (typed.length > max) return fail(`${label} must be at most ${max} characters.`);
      if (CONTROL.test(typed) || hasLoneSurrogate(typed))
        return fail(`${label} has characters it cannot take.`);
      return typed;
    }),
  );
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value;
}

/** A band row's field: slab1UpTo … slab4RegistrationFee (RATE_SLAB_ROWS rows). */
type SlabField = `slab${1 | 2 | 3 | 4}${"UpTo" | "StampDuty" | "RegistrationFee"}`;

const slabRow = (row: number) => ({
  [`slab${row}UpTo`]: rupees(`Band ${row} ceiling`, false),
  [`slab${row}StampDuty`]: optionalPercent(`Band ${row} stamp duty`),
  [`slab${row}RegistrationFee`]: optionalPercent(`Band ${row} registration fee`),
});

const slabFields = Object.assign(
  {},
  ...Array.from({ length: RATE_SLAB_ROWS }, (_, index) => slabRow(index + 1)),
) as Record<SlabField, ReturnType<typeof optionalPercent>>;

/** The form's fields, each checked alone (the page checks one as the admin leaves it). */
export const rateFormFields = z.object({
  effectiveFrom: fieldOf((value, fail): string => {
    if (value === "") return fail("Effective from is required.");
    if (!isIsoDay(value)) return fail("Effective from must be a date, like 2025-04-01.");
    return value;
  }),
  sourceTitle: z.pipe(text("Source", RATE_LIMITS.sourceTitle, true), z.string()),
  sourceUrl: z.pipe(
    text("Source link", RATE_LIMITS.sourceUrl, false),
    z.nullable(
      z
        .string()
        .check(
          z.regex(/^https?:\/\/[^\s/]+\.\S+$/, "Source link must be a web address starting with https://."),
        ),
    ),
  ),
  note: text("Note", RATE_LIMITS.note, false),
  saleStampDuty: requiredPercent("Stamp duty"),
  saleRegistrationFee: requiredPercent("Registration fee"),
  ...slabFields,
  womenCut: optionalPercent("Women's fee cut"),
  womenUpTo: rupees("Women's cut up to", false),
  loanRate: requiredPercent("Loan interest rate", { min: 1 }),
  loanShare: whole("Loan share", RATE_LIMITS.sharePercent),
  loanTenure: whole("Loan tenure", RATE_LIMITS.tenureYears),
  loanSource: z.pipe(text("Loan rate source", RATE_LIMITS.loanSource, true), z.string()),
});

type FieldValues = z.infer<typeof rateFormFields>;
export type RateField = keyof FieldValues;
export const RATE_FIELDS = Object.keys(rateFormFields.shape) as RateField[];
export const slabField = (row: number, part: "UpTo" | "StampDuty" | "RegistrationFee") =>
  `slab${row}${part}` as RateField;

/** A set as the admin writes it: the rates, and a note of what changed. */
export interface RateSetInput extends RateSet {
  note: string | null;
}

/** A problem across fields of a set, named by the form's field it shows beside. */
export interface RateSetProblem {
  field: RateField;
  message: string;
}

/**
 * What is wrong with a set besides each figure alone: the apartment bands ascend, exactly one has no ceiling
 * and it is the last, and the women's fee cut is no more than the sale's registration fee.
 */
export function rateSetProblems(
  set: Pick<RateSet, "apartmentFirstSale" | "womenConcession" | "sale">,
): RateSetProblem[] {
  const problems: RateSetProblem[] = [];
  const slabs = set.apartmentFirstSale.slabs;
  if (slabs.length === 0)
    problems.push({ field: slabField(1, "StampDuty"), message: "Add at least one band." });
  slabs.forEach((slab, index) => {
    const row = index + 1;
    const last = index === slabs.length - 1;
    if (last && slab.upToRupees !== null)
      problems.push({
        field: slabField(row, "UpTo"),
        message: "The last band has no ceiling: leave it blank.",
      });
    if (!last && slab.upToRupees === null)
      problems.push({
        field: slabField(row, "UpTo"),
        message: "Only the last band may be without a ceiling.",
      });
    const previous = slabs[index - 1]?.upToRupees;
    if (slab.upToRupees !== null && previous != null && slab.upToRupees <= previous)
      problems.push({
        field: slabField(row, "UpTo"),
        message: "Each band's ceiling must be above the one before.",
      });
  });
  if (set.womenConcession && set.womenConcession.registrationFeeCutBp > set.sale.registrationFeeBp)
    problems.push({
      field: "womenCut",
      message: "The women's cut cannot be more than the registration fee.",
    });
  return problems;
}

/** The fields' values as one set, or the problems that keep them from being one. */
function toRateSet(values: FieldValues): { set: RateSetInput } | { problems: RateSetProblem[] } {
  const problems: RateSetProblem[] = [];
  const slabs: RateSetInput["apartmentFirstSale"]["slabs"][number][] = [];
  for (let row = 1; row <= RATE_SLAB_ROWS; row += 1) {
    const upTo = values[slabField(row, "UpTo")] as number | null;
    const stamp = values[slabField(row, "StampDuty")] as number | null;
    const fee = values[slabField(row, "RegistrationFee")] as number | null;
    if (upTo === null && stamp === null && fee === null) continue;
    if (stamp === null)
      problems.push({ field: slabField(row, "StampDuty"), message: `Band ${row} stamp duty is required.` });
    if (fee === null)
      problems.push({
        field: slabField(row, "RegistrationFee"),
        message: `Band ${row} registration fee is required.`,
      });
    slabs.push({ upToRupees: upTo, stampDutyBp: stamp ?? 0, registrationFeeBp: fee ?? 0 });
  }
  if ((values.womenCut === null) !== (values.womenUpTo === null))
    problems.push(
      values.womenCut === null
        ? { field: "womenCut", message: "Give the women's fee cut, or leave both blank." }
        : { field: "womenUpTo", message: "Give the value the cut applies up to, or leave both blank." },
    );
  const set: RateSetInput = {
    effectiveFrom: values.effectiveFrom,
    source: { title: values.sourceTitle, url: values.sourceUrl },
    note: values.note,
    sale: { stampDutyBp: values.saleStampDuty, registrationFeeBp: values.saleRegistrationFee },
    apartmentFirstSale: { slabs },
    womenConcession:
      values.womenCut !== null && values.womenUpTo !== null
        ? { registrationFeeCutBp: values.womenCut, upToRupees: values.womenUpTo }
        : null,
    loanDefaults: {
      rateBp: values.loanRate,
      sharePercent: values.loanShare,
      tenureYears: values.loanTenure,
      source: values.loanSource,
    },
  };
  problems.push(...rateSetProblems(set));
  return problems.length > 0 ? { problems } : { set };
}

/** The whole form: each field, then the set they make (admin page and API alike). */
export const rateFormSchema = z.pipe(
  rateFormFields,
  z.transform((values: FieldValues, ctx): RateSetInput => {
    const made = toRateSet(values);
    if ("set" in made) return made.set;
    for (const problem of made.problems)
      ctx.issues.push({ code: "custom", message: problem.message, input: values, path: [problem.field] });
    return z.NEVER;
  }),
);

/** Field → first message, the shape the form shows beside its inputs. */
export const rateFieldErrors = (error: z.core.$ZodError) => firstMessages(error, RATE_FIELDS);

/** One field's message, for instant feedback while the admin types; undefined when the value is fine. */
export const checkRateField = (field: RateField, value: string) => checkField(rateFormFields, field, value);

/** What the form shows for a stored set (edit mode): percentages and grouped rupees. */
export function rateFormValues(set: RateSetInput): Record<RateField, string> {
  const values: Partial<Record<RateField, string>> = {
    effectiveFrom: set.effectiveFrom,
    sourceTitle: set.source.title,
    sourceUrl: set.source.url ?? "",
    note: set.note ?? "",
    saleStampDuty: bpToPercent(set.sale.stampDutyBp),
    saleRegistrationFee: bpToPercent(set.sale.registrationFeeBp),
    womenCut: set.womenConcession ? bpToPercent(set.womenConcession.registrationFeeCutBp) : "",
    womenUpTo: set.womenConcession ? groupIndian(String(set.womenConcession.upToRupees)) : "",
    loanRate: bpToPercent(set.loanDefaults.rateBp),
    loanShare: String(set.loanDefaults.sharePercent),
    loanTenure: String(set.loanDefaults.tenureYears),
    loanSource: set.loanDefaults.source,
  };
  for (let row = 1; row <= RATE_SLAB_ROWS; row += 1) {
    const slab = set.apartmentFirstSale.slabs[row - 1];
    values[slabField(row, "UpTo")] = slab?.upToRupees != null ? groupIndian(String(slab.upToRupees)) : "";
    values[slabField(row, "StampDuty")] = slab ? bpToPercent(slab.stampDutyBp) : "";
    values[slabField(row, "RegistrationFee")] = slab ? bpToPercent(slab.registrationFeeBp) : "";
  }
  return values as Record<RateField, string>;
}

/** A stored set as the console lists it. */
export interface RateSetView extends RateSetInput {
  id: string;
  updatedAt: Date;
}

/** The admin's list: every set, newest first, and which is in force on `today` (a day in India). */
export interface RateSetsAnswer {
  sets: RateSetView[];
  inForceId: string | null;
  today: string;
}

/** The rates page's answer to its add, update and delete (routes/admin/rates.server.ts). */
export type RatesAnswer =
  | { ok: true; status: number; intent: "create" | "update"; rates: RateSetView }
  | { ok: true; status: number; intent: "delete"; id: string }
  | (FormRefusal & {
      intent: "create" | "update" | "delete";
      /** What was typed, so that the page rendered without JavaScript keeps it. */
      values: Partial<Record<RateField, string>>;
    });
