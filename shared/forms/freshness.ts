// The owner's answers about a listing's freshness (issue 24): "Still available" keeps it on the site, "Sold" or
// "Let" takes it off. The messages the server answers with, in the request's language.
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { requiredChoice } from "./listing-fields.ts";

export const FRESHNESS_ANSWERS = ["confirm", "close"] as const;

export const FRESHNESS_MESSAGES = {
  confirmed: m["freshness.confirmed"],
  closed: { sold: m["freshness.closedSold"], let: m["freshness.closedLet"] },
  alreadyConfirmed: m["freshness.alreadyConfirmed"],
  alreadyClosed: { sold: m["freshness.alreadyClosedSold"], let: m["freshness.alreadyClosedLet"] },
  notOnSite: m["freshness.notOnSite"],
  linkUsed: m["freshness.linkUsed"],
  linkExpired: m["freshness.linkExpired"],
  linkInvalid: m["freshness.linkInvalid"],
  answerRequired: m["freshness.answerRequired"],
} as const;

/** The signed page's form and the profile's: which answer. */
export const freshnessAnswerSchema = z.object({
  answer: requiredChoice(m["freshness.answer"], FRESHNESS_ANSWERS, {
    required: m["freshness.answerRequired"],
    invalid: m["freshness.answerRequired"],
  }),
});
