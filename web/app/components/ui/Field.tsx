// A form field: its label, the control, the hint and the message beside it, tied to the control with
// aria-describedby and aria-invalid so that a screen reader reads them with the field. The control is the
// caller's (an input, a select, a textarea): it receives its id and the two attributes. Ids: the control `id`,
// its hint `${id}-hint`, its message `${id}-error`.
// Shared by many pages, it is a chunk of its own: 0.43 KB gzip that a page loads only for it (its code, the
// chunk's import of React and its own compression), where a form's own markup costs that page next to nothing.
// So the sign-in, reset and phone forms, the listing form's shells and the held listing's answer keep their own
// markup: Field put each of those pages 0.35–0.43 KB up (issue 33); ChoiceFieldset, 0.15 KB on the results page.
import type { ReactNode } from "react";

export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

export function Field(props: {
  id: string;
  label: ReactNode;
  /** Words read with the control, below it. */
  hint?: ReactNode;
  /** The message: the field's value is refused. */
  error?: string | undefined;
  /** The hint makes way for the message while one shows (a text box whose hint says what the message will). */
  hintGivesWay?: boolean;
  /** The message is announced when it appears (a field checked as its form is sent by script). */
  alert?: boolean;
  /** More text read with the control, by id. */
  describedBy?: string | null;
  /** The wrapper's class; `null`: no wrapper (the field sits in its form's own layout). */
  className?: string | null;
  /** Shown between the hint and the message. */
  after?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const { id, hint, error, hintGivesWay = false } = props;
  const hintShown = hint != null && hint !== "" && !(hintGivesWay && error);
  const describedBy = [error ? errorIdOf(id) : null, hintShown ? hintIdOf(id) : null, props.describedBy]
    .filter(Boolean)
    .join(" ");
  const field = (
    <>
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hintShown ? (
        <p id={hintIdOf(id)} className="field-hint">
          {hint}
        </p>
      ) : null}
      {props.after}
      {error ? (
        <p id={errorIdOf(id)} className="field-error" role={props.alert ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </>
  );
  const className = props.className === undefined ? "field" : props.className;
  return className === null ? field : <div className={className}>{field}</div>;
}
