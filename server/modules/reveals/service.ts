// Showing a listing owner's contact details (SPEC §4 "Contact owner"), with the ledger of who saw which owner's
// details when. The owner and admins always may (recorded without a plan); a member needs a plan that has started
// and not expired, and, when the plan has a contact quota, a contact left. One transaction reads the listing,
// the plans, the contact document and writes the ledger entry, so no contact leaves without its record.
import type { Transaction } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { unexpiredSubscriptions } from "#server/modules/accounts/queries.ts";
import { isListingId } from "#server/modules/listings/detail.ts";
import { revealedLocationOf } from "#server/modules/listings/location.ts";
import type { RevealedContact } from "#shared/api/reveals.ts";
import { REVEAL_CODES, REVEAL_MESSAGES } from "#shared/reveals.ts";
import { decideReveal, type RunningPlan } from "./quota.ts";

export interface RevealViewer {
  /** Firebase uid. */
  id: string;
  isAdmin: boolean;
}

/** The member's plans running at `now`, each with the listings revealed under it when it has a quota. */
async function runningPlans(
  db: Db,
  { tx, userId, now }: { tx: Transaction; userId: string; now: Date },
): Promise<RunningPlan[]> {
  const snapshot = await tx.get(unexpiredSubscriptions(db, { userId, now }));
  // A plan bought while another runs starts when that one ends.
  const started = snapshot.docs.filter((doc) => doc.data().startsAt <= now);
  return Promise.all(
    started.map(async (doc) => {
      const { contactQuota = null, expiresAt } = doc.data();
      const revealed =
        contactQuota === null
          ? []
          : (await tx.get(col.contactReveals(db).where("subscriptionId", "==", doc.id))).docs.map(
              (reveal) => reveal.data().listingId,
            );
      return {
        subscriptionId: doc.id,
        contactQuota,
        expiresAt,
        revealedListingIds: new Set(revealed.filter((id): id is string => id !== null)),
      };
    }),
  );
}

/**
 * The owner's name, phone and address for `viewer`, recorded in `contactReveals`. A listing the viewer may not
 * see (not approved and not theirs) is 404 as for GET /listings/{id}; no running plan is 403 `plan_required`;
 * a used-up quota 403 `contact_quota_exhausted`.
 */
export async function revealContact(
  db: Db,
  input: { viewer: RevealViewer; listingId: string; now?: Date },
): Promise<RevealedContact> {
  const { viewer, listingId } = input;
  if (!isListingId(listingId)) throw AppError.notFound(REVEAL_MESSAGES.notFound());
  return db.runTransaction(async (tx) => {
    const now = input.now ?? new Date();
    const listing = (await tx.get(col.listings(db).doc(listingId))).data();
    const privileged = listing !== undefined && (viewer.isAdmin || listing.ownerId === viewer.id);
    if (!listing || (listing.status !== "approved" && !privileged))
      throw AppError.notFound(REVEAL_MESSAGES.notFound());

    let subscriptionId: string | null = null;
    let quota: RevealedContact["quota"] = null;
    if (!privileged) {
      const decision = decideReveal(await runningPlans(db, { tx, userId: viewer.id, now }), listingId);
      if (decision.kind === "no_plan")
        throw new AppError({
          status: 403,
          code: REVEAL_CODES.planRequired,
          message: REVEAL_MESSAGES.planRequired(),
        });
      if (decision.kind === "quota_exhausted")
        throw new AppError({
          status: 403,
          code: REVEAL_CODES.quotaExhausted,
          message: REVEAL_MESSAGES.quotaExhausted(decision.limit),
        });
      subscriptionId = decision.subscriptionId;
      quota = decision.quota;
    }

    const contact = (await tx.get(col.listingContacts(db).doc(listingId))).data();
    if (!contact) throw AppError.notFound(REVEAL_MESSAGES.notFound());
    tx.create(col.contactReveals(db).doc(), { userId: viewer.id, listingId, subscriptionId, createdAt: now });
    return {
      name: contact.name,
      phone: contact.phone,
      address: contact.address,
      // The exact point as the address: to this viewer, unless the owner shows members the area only.
      location: revealedLocationOf(contact.location, privileged),
      quota,
    };
  });
}
