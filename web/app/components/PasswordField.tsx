// A password's field with Show password · Hide password beside it (the sign-in and sign-up forms).
import { useState } from "react";
import { m } from "#web/lib/i18n.ts";
import { Field } from "./ui/Field.tsx";

export function PasswordField(props: {
  id: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error?: string | undefined;
  /** The wrapper's class, as components/ui/Field takes it. */
  className?: string | null;
  required?: boolean;
  onChange?: () => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      id={props.id}
      className={props.className}
      label={props.label}
      hint={props.hint}
      error={props.error}
    >
      {(control) => (
        <div className="password-field">
          <input
            {...control}
            name="password"
            type={shown ? "text" : "password"}
            autoComplete={props.autoComplete}
            required={props.required}
            onChange={props.onChange}
          />
          <button
            type="button"
            className="link-button"
            aria-pressed={shown}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? m["login.hidePassword"]() : m["login.showPassword"]()}
          </button>
        </div>
      )}
    </Field>
  );
}
