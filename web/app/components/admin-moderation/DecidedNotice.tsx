import { useLocation } from "react-router";
import { decidedMessage, readDecidedNotice, useDecidedToast } from "./decided-notice.ts";

/**
 * The decision the address names (decided-notice.ts): a toast once the page's code runs; without JavaScript, a
 * line on the page, as the decision was posted natively and its answer is this page.
 */
export function DecidedNotice() {
  const { pathname, search } = useLocation();
  useDecidedToast();
  const notice = readDecidedNotice(new URL(`${pathname}${search}`, "http://localhost"));
  return notice ? (
    <noscript>
      <p className="form-success" role="status">
        {decidedMessage(notice)}
      </p>
    </noscript>
  ) : null;
}
