// A dialog holding one short form that is sent by script (Report, Save this search): a title, a line of
// introduction, the form's refusal above its fields, and Not now · Send. It opens itself when it mounts (its
// caller loads it on the first press), sends what `submit` answers, and on success closes with a toast.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { m } from "#web/lib/i18n.ts";
import { showSuccess } from "#web/lib/toast.ts";

/** Messages by field, and `form` for the form as a whole. */
export type DialogErrors<Field extends string> = Partial<Record<Field | "form", string>>;

/** What a sent form came to: the toast's words, or the messages to show. */
export type DialogOutcome<Field extends string> = { sent: string } | { errors: DialogErrors<Field> };

export function FormDialog<Field extends string>(props: {
  title: string;
  intro: string;
  /** The dialog's class beside `modal`. */
  className?: string;
  sendText: string;
  sendingText: string;
  /** Checks the fields: their messages at once, or a promise of what sending them came to. */
  submit: () => DialogOutcome<Field> | Promise<DialogOutcome<Field>>;
  onClose: () => void;
  /** The fields, given their messages and the prefix of their ids. */
  children: (errors: DialogErrors<Field>, id: string) => ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [errors, setErrors] = useState<DialogErrors<Field>>({});
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const answer = props.submit();
    if (answer instanceof Promise) setSending(true);
    const outcome = await answer;
    setSending(false);
    if ("sent" in outcome) {
      showSuccess(outcome.sent);
      dialog.current?.close();
      return;
    }
    setErrors(outcome.errors);
  };

  return (
    <dialog
      ref={dialog}
      className={props.className ? `modal ${props.className}` : "modal"}
      aria-labelledby={`${id}-title`}
      onClose={props.onClose}
    >
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p>{props.intro}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        {props.children(errors, id)}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {m["detail.notNow"]()}
          </button>
          <button type="submit" className="button button-primary" aria-disabled={sending || undefined}>
            {sending ? props.sendingText : props.sendText}
          </button>
        </div>
      </form>
    </dialog>
  );
}
