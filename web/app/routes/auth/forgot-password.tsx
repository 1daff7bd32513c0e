import { type FormEvent, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { NeedsScript } from "#web/components/NeedsScript.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import type { Route } from "./+types/forgot-password";

import { needsScript } from "./needs-script.server.ts";

export function meta(): Route.MetaDescriptors {
  return [{ title: m["reset.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { firebase: context.get(appContext).publicConfig.firebase };
}

/** Posted without JavaScript, or before it loaded: the page says that a reset needs it. */
export function action({ request }: Route.ActionArgs) {
  return needsScript(request);
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<"idle" | "sending" | "failed">("idle");
  const sentDialog = useRef<HTMLDialogElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setState("sending");
    try {
      const { sendResetEmail } = await import("#web/lib/firebase.client.ts");
      await sendResetEmail(loaderData.firebase, email);
      setState("idle");
      sentDialog.current?.showModal();
    } catch {
      setState("failed");
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" method="post" onSubmit={onSubmit}>
        <h1>{m["reset.title"]()}</h1>
        <NeedsScript message={m["auth.needsScript"]()} posted={actionData?.needsScript === true} />
        <label htmlFor="reset-email">{m["reset.email"]()}</label>
        <input
          id="reset-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email ?? searchParams.get("email") ?? ""}
        />
        {state === "failed" ? (
          <p className="form-error" role="alert">
            {m["reset.failed"]()}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={state === "sending"}>
          {state === "sending" ? m["reset.busy"]() : m["reset.submit"]()}
        </button>
        <Link className="button" to="/signin">
          {m["reset.login"]()}
        </Link>
      </form>
      <dialog ref={sentDialog} className="modal" aria-labelledby="reset-sent-title">
        <h2 id="reset-sent-title">{m["reset.sentTitle"]()}</h2>
        <p>{m["reset.sentBody"]()}</p>
        <div className="modal-actions">
          <button type="button" className="button button-primary" onClick={() => sentDialog.current?.close()}>
            {m["reset.close"]()}
          </button>
        </div>
      </dialog>
    </main>
  );
}
