// Delete's confirmation (DeleteListing.tsx), loaded with the first press: only the owner and an admin see the
// button, so the listing page's visitors load none of its words.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#web/components/ConfirmDialog.tsx";
import { m } from "#web/lib/i18n.ts";

/**
 * Open from its first render. The detail route's action deletes and goes to /profile; on failure the dialog says
 * so (SPEC §8) and stays open for another try.
 */
export function DeleteListingDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<{ deleteFailed?: boolean }>();
  const busy = fetcher.state !== "idle";
  const failed = !busy && fetcher.data?.deleteFailed === true;
  useEffect(() => dialog.current?.showModal(), []);
  return (
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
      onClose={onClose}
    />
  );
}
