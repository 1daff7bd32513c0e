// Report this listing (issue 24): a signed-in member's button under the listing; its dialog, with the form's
// checks, loads with the first press (ReportDialog.tsx), as most visitors never press it.
import { useState } from "react";
import { m } from "#web/lib/i18n.ts";
import { loadOnce } from "#web/lib/load-once.ts";
import { showError } from "#web/lib/toast.ts";
import { NeedsScript } from "../NeedsScript.tsx";

type Dialog = typeof import("./ReportDialog.tsx");
const loadDialog = loadOnce<Dialog>(() => import("./ReportDialog.tsx"));

export function ReportListing({ listingId }: { listingId: string }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = async () => {
    const loaded = await loadDialog().catch(() => null);
    if (loaded) setDialog(loaded);
    else showError(m["report.failed"]());
  };
  return (
    <>
      <button
        type="button"
        className="report-button script-only"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog().catch(() => {})}
        onClick={() => void open()}
      >
        {m["report.open"]()}
      </button>
      <NeedsScript message={m["report.needsScript"]()} />
      {dialog ? <dialog.ReportDialog listingId={listingId} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
