import { useRef } from "react";
import { useFetcher } from "react-router";
import { type ContentAnswer, useAnswer } from "./answer.ts";

/**
 * Delete behind a confirmation: a modal <dialog> (the page behind is inert, Escape closes it, focus returns to
 * the button) whose form posts `fields` to the page's action through the fetcher `fetcherKey`. The deleted row
 * unmounts with this component: whoever shows the page's toasts listens to the same key.
 */
export function ConfirmDelete(props: {
  fetcherKey: string;
  /** The button's text, and its accessible name when the text alone would be ambiguous. */
  label: string;
  accessibleLabel?: string;
  title: string;
  body: string;
  confirm: string;
  busy: string;
  cancel: string;
  fields: Record<string, string>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<ContentAnswer>({ key: props.fetcherKey });
  const busy = fetcher.state !== "idle";
  // A refusal (the group needs its images, the record is gone) leaves the row: close the dialog over it.
  useAnswer(fetcher, () => dialog.current?.close());
  return (
    <>
      <button
        type="button"
        className="button button-small button-danger"
        aria-haspopup="dialog"
        aria-label={props.accessibleLabel}
        onClick={() => dialog.current?.showModal()}
      >
        {props.label}
      </button>
      <dialog ref={dialog} className="modal" aria-label={props.title}>
        <h2>{props.title}</h2>
        <p>{props.body}</p>
        <fetcher.Form method="post" className="modal-actions">
          {Object.entries(props.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {props.cancel}
          </button>
          <button
            type="submit"
            className="button button-danger"
            aria-disabled={busy}
            onClick={(event) => {
              if (busy) event.preventDefault();
            }}
          >
            {busy ? props.busy : props.confirm}
          </button>
        </fetcher.Form>
      </dialog>
    </>
  );
}
