import type { Mailer } from "#server/adapters/mail/mail.ts";
import type { Storage } from "#server/adapters/storage/storage.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/http/context.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { deleteListing } from "#server/modules/listings/service.ts";
import { getListingForReview, nextPendingListingId } from "#server/modules/moderation/queries.ts";
import { approveListing, rejectListing } from "#server/modules/moderation/service.ts";
import { openReportsOf } from "#server/modules/reports/queries.ts";
import { MODERATION_MESSAGES, type ReviewRefusal } from "#shared/forms/moderation.ts";
import { adminPath, adminReviewPath } from "#shared/paths.ts";
import { LISTING_STATUSES } from "#shared/values.ts";
import { decidedSearch } from "#web/components/admin-moderation/decided-notice.ts";

export async function loadReview(db: Db, { listingId, storage }: { listingId: string; storage: Storage }) {
  const [review, nextPendingId, reports] = await Promise.all([
    getListingForReview(db, { listingId, storage }),
    nextPendingListingId(db, { excludeId: listingId }),
    openReportsOf(db, { listingId }),
  ]);
  return { review, nextPendingId, reports };
}

export type ReviewOutcome = { redirectTo: string } | { status: number; refusal: ReviewRefusal };

const FAILED = {
  approve: MODERATION_MESSAGES.approveFailed,
  reject: MODERATION_MESSAGES.rejectFailed,
  delete: MODERATION_MESSAGES.deleteFailed,
} as const;

/** After a decision: the next property waiting (oldest first), or the pending list when none is left. */
async function nextPage(
  db: Db,
  { done, code, listingId }: { done: "approved" | "rejected"; code: string; listingId: string },
) {
  const next = await nextPendingListingId(db, { excludeId: listingId });
  return `${next ? adminReviewPath(next) : adminPath("pending")}${decidedSearch(done, code)}`;
}

/** Approve, Reject (with its reason) or Delete, as the review page's forms post them. */
export async function decideOnReview(
  db: Db,
  input: {
    user: SessionUser;
    listingId: string;
    form: FormData;
    mailer: Mailer;
    storage: Storage;
    logger: Logger;
    requestId: string;
    siteUrl: string;
  },
): Promise<ReviewOutcome> {
  const { user, listingId, form } = input;
  const intent = form.get("intent");
  if (intent !== "approve" && intent !== "reject" && intent !== "delete")
    throw AppError.badRequest("Unknown action.");
  const expected = LISTING_STATUSES.find((status) => status === form.get("expectedStatus"));
  const decision = {
    actor: user,
    listingId,
    expectedStatus: expected,
    mailer: input.mailer,
    storage: input.storage,
    logger: input.logger,
    requestId: input.requestId,
    siteUrl: input.siteUrl,
  };
  try {
    if (intent === "approve") {
      const { listing } = await approveListing(db, decision);
      return { redirectTo: await nextPage(db, { done: "approved", code: listing.code, listingId }) };
    }
    if (intent === "reject") {
      const { listing } = await rejectListing(db, { ...decision, reason: form.get("reason") ?? "" });
      return { redirectTo: await nextPage(db, { done: "rejected", code: listing.code, listingId }) };
    }
    const { listing } = await getListingForReview(db, { listingId, storage: input.storage });
    await deleteListing(db, {
      actor: user,
      listingId,
      storage: input.storage,
      logger: input.logger,
      requestId: input.requestId,
    });
    return { redirectTo: `${adminPath("pending")}${decidedSearch("deleted", listing.code)}` };
  } catch (error) {
    const { status, message, fieldErrors } = formRefusal(error, {
      failed: FAILED[intent],
      logger: input.logger,
      fields: ["reason"],
      log: "a moderation action failed",
      context: { listingId, intent },
    });
    return {
      status,
      refusal: {
        intent,
        message,
        fieldErrors,
        ...(intent === "delete" ? { deleteFailed: true as const } : {}),
      },
    };
  }
}
