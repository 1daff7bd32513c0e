import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { districtLabel, TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { signupFormSchema } from "#shared/forms/account.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import { HOME_PATH, pagePath } from "#shared/paths.ts";
import { GoogleSignIn } from "#web/components/GoogleSignIn.tsx";
import { NeedsScript } from "#web/components/NeedsScript.tsx";
import { PasswordField } from "#web/components/PasswordField.tsx";
import { Field } from "#web/components/ui/Field.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { localizedPath, type Message, m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import type { Route } from "./+types/signup";

import { needsScript } from "./needs-script.server.ts";

export function meta(): Route.MetaDescriptors {
  return [{ title: m["signup.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { firebase: context.get(appContext).publicConfig.firebase };
}

/** Posted without JavaScript, or before it loaded: the page says that signing up needs it. */
export function action({ request }: Route.ActionArgs) {
  return needsScript(request);
}

const SIGNUP_ERRORS: Record<string, Message> = {
  "auth/email-already-in-use": m["signup.error.emailInUse"],
  "auth/weak-password": m["signup.error.weakPassword"],
  "auth/invalid-email": m["login.error.invalidEmail"],
};

const FIELDS = [
  { name: "firstName", label: m["signup.firstName"], type: "text", autoComplete: "given-name" },
  { name: "lastName", label: m["signup.lastName"], type: "text", autoComplete: "family-name" },
  { name: "email", label: m["signup.email"], type: "email", autoComplete: "email" },
  { name: "phoneNumber", label: m["signup.phone"], type: "tel", autoComplete: "tel-national" },
] as const;

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);

  // An error clears as soon as its field is edited (SPEC §5).
  const clearError = (name: string) => setErrors(({ [name]: _cleared, ...rest }) => rest);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = signupFormSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(firstMessages(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const { signUpWithPassword } = await import("#web/lib/firebase.client.ts");
      await signUpWithPassword(loaderData.firebase, parsed.data);
      setSuccess(true);
      setTimeout(() => navigate(localizedPath(pagePath("signIn"))), 1000);
    } catch (caught) {
      const code = typeof caught === "object" && caught && "code" in caught ? String(caught.code) : "unknown";
      const serverFields =
        typeof caught === "object" && caught && "fieldErrors" in caught
          ? (caught.fieldErrors as Record<string, string[]> | undefined)
          : undefined;
      if (serverFields)
        setErrors(Object.fromEntries(Object.entries(serverFields).map(([k, v]) => [k, v[0] ?? ""])));
      setFormError((SIGNUP_ERRORS[code] ?? m["signup.error.failed"])());
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" method="post" onSubmit={onSubmit} noValidate>
        <h1>{m["signup.title"]()}</h1>
        <NeedsScript message={m["auth.needsScript"]()} posted={actionData?.needsScript === true} />
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`signup-${field.name}`}
            label={field.label()}
            error={errors[field.name]}
          >
            {(control) => (
              <input
                {...control}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                inputMode={field.name === "phoneNumber" ? "numeric" : undefined}
                maxLength={field.name === "phoneNumber" ? 10 : 254}
                defaultValue={field.name === "email" ? actionData?.email : undefined}
                onChange={() => clearError(field.name)}
              />
            )}
          </Field>
        ))}
        <Field
          id="signup-password"
          label={m["signup.password"]()}
          hint={m["signup.passwordHint"]()}
          error={errors.password}
        >
          {(control) => (
            <PasswordField {...control} autoComplete="new-password" onChange={() => clearError("password")} />
          )}
        </Field>
        <Field id="signup-city" label={m["signup.city"]()} error={errors.city}>
          {(control) => (
            <select {...control} name="city" defaultValue="" onChange={() => clearError("city")}>
              <option value="" disabled>
                {m["signup.chooseCity"]()}
              </option>
              {TAMIL_NADU_DISTRICTS.map((city) => (
                <option key={city} value={city}>
                  {districtLabel(city)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        {success ? (
          <p className="form-success" role="status">
            {m["signup.success"]()}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy || success}>
          {busy ? m["signup.busy"]() : m["signup.submit"]()}
        </button>
        <p className="auth-or">{m["auth.or"]()}</p>
        <GoogleSignIn firebase={loaderData.firebase} label={m["google.signUp"]()} target={HOME_PATH} />
        <p className="auth-switch">
          {m["signup.haveAccount"]()} <Link to={pagePath("signIn")}>{m["signup.login"]()}</Link>
        </p>
      </form>
    </main>
  );
}
