// Report a listing (issue 24): why a member thinks a public listing should not be there. Pure zod (zod/mini), for
// the dialog's instant messages and the server as the authority; the note is required only for "other".
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { optionalText, requiredChoice, requiredText } from "./listing-fields.ts";
import { HOLD_ANSWER_MAX } from "./report-limits.ts";

export { HOLD_ANSWER_MAX };

export const REPORT_REASONS = ["sold", "broker", "fake", "wrong", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A note's length at most. */
export const REPORT_NOTE_MAX = 500;

/** The reasons as the dialog and the admin's queue name them. */
export const REPORT_REASON_LABELS: Record<ReportReason, (typeof m)["report.reason.sold"]> = {
  sold: m["report.reason.sold"],
  broker: m["report.reason.broker"],
  fake: m["report.reason.fake"],
  wrong: m["report.reason.wrong"],
  other: m["report.reason.other"],
};

export const REPORT_MESSAGES = {
  reported: m["report.reported"],
  already: m["report.already"],
  ownListing: m["report.ownListing"],
  tooMany: m["report.tooMany"],
  nothingOpen: m["report.nothingOpen"],
  dismissed: m["report.dismissed"],
  reasonRequired: m["report.reasonRequired"],
  dismissFailed: m["report.dismissFailed"],
  answered: m["report.answered"],
  answerRequired: m["report.answerRequired"],
  answerFailed: m["report.answerFailed"],
  notHeld: m["report.notHeld"],
  alreadyAnswered: m["report.alreadyAnswered"],
} as const satisfies Record<string, () => string>;

export const reportListingSchema = z
  .object({
    reason: requiredChoice(m["report.reason"], REPORT_REASONS, {
      required: m["report.reasonRequired"],
      invalid: m["report.reasonRequired"],
    }),
    note: optionalText(m["report.note"], REPORT_NOTE_MAX, { multiline: true }),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.reason === "other" && !value.note)
        ctx.addIssue({ code: "custom", path: ["note"], message: m["report.noteRequired"](), input: value });
    }),
  );

export type ReportListingInput = z.output<typeof reportListingSchema>;

/** The owner's answer to members' reports that hid their listing: what the admin should know before deciding. */
export const holdAnswerSchema = z.object({
  note: requiredText(m["report.answerLabel"], m["report.answerRequired"], HOLD_ANSWER_MAX, {
    multiline: true,
  }),
});
