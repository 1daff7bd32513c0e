import { useState } from "react";
import { m } from "#web/lib/i18n.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { showError } from "#web/lib/toast.ts";

type Dialog = typeof import("./DeleteListingDialog.tsx");
const loadDialog = loadOnce<Dialog>(() => import("./DeleteListingDialog.tsx"));

/**
 * Delete, for the listing's owner or an admin, behind a confirmation whose dialog loads with the first press
 * (DeleteListingDialog.tsx): most of the listing page's visitors never see the button.
 */
export function DeleteListing() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = async () => {
    const loaded = await loadDialog().catch(() => null);
    if (loaded) setDialog(loaded);
    else showError(m["detail.deleteFailed"]());
  };
  return (
    <>
      <button
        type="button"
        className="button button-danger"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog().catch(() => {})}
        onClick={() => void open()}
      >
        {m["detail.delete"]()}
      </button>
      {dialog ? <dialog.DeleteListingDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}
