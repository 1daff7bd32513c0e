import { useRef } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#web/components/ConfirmDialog.tsx";
import { m } from "#web/lib/i18n.ts";

/**
 * Delete, for the listing's owner or an admin, behind a confirmation. The detail route's action deletes and goes
 * to /profile; on failure the dialog says so (SPEC §8).
 */
export function DeleteListing() {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<{ deleteFailed?: boolean }>();
  const busy = fetcher.state !== "idle";
  const failed = !busy && fetcher.data?.deleteFailed === true;
  return (
    <>
      <button
        type="button"
        className="button button-danger"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {m["detail.delete"]()}
      </button>
      <ConfirmDialog
        dialog={dialog}
        title={m["detail.deleteTitle"]()}
        question={m["detail.deleteBody"]()}
        error={failed ? m["detail.deleteFailed"]() : null}
        cancel={m["detail.deleteCancel"]()}
        confirm={m["detail.deleteConfirm"]()}
        confirming={m["detail.deleting"]()}
        busy={busy}
        form={fetcher.Form}
        intent="delete"
      />
    </>
  );
}
