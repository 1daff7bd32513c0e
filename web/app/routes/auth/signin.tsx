import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { HOME_PATH, pagePath } from "#shared/paths.ts";
import { GoogleSignIn } from "#web/components/GoogleSignIn.tsx";
import { NeedsScript } from "#web/components/NeedsScript.tsx";
import { PasswordField } from "#web/components/PasswordField.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { loginErrorMessage } from "#web/lib/auth-messages.ts";
import { useEarlyInput } from "#web/lib/early-input.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { safeRedirect } from "#web/lib/safe-redirect.ts";
import type { Route } from "./+types/signin";

import { needsScript } from "./needs-script.server.ts";

export function meta(): Route.MetaDescriptors {
  return [{ title: m["login.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { firebase: context.get(appContext).publicConfig.firebase };
}

/** Posted without JavaScript, or before it loaded: the page says that signing in needs it. */
export function action({ request }: Route.ActionArgs) {
  return needsScript(request);
}

const EMAIL_ID = "signin-email";

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(actionData?.email ?? searchParams.get("email") ?? "");
  useEarlyInput(EMAIL_ID, (early) => setEmail(early.value));
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);

  const target = safeRedirect(searchParams.get("redirectTo"), HOME_PATH);

  async function resend() {
    const form = document.querySelector<HTMLFormElement>("form.auth-card");
    const password = form ? String(new FormData(form).get("password") ?? "") : "";
    const { resendVerification } = await import("#web/lib/firebase.client.ts");
    await resendVerification(loaderData.firebase, email, password);
    setResent(true);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { signInWithPassword } = await import("#web/lib/firebase.client.ts");
      await signInWithPassword(loaderData.firebase, String(form.get("email")), String(form.get("password")));
      // A full load, so every part of the page sees the new session.
      window.location.assign(target);
    } catch (caught) {
      const code = typeof caught === "object" && caught && "code" in caught ? String(caught.code) : "unknown";
      setError({
        code,
        message: loginErrorMessage(code, caught instanceof Error ? caught.message : String(caught)),
      });
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" method="post" onSubmit={onSubmit} aria-busy={busy} noValidate={false}>
        <h1>{m["login.title"]()}</h1>
        <NeedsScript message={m["auth.needsScript"]()} posted={actionData?.needsScript === true} />
        <label htmlFor={EMAIL_ID}>{m["login.email"]()}</label>
        <input
          id={EMAIL_ID}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor="signin-password">{m["login.password"]()}</label>
        <PasswordField id="signin-password" autoComplete="current-password" required />
        <Link className="auth-aside" to={`${pagePath("forgotPassword")}?email=${encodeURIComponent(email)}`}>
          {m["login.forgotPassword"]()}
        </Link>
        {error ? (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        ) : null}
        {error?.code === "auth/email-not-verified" ? (
          resent ? (
            <p className="form-success" role="status">
              {m["login.resent"]()}
            </p>
          ) : (
            <button type="button" className="link-button" onClick={resend}>
              {m["login.resend"]()}
            </button>
          )
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? m["login.busy"]() : m["login.submit"]()}
        </button>
        <p className="auth-or">{m["auth.or"]()}</p>
        <GoogleSignIn firebase={loaderData.firebase} label={m["google.signIn"]()} target={target} />
        <Link
          className="button"
          to={`${pagePath("phone")}${searchParams.toString() ? `?${searchParams}` : ""}`}
        >
          {m["phone.link"]()}
        </Link>
        <p className="auth-switch">
          {m["login.noAccount"]()} <Link to={pagePath("signUp")}>{m["login.signUp"]()}</Link>
        </p>
      </form>
    </main>
  );
}
