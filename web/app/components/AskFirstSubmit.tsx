import { type ReactNode, useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/**
 * A fetcher's button for a step that takes something away. With JavaScript it asks first, in a ConfirmDialog
 * that posts the same fields; without, its own form posts them straight away (the page then says what happened).
 * The question closes once the fetcher has an answer.
 */
export function AskFirstSubmit(props: {
  fetcher: FetcherWithComponents<unknown>;
  fields: Record<string, string>;
  label: string;
  className: string;
  title: string;
  question: ReactNode;
  cancel: string;
}) {
  const { fetcher } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) dialog.current?.close();
  }, [answer]);
  const hidden = Object.entries(props.fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <>
      <fetcher.Form method="post">
        {hidden}
        <button
          type="submit"
          className={props.className}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            dialog.current?.showModal();
          }}
        >
          {props.label}
        </button>
      </fetcher.Form>
      <ConfirmDialog
        dialog={dialog}
        title={props.title}
        question={props.question}
        cancel={props.cancel}
        confirm={props.label}
        busy={busy}
        form={fetcher.Form}
        fields={props.fields}
      />
    </>
  );
}
