import { useLocation } from "react-router";
import { decidedMessage, readDecidedNotice, useDecidedToast } from "./decided-notice.ts";

/**
 * The decision the address names (decided-notice.ts): a toast once the page's code runs; where it cannot run, a
 * line on the page (components/NeedsScript.tsx), as the decision was posted natively and its answer is this page.
 */
export function DecidedNotice() {
  const { pathname, search } = useLocation();
  useDecidedToast();
  const notice = readDecidedNotice(new URL(`${pathname}${search}`, "http://localhost"));
  return notice ? (
    <p className="form-success scriptless-only" role="status">
      {decidedMessage(notice)}
    </p>
  ) : null;
}
