import { useRef, useState } from "react";
import { t } from "../lib/i18n.ts";

/** "Delete my account", behind a confirmation: it cannot be undone. */
export function DeleteAccount() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<"idle" | "deleting" | "failed">("idle");

  async function confirm() {
    setState("deleting");
    const response = await fetch("/api/v1/profile", { method: "DELETE" }).catch(() => null);
    if (response?.ok) window.location.assign("/common/Sell");
    else setState("failed");
  }

  return (
    <>
      <button type="button" className="button button-danger" onClick={() => dialog.current?.showModal()}>
        {t("deleteAccount.button")}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby="delete-account-title">
        <h2 id="delete-account-title">{t("deleteAccount.title")}</h2>
        <p>{t("deleteAccount.body")}</p>
        {state === "failed" ? (
          <p className="form-error" role="alert">
            {t("deleteAccount.failed")}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t("deleteAccount.cancel")}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={state === "deleting"}
            onClick={confirm}
          >
            {t("deleteAccount.confirm")}
          </button>
        </div>
      </dialog>
    </>
  );
}
