import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type FetcherWithComponents, Form } from "react-router";
import { checkRejectionReason, REJECTION_REASON_LIMITS } from "#shared/forms/moderation.ts";
import { m } from "#web/lib/i18n.ts";
import { Field } from "../ui/Field.tsx";

/**
 * The reason's textarea and the Reject button: the reason is required (3–500 characters), checked as the admin
 * types with the same schema the server parses with, and the server's own message shown when it refuses.
 * A fetcher's form when given (the queue's dialog), otherwise a page form (the review page).
 */
export function RejectForm(props: {
  listingId: string;
  expectedStatus: string;
  /** The server's message for the reason field, after a refused post. */
  serverError?: string;
  busy: boolean;
  /** A fetcher's Form, to post without leaving the page (the queue's dialog). */
  fetcherForm?: FetcherWithComponents<unknown>["Form"];
  submitLabel: string;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [error, setError] = useState<string | undefined>(props.serverError);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    setError(props.serverError);
    if (props.serverError) textarea.current?.focus();
  }, [props.serverError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const message = checkRejectionReason(String(new FormData(event.currentTarget).get("reason") ?? ""));
    setError(message);
    if (message || props.busy) {
      event.preventDefault();
      if (message) textarea.current?.focus();
    }
  };

  const FormElement = props.fetcherForm ?? Form;
  return (
    <FormElement method="post" className="reject-form" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="listingId" value={props.listingId} />
      <input type="hidden" name="expectedStatus" value={props.expectedStatus} />
      <Field
        id={`${id}-reason`}
        className={null}
        label={m["moderation.review.reasonLabel"]()}
        hint={m["moderation.review.reasonHint"]()}
        hintGivesWay
        alert
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            ref={textarea}
            name="reason"
            rows={3}
            required
            minLength={REJECTION_REASON_LIMITS.min}
            maxLength={REJECTION_REASON_LIMITS.max}
            // biome-ignore lint/a11y/noAutofocus: the dialog opens for typing the reason; focus belongs there.
            autoFocus={props.autoFocus}
            onBlur={(event) => {
              if (error) setError(checkRejectionReason(event.currentTarget.value));
            }}
            onChange={(event) => {
              if (error) setError(checkRejectionReason(event.currentTarget.value));
            }}
          />
        )}
      </Field>
      <div className="reject-actions">
        {props.onCancel ? (
          <button type="button" className="button" onClick={props.onCancel}>
            {m["moderation.reject.cancel"]()}
          </button>
        ) : null}
        <button type="submit" className="button button-danger" aria-disabled={props.busy || undefined}>
          {props.busy ? m["moderation.review.rejecting"]() : props.submitLabel}
        </button>
      </div>
    </FormElement>
  );
}
