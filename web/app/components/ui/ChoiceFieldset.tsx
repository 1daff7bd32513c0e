// A group of choices (radios, checkboxes) under its legend, with the group's message read with it. A module of its
// own, apart from Field: a page loads only the one it uses. Its message's id is Field's, `${id}-error`.
import type { ReactNode } from "react";

export function ChoiceFieldset(props: {
  /** The prefix of the message's id: `${id}-error`. */
  id: string;
  legend: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const { id, error } = props;
  return (
    <fieldset className={props.className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{props.legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {props.children}
    </fieldset>
  );
}
