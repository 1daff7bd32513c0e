// After a decision the review page redirects (so a reload never posts twice) to the next pending property or the
// queue, naming what was done in the URL (`?done=approved&code=NL-000123`). The page there shows it as a toast
// and takes the two parameters out of the address again without reloading its data.
import { useEffect } from "react";
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from "react-router";
import { m } from "#web/lib/i18n.ts";
import { showSuccess } from "#web/lib/toast.ts";

const DONE = ["approved", "rejected", "deleted"] as const;
export type Done = (typeof DONE)[number];
const DONE_MESSAGES: Record<Done, (inputs: { code: string }) => string> = {
  approved: m["moderation.done.approved"],
  rejected: m["moderation.done.rejected"],
  deleted: m["moderation.done.deleted"],
};
export interface DecidedNotice {
  done: Done;
  code: string;
}

const CODE = /^NL-\d{6,}$/;

/** The query string that names a decision: only known words and a well-formed code, never free text. */
export function decidedSearch(done: Done, code: string): string {
  return `?${new URLSearchParams({ done, code })}`;
}

export function readDecidedNotice(url: URL): DecidedNotice | null {
  const done = DONE.find((word) => word === url.searchParams.get("done"));
  const code = url.searchParams.get("code") ?? "";
  return done && CODE.test(code) ? { done, code } : null;
}

export function decidedMessage(notice: DecidedNotice): string {
  return DONE_MESSAGES[notice.done]({ code: notice.code });
}

/** Shows the address's notice once, then drops its parameters from the address (see keepDataWhenNoticeLeaves). */
export function useDecidedToast(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const notice = readDecidedNotice(new URL(`${pathname}${search}`, "http://localhost"));
    if (!notice) return;
    showSuccess(decidedMessage(notice));
    params.delete("done");
    params.delete("code");
    const rest = params.size > 0 ? `?${params}` : "";
    navigate(`${pathname}${rest}`, { replace: true, preventScrollReset: true });
  }, [pathname, search, navigate]);
}

/** Dropping the notice's parameters changes nothing the loader reads: no second load for it. */
export function keepDataWhenNoticeLeaves({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("done");
    params.delete("code");
    return params.toString();
  };
  return readDecidedNotice(currentUrl) !== null && strip(currentUrl) === strip(nextUrl)
    ? false
    : defaultShouldRevalidate;
}
