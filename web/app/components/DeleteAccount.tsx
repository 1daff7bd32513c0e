import { useRef, useState } from "react";
import { HOME_PATH } from "#shared/paths.ts";
import { apiHeaders } from "#web/lib/api.ts";
import { localizedPath, m } from "../lib/i18n.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/** "Delete my account", behind a confirmation: it cannot be undone. */
export function DeleteAccount() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<"idle" | "deleting" | "failed">("idle");

  async function confirm() {
    setState("deleting");
    const response = await fetch("/api/v1/profile", { method: "DELETE", headers: apiHeaders() }).catch(
      () => null,
    );
    if (response?.ok) window.location.assign(localizedPath(HOME_PATH));
    else setState("failed");
  }

  return (
    <>
      <button type="button" className="button button-danger" onClick={() => dialog.current?.showModal()}>
        {m["deleteAccount.button"]()}
      </button>
      <ConfirmDialog
        dialog={dialog}
        title={m["deleteAccount.title"]()}
        question={m["deleteAccount.body"]()}
        error={state === "failed" ? m["deleteAccount.failed"]() : null}
        cancel={m["deleteAccount.cancel"]()}
        confirm={m["deleteAccount.confirm"]()}
        busy={state === "deleting"}
        onConfirm={confirm}
      />
    </>
  );
}
