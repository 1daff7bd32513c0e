// An admin's decisions on a listing: approve, or reject with a reason. Each is one Firestore transaction that
// applies the transition (listings/lifecycle.ts: the new state, the counts, the public change, the audit entry
// and the owner's e-mail) and closes the listing's open reports: two admins deciding at once end in one state,
// one entry and one e-mail, and the loser is told (409). The e-mail is handed to the mailer after the commit.
import type { Mailer } from "#server/adapters/mail/mail.ts";
import type { Storage } from "#server/adapters/storage/storage.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { type ListingActor, listingIdOr404 } from "#server/modules/listings/access.ts";
import { applyTransition } from "#server/modules/listings/lifecycle.ts";
import { matchListingMediaAfterCommit } from "#server/modules/media/visibility.ts";
import { sendQueuedMail } from "#server/modules/notifications/outbox.ts";
import { openReportsClosing } from "#server/modules/reports/service.ts";
import { MODERATION_MESSAGES, rejectListingSchema } from "#shared/forms/moderation.ts";
import { m } from "#shared/paraglide/messages.js";
import type { ListingStatus } from "#shared/values.ts";
import { type ModerationDecision, refusalMessage } from "./transitions.ts";

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
  const { decided, mailIds } = await db
    .runTransaction(async (tx) => {
      // The admin's decision answers the listing's open reports too (read first, as a transaction must).
      const reports = await openReportsClosing(db, { tx, listingId });
      const moved = await applyTransition(db, {
        tx,
        listingId,
        transition: decision,
        actor: { kind: "admin", id: actor.id },
        expected: input.expectedStatus,
        reason,
        requestId: input.requestId,
        mail: { siteUrl: input.siteUrl },
        auditData: (listing) => ({
          code: listing.code,
          ownerId: listing.ownerId,
          ...(reason === null ? {} : { reason }),
        }),
        refuse: (refusal, listing) => {
          const repeat = refusal.reason !== "stale";
          throw new AppError({
            status: 409,
            code: repeat ? "already_decided" : "stale_decision",
            message: refusalMessage(repeat ? "repeat" : "stale", listing!.status),
          });
        },
      });
      reports.close(decision === "reject" ? "upheld" : "dismissed");
      const { code } = moved.listing;
      const done = decision === "approve" ? m["moderation.done.approved"] : m["moderation.done.rejected"];
      return {
        decided: {
          listing: { id: listingId, code, status: moved.status },
          message: done({ code }),
        },
        mailIds: moved.mailIds,
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
