import { useId, useRef } from "react";
import { useLocation } from "react-router";
import { signInPath } from "#shared/paths.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";

/** A visitor's button for what needs an account (SPEC §4): it opens a prompt to log in and come back here. */
export function LoginPrompt(props: { label: string; body: string; className: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  // Several of these may share a page (contact, report): each its own title id.
  const titleId = useId();
  const signIn = signInPath(location.pathname + location.search);
  return (
    <>
      <button
        type="button"
        className={props.className}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {props.label}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={titleId}>
        <h2 id={titleId}>{props.label}</h2>
        <p>{props.body}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {m["detail.notNow"]()}
          </button>
          <Link className="button button-primary" to={signIn}>
            {m["detail.loginNow"]()}
          </Link>
        </div>
      </dialog>
    </>
  );
}
