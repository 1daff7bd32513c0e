import { type ReactNode, type RefObject, useId } from "react";
import type { FetcherWithComponents } from "react-router";

type FetcherForm = FetcherWithComponents<unknown>["Form"];

/** What the confirm button does: post a fetcher's form (with hidden fields), or call a function. */
type Confirmation =
  | {
      /** The fetcher's Form the confirmation posts, without leaving the page. */
      form: FetcherForm;
      /** Hidden fields posted with it. */
      fields?: Record<string, string>;
      /** Posted as the confirm button's `intent`. */
      intent?: string;
    }
  | { onConfirm: () => void };

/**
 * A question asked before something that cannot be undone, in a modal <dialog>: the page behind is inert, the
 * first button (the one that keeps things as they are) takes focus, Escape closes it, and closing returns focus to
 * the button that opened it (`dialog.current.showModal()`). The title names it; the question, in SPEC's words,
 * describes it. A failure of the last try is said inside, so that the admin or member can try again.
 */
export function ConfirmDialog(
  props: {
    dialog: RefObject<HTMLDialogElement | null>;
    title: string;
    question: ReactNode;
    /** More to read under the question: whom it is about, what follows. */
    children?: ReactNode;
    error?: string | null;
    cancel: string;
    confirm: string;
    /** The confirm button's text while the answer is awaited (its own text when absent). */
    confirming?: string;
    busy: boolean;
    onClose?: () => void;
  } & Confirmation,
) {
  const id = useId();
  const { dialog, busy } = props;
  const cancel = (
    <button type="button" className="button" onClick={() => dialog.current?.close()}>
      {props.cancel}
    </button>
  );
  const confirm = (
    <button
      type={"form" in props ? "submit" : "button"}
      name={"form" in props && props.intent ? "intent" : undefined}
      value={"form" in props ? props.intent : undefined}
      className="button button-danger"
      aria-disabled={busy}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else if ("onConfirm" in props) props.onConfirm();
      }}
    >
      {busy && props.confirming ? props.confirming : props.confirm}
    </button>
  );
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      onClose={props.onClose}
    >
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p id={`${id}-question`}>{props.question}</p>
      {props.children}
      {props.error ? (
        <p className="form-error" role="alert">
          {props.error}
        </p>
      ) : null}
      {"form" in props ? (
        <props.form method="post" className="modal-actions">
          {Object.entries(props.fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {cancel}
          {confirm}
        </props.form>
      ) : (
        <div className="modal-actions">
          {cancel}
          {confirm}
        </div>
      )}
    </dialog>
  );
}
