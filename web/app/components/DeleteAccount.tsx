import { useRef, useState } from "react";
import { t } from "../lib/i18n.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

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
      <ConfirmDialog
        dialog={dialog}
        title={t("deleteAccount.title")}
        question={t("deleteAccount.body")}
        error={state === "failed" ? t("deleteAccount.failed") : null}
        cancel={t("deleteAccount.cancel")}
        confirm={t("deleteAccount.confirm")}
        busy={state === "deleting"}
        onConfirm={confirm}
      />
    </>
  );
}
