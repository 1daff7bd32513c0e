// An admin's decisions on a listing: approve, or reject with a reason. Each is one Firestore transaction that
// reads the listing, checks the transition (transitions.ts) and writes the new state, the public change, the
// audit entry and the owner's e-mail together: two admins deciding at once end in one state, one entry and one
// e-mail, and the loser is told (409). The e-mail is handed to the mailer after the commit.
import type { Mailer } from "#server/adapters/mail/mail.ts";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { ListingDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { type ListingActor, listingIdOr404 } from "#server/modules/listings/access.ts";
import { matchListingMediaAfterCommit } from "#server/modules/media/visibility.ts";
import {
  LISTING_DECISION_KIND,
  listingDecisionMail,
} from "#server/modules/notifications/listing-decision.ts";
import { queueMail, sendQueuedMail } from "#server/modules/notifications/outbox.ts";
import { openReportsClosing } from "#server/modules/reports/service.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { MODERATION_MESSAGES, rejectListingSchema } from "#shared/forms/moderation.ts";
import { DEFAULT_LOCALE } from "#shared/locale.ts";
import type { ListingStatus } from "#shared/values.ts";
import { recordListChanges } from "./list-counts.ts";
import { decide, isPublic, type ModerationDecision } from "./transitions.ts";

interface DecisionInput {
  actor: ListingActor;
  listingId: string;
  /** The state the admin's page showed; a listing that has moved on since is refused with a 409. */
  expectedStatus?: ListingStatus;
  requestId?: string | null;
  mailer: Mailer;
  /** The listing's files go public on approval and private on rejection, after the commit. */
  storage: Storage;
  logger?: Pick<Logger, "warn" | "error">;
  /** The site's address for the e-mail's links (config.publicUrl). */
  siteUrl: string;
}

export interface DecidedListing {
  listing: { id: string; code: string; status: ListingStatus };
  /** For the admin: "Property NL-000123 approved." */
  message: string;
}

type ModerationState = Pick<
  ListingDoc,
  "status" | "rejectionReason" | "approvedAt" | "rejectedAt" | "resubmission" | "heldForReports"
>;

function moderationState(listing: ModerationState): ModerationState {
  return {
    status: listing.status,
    rejectionReason: listing.rejectionReason,
    approvedAt: listing.approvedAt,
    rejectedAt: listing.rejectedAt,
    resubmission: listing.resubmission ?? null,
    heldForReports: listing.heldForReports,
  };
}

/**
 * The state a decision leaves; the re-submission marker and a hold for reports have been seen to, so they go. An
 * approval starts the listing's time on the site afresh (modules/listings/freshness.ts).
 */
function stateAfter(
  decision: ModerationDecision,
  reason: string | null,
  now: Date,
): ModerationState & Partial<Pick<ListingDoc, "confirmedAt" | "lapseWarnedAt" | "lapsedAt" | "closedAt">> {
  const seenTo = { resubmission: null, heldForReports: null };
  return decision === "approve"
    ? {
        status: "approved",
        rejectionReason: null,
        approvedAt: now,
        rejectedAt: null,
        ...seenTo,
        confirmedAt: now,
        lapseWarnedAt: null,
        lapsedAt: null,
        closedAt: null,
      }
    : { status: "rejected", rejectionReason: reason, approvedAt: null, rejectedAt: now, ...seenTo };
}

const FAILED: Readonly<Record<ModerationDecision, string>> = {
  approve: MODERATION_MESSAGES.approveFailed,
  reject: MODERATION_MESSAGES.rejectFailed,
};

async function applyDecision(
  db: Db,
  input: DecisionInput & { decision: ModerationDecision; reason: string | null },
): Promise<DecidedListing> {
  const { actor, decision, reason } = input;
  const listingId = listingIdOr404(input.listingId);
  const listingRef = col.listings(db).doc(listingId);
  const { decided, mailIds } = await db
    .runTransaction(async (tx) => {
      const stored = (await tx.get(listingRef)).data();
      if (!stored) throw AppError.notFound(LISTING_MESSAGES.notFound());
      const owner = (await tx.get(col.users(db).doc(stored.ownerId))).data();
      // The admin's decision answers the listing's open reports too.
      const reports = await openReportsClosing(db, { tx, listingId });
      const verdict = decide(stored.status, decision, input.expectedStatus);
      if (!verdict.ok)
        throw new AppError({
          status: 409,
          code: verdict.reason === "stale" ? "stale_decision" : "already_decided",
          message: verdict.message,
        });
      const before = moderationState(stored);
      const after = stateAfter(decision, reason, new Date());
      tx.set(listingRef, { ...stored, ...after });
      reports.close(decision === "reject" ? "upheld" : "dismissed");
      recordListChanges(db, tx, [{ before: stored, after: { status: after.status, types: stored.types } }]);
      if (isPublic(before.status) !== isPublic(after.status))
        recordPublicChange(db, tx, { listingIds: [listingId] });
      recordAudit(db, tx, {
        actorId: actor.id,
        action: `listing.${decision}`,
        entityType: "listing",
        entityId: listingId,
        before,
        after,
        data: { code: stored.code, ownerId: stored.ownerId, ...(reason === null ? {} : { reason }) },
        requestId: input.requestId,
      });
      const mailIds: string[] = [];
      // An owner who signed in with a phone number only has no address to write to.
      if (owner?.email) {
        const status = after.status === "approved" ? "approved" : "rejected";
        mailIds.push(
          queueMail(db, tx, {
            to: owner.email,
            ...listingDecisionMail({
              decision: status,
              code: stored.code,
              propertyName: stored.propertyName,
              city: stored.city,
              listingId,
              firstName: owner.firstName,
              reason,
              siteUrl: input.siteUrl,
              // Read in this transaction: the owner's language, not the admin's (a missing one is English).
              locale: owner.locale ?? DEFAULT_LOCALE,
            }),
            kind: LISTING_DECISION_KIND[status],
            entityId: listingId,
          }),
        );
      }
      const word = decision === "approve" ? "approved" : "rejected";
      return {
        decided: {
          listing: { id: listingId, code: stored.code, status: after.status },
          message: `Property ${stored.code} ${word}.`,
        },
        mailIds,
      };
    })
    .catch((error: unknown): never => {
      if (error instanceof AppError) throw error;
      throw new AppError({
        status: 500,
        code: `${decision}_failed`,
        message: FAILED[decision],
        cause: error,
      });
    });
  await matchListingMediaAfterCommit(db, {
    storage: input.storage,
    listingIds: [decided.listing.id],
    logger: input.logger,
  });
  await sendQueuedMail({ db, mailer: input.mailer, logger: input.logger }, mailIds);
  return decided;
}

/** Approves a pending (or rejected) listing: it is public from the commit on; the owner is told by e-mail. */
export function approveListing(db: Db, input: DecisionInput): Promise<DecidedListing> {
  return applyDecision(db, { ...input, decision: "approve", reason: null });
}

/**
 * Rejects a pending (or approved) listing with a reason (3–500 characters), which the owner sees on their profile
 * and in the e-mail. A missing or bad reason is a 400 with the form's message beside the field.
 */
export function rejectListing(db: Db, input: DecisionInput & { reason: unknown }): Promise<DecidedListing> {
  const parsed = rejectListingSchema.safeParse({ reason: input.reason });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? MODERATION_MESSAGES.reasonRequired;
    return Promise.reject(AppError.badRequest(message, { reason: [message] }));
  }
  return applyDecision(db, { ...input, decision: "reject", reason: parsed.data.reason });
}
