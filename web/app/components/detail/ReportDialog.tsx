// The Report dialog (ReportListing.tsx loads it on the first press): a reason from the list, a note (required for
// "Something else"), checked with the server's own schema before sending. It opens itself when it mounts.
import { useState } from "react";
import { reportAnswer } from "#shared/api/reports.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  reportListingSchema,
} from "#shared/forms/report.ts";
import { apiFetch } from "#web/lib/api-fetch.ts";
import { m } from "#web/lib/i18n.ts";
import { ChoiceFieldset } from "../ui/ChoiceFieldset.tsx";
import { Field } from "../ui/Field.tsx";
import { type DialogOutcome, FormDialog } from "../ui/FormDialog.tsx";

type ReportField = "reason" | "note";

async function sendReport(listingId: string, body: unknown): Promise<DialogOutcome<ReportField>> {
  const answer = await apiFetch(`/api/v1/listings/${encodeURIComponent(listingId)}/reports`, reportAnswer, {
    method: "POST",
    body,
  });
  if (answer.ok) return { sent: answer.body.message || m["report.reported"]() };
  const { error } = answer;
  return {
    errors: {
      reason: error?.fieldErrors?.reason?.[0],
      note: error?.fieldErrors?.note?.[0],
      form: error?.message ?? m["report.failed"](),
    },
  };
}

export function ReportDialog({ listingId, onClose }: { listingId: string; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const submit = () => {
    const parsed = reportListingSchema.safeParse({ reason, note });
    if (!parsed.success) return { errors: firstMessages(parsed.error) };
    return sendReport(listingId, parsed.data);
  };

  return (
    <FormDialog<ReportField>
      className="report-dialog"
      title={m["report.title"]()}
      intro={m["report.intro"]()}
      sendText={m["report.send"]()}
      sendingText={m["report.sending"]()}
      submit={submit}
      onClose={onClose}
    >
      {(errors, id) => (
        <>
          <ChoiceFieldset id={`${id}-reason`} legend={m["report.reason"]()} error={errors.reason}>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="choice-line">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                <span>{REPORT_REASON_LABELS[value]()}</span>
              </label>
            ))}
          </ChoiceFieldset>
          <Field
            id={`${id}-note`}
            className={null}
            label={reason === "other" ? m["report.noteNeeded"]() : m["report.noteOptional"]()}
            error={errors.note}
          >
            {(control) => (
              <textarea
                {...control}
                name="note"
                rows={3}
                maxLength={REPORT_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
            )}
          </Field>
          <p className="field-hint">{m["report.private"]()}</p>
        </>
      )}
    </FormDialog>
  );
}
