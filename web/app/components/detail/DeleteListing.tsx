import { useRef } from "react";
import { useFetcher } from "react-router";
import { t } from "#web/lib/i18n.ts";

/**
 * Delete, for the listing's owner or an admin, behind a confirmation. A modal <dialog>: the page behind is inert
 * (focus stays inside), Escape closes it and focus returns to the Delete button. The detail route's action
 * deletes and goes to /profile; on failure the dialog says so (SPEC §8).
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
      <dialog
        ref={dialog}
        className="modal"
        aria-labelledby="delete-listing-title"
        aria-describedby="delete-listing-body"
      >
        <h2 id="delete-listing-title">{t("detail.deleteTitle")}</h2>
        <p id="delete-listing-body">{t("detail.deleteBody")}</p>
        {failed ? (
          <p className="form-error" role="alert">
            {t("detail.deleteFailed")}
          </p>
        ) : null}
        <fetcher.Form method="post" className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t("detail.deleteCancel")}
          </button>
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button button-danger"
            aria-disabled={busy}
            onClick={(event) => {
              if (busy) event.preventDefault();
            }}
          >
            {busy ? t("detail.deleting") : t("detail.deleteConfirm")}
          </button>
        </fetcher.Form>
      </dialog>
    </>
  );
}
