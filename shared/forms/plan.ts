// The admin's plan form (SPEC §2 "Plans manager", §5 "Plan form"): pure zod (zod/mini, small in the browser),
// used by the page for instant messages and by the server as the authority. All fields but the contact quota are
// required; price is whole rupees and duration a whole number of at least 1, sent as integers. A blank contact
// quota is unlimited.
import * as z from "zod/mini";
import { groupIndian } from "../units.ts";
import type { PlanTimeUnit } from "../values.ts";
import { checkField, firstMessages } from "./field-errors.ts";
import type { FormRefusal } from "./form-refusal.ts";
import { optionalText } from "./listing-fields.ts";
import { plainTextChecks } from "./text.ts";

/** The units the form offers (the stored plans may also name minute or hour: shared/values.ts). */
export const PLAN_FORM_UNITS = ["day", "week", "month", "year"] as const;
export type PlanFormUnit = (typeof PLAN_FORM_UNITS)[number];
export const DEFAULT_PLAN_UNIT: PlanFormUnit = "month";

export const PLAN_LIMITS = {
  name: 60,
  priceRupees: 1_000_000,
  duration: 1000,
  contactQuota: 100_000,
} as const;

/** What the admin is told (SPEC §8); the failures are SPEC's own words, one for adding and updating. */
export const PLAN_MESSAGES = {
  added: "Plan added successfully!",
  updated: "Plan updated successfully!",
  deleted: "Plan deleted successfully!",
  archived:
    "Plan deleted successfully! Members who bought it keep their subscriptions; it is listed under Archived plans.",
  saveFailed: "Error adding/updating plan. Please try again.",
  deleteFailed: "Error deleting plan. Please try again.",
  notFound: "This plan no longer exists.",
  archivedNotEditable: "This plan was deleted and can no longer be changed.",
} as const;

/**
 * A whole number typed in a text box or sent as a JSON number. Commas and spaces of a grouped figure
 * (1,999) are allowed; signs, decimals and exponents are not.
 */
function wholeNumber(
  label: string,
  { min, max, minMessage, maxMessage }: { min: number; max: number; minMessage: string; maxMessage: string },
) {
  const required = `${label} is required.`;
  return z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], { message: required }),
      z.transform((value) => (typeof value === "number" ? String(value) : value.replace(/[\s,]/g, ""))),
    ),
    z.pipe(
      z
        .string()
        .check(
          z.minLength(1, required),
          z.regex(/^\d+$/, `${label} must be a whole number.`),
          z.maxLength(9, maxMessage),
        ),
      z.pipe(
        z.transform((digits: string) => Number(digits)),
        z.number().check(z.gte(min, minMessage), z.lte(max, maxMessage)),
      ),
    ),
  );
}

export const planFormSchema = z.object({
  name: z
    .string({ message: "Plan name is required." })
    .check(
      z.trim(),
      z.minLength(1, "Plan name is required."),
      z.maxLength(PLAN_LIMITS.name, `Plan name must be at most ${PLAN_LIMITS.name} characters.`),
      ...plainTextChecks("Plan name"),
    ),
  /** What Tamil pages offer instead of the name, when given (blank: the name). */
  nameTa: optionalText("Plan name in Tamil", PLAN_LIMITS.name),
  price: wholeNumber("Price", {
    min: 1,
    max: PLAN_LIMITS.priceRupees,
    minMessage: "Price must be at least ₹1.",
    maxMessage: `Price must be at most ₹${groupIndian(String(PLAN_LIMITS.priceRupees))}.`,
  }),
  duration: wholeNumber("Duration", {
    min: 1,
    max: PLAN_LIMITS.duration,
    minMessage: "Duration must be at least 1.",
    maxMessage: `Duration must be at most ${PLAN_LIMITS.duration}.`,
  }),
  timeUnit: z.enum(PLAN_FORM_UNITS, { message: "Time unit is required." }),
  /** Owners' contacts a member may see with the plan; blank (or absent) is unlimited, stored as null. */
  contactQuota: z.pipe(
    z.pipe(
      z.optional(
        z.nullable(
          z.union([z.string(), z.number()], { message: "Contacts per plan must be a whole number." }),
        ),
      ),
      z.transform((value) =>
        value === undefined || (typeof value === "string" && value.trim() === "") ? null : value,
      ),
    ),
    z.nullable(
      wholeNumber("Contacts per plan", {
        min: 1,
        max: PLAN_LIMITS.contactQuota,
        minMessage: "Contacts per plan must be at least 1, or blank for unlimited.",
        maxMessage: `Contacts per plan must be at most ${groupIndian(String(PLAN_LIMITS.contactQuota))}.`,
      }),
    ),
  ),
});

export type PlanFormInput = z.infer<typeof planFormSchema>;
export type PlanField = keyof PlanFormInput;
export const PLAN_FIELDS = Object.keys(planFormSchema.shape) as PlanField[];

/** Field → first message, the shape the form shows beside its inputs. */
export const planFieldErrors = (error: z.core.$ZodError) => firstMessages(error, PLAN_FIELDS);

/** One field's message, for instant feedback while the admin types; undefined when the value is fine. */
export const checkPlanField = (field: PlanField, value: string) => checkField(planFormSchema, field, value);

/** A plan as the admin's plan manager lists it (server/modules/plans/queries.ts reads it). */
export interface PlanView {
  id: string;
  name: string;
  /** The name Tamil pages offer; null: `name`. */
  nameTa: string | null;
  priceRupees: number;
  duration: number;
  timeUnit: PlanTimeUnit;
  /** Owners' contacts a member may see with the plan; null: unlimited. */
  contactQuota: number | null;
  active: boolean;
  updatedAt: Date;
}

/** A deleted plan that a member has bought is archived instead. */
export type PlanDeletion = "deleted" | "archived";

/** The plan page's answer to its add, update and delete (routes/admin/plans.server.ts). */
export type PlanAnswer =
  | { ok: true; status: number; intent: "create" | "update"; plan: PlanView }
  | { ok: true; status: number; intent: "delete"; id: string; outcome: PlanDeletion }
  | (FormRefusal & {
      intent: "create" | "update" | "delete";
      /** What was typed, so that the page rendered without JavaScript keeps it. */
      values: Partial<Record<PlanField, string>>;
    });
