import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/firestore.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { getProfile } from "#server/modules/accounts/queries.ts";
import { answerForListing } from "#server/modules/listings/freshness.ts";
import { listOwnListings } from "#server/modules/listings/own.ts";
import { listMemberOrders } from "#server/modules/payments/queries.ts";
import { listPlansOnSale, planOnSaleOf } from "#server/modules/plans/queries.ts";
import type { PublicReads } from "#server/modules/public/reads.ts";
import { answerHold } from "#server/modules/reports/answer.ts";
import {
  deleteSavedSearch,
  listSavedSearches,
  setSavedSearchAlerts,
} from "#server/modules/saved-searches/service.ts";
import { listWishlist } from "#server/modules/wishlist/queries.ts";
import type { FormText } from "#shared/forms/form-text.ts";
import { freshnessAnswerSchema } from "#shared/forms/freshness.ts";
import type { OwnAnswer, SavedSearchAnswer } from "#shared/forms/profile.ts";
import { REPORT_MESSAGES } from "#shared/forms/report.ts";
import { SAVED_SEARCH_MESSAGES } from "#shared/forms/saved-search.ts";
import { savedSearchFormSchema } from "#shared/forms/saved-search-buttons.ts";
import { m } from "#shared/paraglide/messages.js";

export async function loadProfilePage(
  db: Db,
  { userId, reads, listingDays }: { userId: string; reads: PublicReads; listingDays: Config["listingDays"] },
) {
  const [profile, own, wishlist, orders, plans, savedSearches] = await Promise.all([
    getProfile(db, { userId }),
    listOwnListings(db, { ownerId: userId, listingDays }),
    listWishlist(db, { userId, publicCardsOf: reads.cardsOf }),
    listMemberOrders(db, { userId }),
    listPlansOnSale(db),
    listSavedSearches(db, userId),
  ]);
  return { profile, own, wishlist, orders, plans: plans.map(planOnSaleOf), savedSearches };
}

type OwnListingForm = { userId: string; form: FormData; logger: Logger; requestId: string };

/** A button or form about one own listing (its `listingId`): `act`'s message, or its refusal, beside the listing. */
async function answerAboutOwnListing(
  input: OwnListingForm,
  failed: FormText,
  act: (listingId: string) => Promise<{ message: string }>,
): Promise<OwnAnswer> {
  const listingId = String(input.form.get("listingId") ?? "");
  try {
    const { message } = await act(listingId);
    return { ok: true, status: 200, message, listingId };
  } catch (error) {
    return { ...formRefusal(error, { failed, logger: input.logger }), listingId };
  }
}

/** An own listing's "Still available" or "Sold"/"Let" button (issue 24, freshness). */
export function answerFromProfile(db: Db, input: OwnListingForm): Promise<OwnAnswer> {
  return answerAboutOwnListing(input, m["freshness.failed"], (listingId) => {
    const { answer } = freshnessAnswerSchema.parse(Object.fromEntries(input.form));
    return answerForListing(
      { db },
      { listingId, by: { ownerId: input.userId }, answer, requestId: input.requestId },
    );
  });
}

/** A held listing's "Answer the reports" form (issue 30): the owner's note reaches the admin, who decides. */
export function answerHoldFromProfile(db: Db, input: OwnListingForm): Promise<OwnAnswer> {
  return answerAboutOwnListing(input, REPORT_MESSAGES.answerFailed, (listingId) =>
    answerHold(db, {
      ownerId: input.userId,
      listingId,
      body: { note: input.form.get("note") },
      requestId: input.requestId,
    }),
  );
}

/** A saved search's e-mails on or off, or its deletion (the profile's Saved searches). */
export async function changeSavedSearch(
  db: Db,
  input: { userId: string; form: FormData; logger: Logger },
): Promise<SavedSearchAnswer> {
  const fields = Object.fromEntries(input.form);
  const id = typeof fields.savedSearchId === "string" ? fields.savedSearchId : "";
  try {
    const form = savedSearchFormSchema.parse(fields);
    const { message } =
      form.intent === "deleteSavedSearch"
        ? await deleteSavedSearch(db, { userId: input.userId, id: form.savedSearchId })
        : await setSavedSearchAlerts(db, {
            userId: input.userId,
            id: form.savedSearchId,
            body: { alerts: form.alerts === "on" },
          });
    return { ok: true, status: 200, message, savedSearchId: id };
  } catch (error) {
    return {
      ...formRefusal(error, { failed: SAVED_SEARCH_MESSAGES.failed, logger: input.logger }),
      savedSearchId: id,
    };
  }
}
