import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { formatLongDate } from "#shared/dates.ts";
import { HOLD_ANSWER_MAX } from "#shared/forms/report-limits.ts";
import { m } from "../lib/i18n.ts";
import { FormAnswer } from "./FormAnswer.tsx";

interface Answer {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
}

/**
 * A held listing's answer to the reports that hid it (issue 30): once per hold, read by the admin, who decides.
 * Behind a disclosure, so that the profile stays short; posted natively before the page's code runs, when the
 * answer comes back as the page's own (`answer`).
 */
export function HoldAnswer({
  listing,
  answer,
}: {
  listing: { id: string; holdAnsweredAt: Date | null };
  answer?: Answer;
}) {
  const fetcher = useFetcher<Answer>();
  const shown = (fetcher.state === "idle" ? fetcher.data : undefined) ?? answer;
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | undefined>(shown?.fieldErrors?.note);
  const serverError = shown?.fieldErrors?.note;
  useEffect(() => {
    setError(serverError);
    if (serverError) textarea.current?.focus();
  }, [serverError]);

  if (listing.holdAnsweredAt)
    return (
      <div className="hold-answer">
        <FormAnswer answer={shown?.ok ? shown : undefined} />
        <p className="field-hint">
          {m["report.answeredOn"]({ date: formatLongDate(listing.holdAnsweredAt) })}
        </p>
      </div>
    );

  // Only the blank answer is caught here: the form's schema would bring zod to the profile for one field, and
  // the textarea's maxLength stops the rest; the server parses with the schema and answers beside the field.
  const check = (value: string) => (value.trim() === "" ? m["report.answerRequired"]() : undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const message = check(String(new FormData(event.currentTarget).get("note") ?? ""));
    setError(message);
    if (message || fetcher.state !== "idle") {
      event.preventDefault();
      if (message) textarea.current?.focus();
    }
  };
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <details className="hold-answer" open={shown !== undefined || undefined}>
      <summary>{m["report.answerTitle"]()}</summary>
      <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="answerHold" />
        <input type="hidden" name="listingId" value={listing.id} />
        <label htmlFor={`${id}-note`}>{m["report.answerLabel"]()}</label>
        <textarea
          ref={textarea}
          id={`${id}-note`}
          name="note"
          rows={4}
          required
          maxLength={HOLD_ANSWER_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          onChange={(event) => {
            if (error) setError(check(event.currentTarget.value));
          }}
        />
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id={hintId} className="field-hint">
            {m["report.answerHint"]()}
          </p>
        )}
        {shown && !shown.ok && !shown.fieldErrors?.note ? <FormAnswer answer={shown} /> : null}
        <button type="submit" className="button" aria-disabled={fetcher.state !== "idle" || undefined}>
          {fetcher.state === "idle" ? m["report.answerSend"]() : m["report.answerSending"]()}
        </button>
      </fetcher.Form>
    </details>
  );
}
