import { useRef } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#web/components/ConfirmDialog.tsx";
import { t } from "#web/lib/i18n.ts";

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
        {t("detail.delete")}
      </button>
      <ConfirmDialog
        dialog={dialog}
        title={t("detail.deleteTitle")}
        question={t("detail.deleteBody")}
        error={failed ? t("detail.deleteFailed") : null}
        cancel={t("detail.deleteCancel")}
        confirm={t("detail.deleteConfirm")}
        confirming={t("detail.deleting")}
        busy={busy}
        form={fetcher.Form}
        intent="delete"
      />
    </>
  );
}
