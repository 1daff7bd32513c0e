import type { Mailer } from "#server/adapters/mail/mail.ts";
import type { Storage } from "#server/adapters/storage/storage.ts";
import type { Db } from "#server/db/firestore.ts";
import type { SessionUser } from "#server/http/context.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { isListingId } from "#server/modules/listings/detail.ts";
import { readListCounts } from "#server/modules/listings/list-counts.ts";
import { listListingsForModeration } from "#server/modules/moderation/queries.ts";
import { rejectListing } from "#server/modules/moderation/service.ts";
import { MAX_CODE_QUERY_LENGTH, MODERATION_MESSAGES } from "#shared/forms/moderation.ts";
import { parseListingType } from "#shared/listing-types.ts";
import { adminPath } from "#shared/paths.ts";
import type { ModerationListStatus } from "#shared/values.ts";

/**
 * The three lists share one page; its path says which (SPEC §2 routes). The path is the page's address as React
 * Router gives it to a loader (`url`): a client-side navigation fetches `/approveproperty.data`, so the
 * request's own URL would not say.
 */
const STATUS_OF_PATH: Readonly<Record<string, ModerationListStatus>> = {
  [adminPath("pending")]: "pending",
  [adminPath("approved")]: "approved",
  [adminPath("rejected")]: "rejected",
};

export function statusOfPath(pathname: string): ModerationListStatus {
  return STATUS_OF_PATH[pathname.replace(/\/+$/, "").toLowerCase()] ?? "pending";
}

/** The search form's values from the URL, forgiving: a page answers what it can rather than a 400. */
export function queueParams(url: URL) {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const cursor = (name: "after" | "before") => {
    const id = url.searchParams.get(name);
    return id !== null && isListingId(id) ? id : null;
  };
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, MAX_CODE_QUERY_LENGTH),
    types: parseListingType(url.searchParams.get("types")),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    after: cursor("after"),
    before: cursor("before"),
  };
}

export async function loadQueue(db: Db, { url, storage }: { url: URL; storage: Storage }) {
  const status = statusOfPath(url.pathname);
  const params = queueParams(url);
  // The live feed's new arrivals are those submitted after this moment (both clocks are the server's), taken
  // before the read so that nothing submitted meanwhile falls between the list and the notice.
  const loadedAt = new Date();
  const [list, counts] = await Promise.all([
    listListingsForModeration(db, { status, ...params, storage }),
    status === "approved" ? readListCounts(db) : null,
  ]);
  // Approved listings leave the site, and this list, when they lapse or are marked sold or let (freshness).
  const offSite = counts && { lapsed: counts.lapsed.all, closed: counts.closed.all };
  return { status, params, list, loadedAt, offSite };
}

export type QueueAnswer =
  | { ok: true; message: string; listingId: string }
  | { ok: false; listingId: string; message: string; fieldErrors: { reason?: string } };

/** Reject on an approved card (SPEC §4 "Reject: success toast with the server message, approved list reloads"). */
export async function rejectFromQueue(
  db: Db,
  input: {
    user: SessionUser;
    form: FormData;
    mailer: Mailer;
    storage: Storage;
    logger: Logger;
    requestId: string;
    siteUrl: string;
  },
): Promise<{ status: number; answer: QueueAnswer }> {
  const listingId = String(input.form.get("listingId") ?? "");
  const expected = String(input.form.get("expectedStatus") ?? "");
  try {
    const decided = await rejectListing(db, {
      actor: input.user,
      listingId,
      expectedStatus: expected === "approved" || expected === "pending" ? expected : undefined,
      reason: input.form.get("reason") ?? "",
      mailer: input.mailer,
      storage: input.storage,
      logger: input.logger,
      requestId: input.requestId,
      siteUrl: input.siteUrl,
    });
    return { status: 200, answer: { ok: true, message: decided.message, listingId } };
  } catch (error) {
    const { status, message, fieldErrors } = formRefusal(error, {
      failed: MODERATION_MESSAGES.rejectFailed,
      logger: input.logger,
      fields: ["reason"],
      log: "a rejection failed",
      context: { listingId },
    });
    return { status, answer: { ok: false, listingId, message, fieldErrors } };
  }
}
