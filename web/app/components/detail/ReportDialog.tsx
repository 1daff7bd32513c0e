// The Report dialog (ReportListing.tsx loads it on the first press): a reason from the list, a note (required for
// "Something else"), checked with the server's own schema before sending. It opens itself when it mounts.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { reportAnswer } from "#shared/api/listings.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  reportListingSchema,
} from "#shared/forms/report.ts";
import { type ApiAnswer, apiFetch } from "#web/lib/api-fetch.ts";
import { m } from "#web/lib/i18n.ts";
import { showSuccess } from "#web/lib/toast.ts";

type Errors = Partial<Record<"reason" | "note" | "form", string>>;

function sendReport(listingId: string, body: unknown): Promise<ApiAnswer<{ message: string }>> {
  return apiFetch(`/api/v1/listings/${encodeURIComponent(listingId)}/reports`, reportAnswer, {
    method: "POST",
    body,
  });
}

export function ReportDialog({ listingId, onClose }: { listingId: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = reportListingSchema.safeParse({ reason, note });
    if (!parsed.success) {
      setErrors(firstMessages(parsed.error) as Errors);
      return;
    }
    setSending(true);
    const answer = await sendReport(listingId, parsed.data);
    setSending(false);
    if (answer.ok) {
      showSuccess(answer.body.message || m["report.reported"]());
      dialog.current?.close();
      return;
    }
    const { error } = answer;
    setErrors({
      reason: error?.fieldErrors?.reason?.[0],
      note: error?.fieldErrors?.note?.[0],
      form: error?.message ?? m["report.failed"](),
    });
  };

  return (
    <dialog ref={dialog} className="modal report-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{m["report.title"]()}</h2>
      <p>{m["report.intro"]()}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
          <legend>{m["report.reason"]()}</legend>
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="field-error">
              {errors.reason}
            </p>
          ) : null}
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
        </fieldset>
        <label htmlFor={`${id}-note`}>
          {reason === "other" ? m["report.noteNeeded"]() : m["report.noteOptional"]()}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {errors.note ? (
          <p id={`${id}-note-error`} className="field-error">
            {errors.note}
          </p>
        ) : null}
        <p className="field-hint">{m["report.private"]()}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {m["detail.notNow"]()}
          </button>
          <button type="submit" className="button button-primary" aria-busy={sending || undefined}>
            {sending ? m["report.sending"]() : m["report.send"]()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
