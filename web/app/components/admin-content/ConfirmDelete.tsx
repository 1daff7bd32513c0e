import { useRef } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#web/components/ConfirmDialog.tsx";
import { type ContentAnswer, useAnswer } from "./answer.ts";

/**
 * Delete behind a confirmation (ConfirmDialog) whose form posts `fields` to the page's action through the fetcher
 * `fetcherKey`. The deleted row unmounts with this component: whoever shows the page's toasts listens to the
 * same key.
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
      <ConfirmDialog
        dialog={dialog}
        title={props.title}
        question={props.body}
        cancel={props.cancel}
        confirm={props.confirm}
        confirming={props.busy}
        busy={busy}
        form={fetcher.Form}
        fields={props.fields}
      />
    </>
  );
}
