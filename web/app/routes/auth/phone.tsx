import { type FormEvent, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { phoneNumber } from "#shared/forms/account.ts";
import { HOME_PATH } from "#shared/paths.ts";
import { NeedsScript } from "#web/components/NeedsScript.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { type Message, m } from "#web/lib/i18n.ts";
import { safeRedirect } from "#web/lib/safe-redirect.ts";
import type { Route } from "./+types/phone";

import { needsScript } from "./needs-script.server.ts";

export function meta(): Route.MetaDescriptors {
  return [{ title: m["phone.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { firebase: context.get(appContext).publicConfig.firebase };
}

/** Posted without JavaScript, or before it loaded: the page says that a phone code needs it. */
export function action({ request }: Route.ActionArgs) {
  return needsScript(request);
}

/** Firebase throttles code requests and attempts itself; say so rather than blame the number or the code. */
function phoneErrorMessage(error: unknown, fallback: Message): string {
  const code = error instanceof Error && "code" in error ? String(error.code) : "";
  if (code === "auth/too-many-requests") return m["login.error.tooManyRequests"]();
  if (code === "auth/code-expired") return m["phone.expired"]();
  return fallback();
}

type Step = "number" | "sending" | "code" | "verifying" | "done";

export default function PhoneSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>("number");
  const [error, setError] = useState<string | null>(null);
  const recaptcha = useRef<HTMLDivElement>(null);

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = phoneNumber.safeParse(new FormData(event.currentTarget).get("phone"));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m["phone.failed"]());
      return;
    }
    setError(null);
    setStep("sending");
    try {
      const { sendPhoneCode } = await import("#web/lib/firebase.client.ts");
      await sendPhoneCode(loaderData.firebase, parsed.data, recaptcha.current!);
      setStep("code");
    } catch (caught) {
      setError(phoneErrorMessage(caught, m["phone.failed"]));
      setStep("number");
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the form now: React clears currentTarget once the handler awaits.
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setError(null);
    setStep("verifying");
    try {
      const { confirmPhoneCode } = await import("#web/lib/firebase.client.ts");
      await confirmPhoneCode(loaderData.firebase, code);
      setStep("done");
      window.location.assign(safeRedirect(searchParams.get("redirectTo"), HOME_PATH));
    } catch (caught) {
      setError(phoneErrorMessage(caught, m["phone.badCode"]));
      setStep("code");
    }
  }

  const codeStep = step === "code" || step === "verifying" || step === "done";
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>{m["phone.title"]()}</h1>
        <NeedsScript message={m["auth.needsScript"]()} posted={actionData?.needsScript === true} />
        <form method="post" onSubmit={sendCode} className="field">
          <label htmlFor="phone-number">{m["phone.number"]()}</label>
          <div className="password-field">
            <span className="field-hint">+91</span>
            <input
              id="phone-number"
              name="phone"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="tel-national"
              required
              disabled={codeStep}
            />
          </div>
          {codeStep ? null : (
            <button type="submit" className="button button-primary" disabled={step === "sending"}>
              {step === "sending" ? m["phone.sending"]() : m["phone.send"]()}
            </button>
          )}
        </form>
        <div ref={recaptcha} />
        {codeStep ? (
          <form onSubmit={verify} className="field">
            <p className="form-success" role="status">
              {step === "done" ? m["phone.verified"]() : m["phone.sent"]()}
            </p>
            <label htmlFor="phone-code">{m["phone.code"]()}</label>
            <input
              id="phone-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
            <button type="submit" className="button button-primary" disabled={step !== "code"}>
              {m["phone.verify"]()}
            </button>
          </form>
        ) : null}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </main>
  );
}
