// A password's box with Show password · Hide password beside it, for the sign-in and sign-up forms: the control
// of a field, which takes its id and aria attributes from the field (components/ui/Field or the form's own label).
import { type ChangeEvent, useState } from "react";
import { m } from "#web/lib/i18n.ts";

export function PasswordField(props: {
  id: string;
  autoComplete: "current-password" | "new-password";
  required?: boolean;
  "aria-invalid"?: true | undefined;
  "aria-describedby"?: string | undefined;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <input {...props} name="password" type={shown ? "text" : "password"} />
      <button type="button" className="link-button" aria-pressed={shown} onClick={() => setShown((v) => !v)}>
        {shown ? m["login.hidePassword"]() : m["login.showPassword"]()}
      </button>
    </div>
  );
}
