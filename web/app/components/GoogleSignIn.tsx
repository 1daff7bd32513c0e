import { useState } from "react";
import type { PublicConfig } from "#shared/public-config.ts";
import { m } from "../lib/i18n.ts";

/** Google sign-in (and first-time sign-up): on success the whole page reloads at `target` with the session. */
export function GoogleSignIn(props: { firebase: PublicConfig["firebase"]; label: string; target: string }) {
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">("idle");

  async function signIn() {
    setState("busy");
    try {
      const { signInWithGoogle } = await import("../lib/firebase.client.ts");
      const { isNewUser } = await signInWithGoogle(props.firebase);
      setState("done");
      // A new member reads the greeting first (SPEC: 3 s); a returning one goes straight on.
      setTimeout(() => window.location.assign(isNewUser ? "/" : props.target), isNewUser ? 3000 : 0);
    } catch {
      setState("failed");
    }
  }

  return (
    <>
      <button
        type="button"
        className="button google-button"
        onClick={signIn}
        disabled={state === "busy" || state === "done"}
      >
        {props.label}
      </button>
      {state === "done" ? (
        <p className="form-success" role="status">
          {m["google.success"]()}
        </p>
      ) : null}
      {state === "failed" ? (
        <p className="form-error" role="alert">
          {m["google.failed"]()}
        </p>
      ) : null}
    </>
  );
}
