// The answers' schemas (shared/api/) against what the services answer: checked by the type checker (npm run
// typecheck), so a service whose answer changes shape fails until its schema (and so the document) says so.
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod/mini";
import type { getProfile } from "#server/modules/accounts/queries.ts";
import type { startSession } from "#server/modules/accounts/session.ts";
import type { listAuditLog } from "#server/modules/audit/queries.ts";
import type { listContactMessages } from "#server/modules/contact/queries.ts";
import type { setContactMessageHandled } from "#server/modules/contact/service.ts";
import type { listBannerGroupsForAdmin, listCollectionsForAdmin } from "#server/modules/content/queries.ts";
import type { addBannerImage, moveCollection } from "#server/modules/content/service.ts";
import type { listCustomers } from "#server/modules/customers/queries.ts";
import type { answerForListing } from "#server/modules/listings/freshness.ts";
import type { createListing, removeListingMedia } from "#server/modules/listings/service.ts";
import type { startDirectUpload } from "#server/modules/media/direct-uploads.ts";
import type { countDashboard } from "#server/modules/moderation/dashboard.ts";
import type { getListingForReview, listListingsForModeration } from "#server/modules/moderation/queries.ts";
import type { approveListing } from "#server/modules/moderation/service.ts";
import type { retryFailedMail } from "#server/modules/notifications/outbox.ts";
import type { listOutbox } from "#server/modules/notifications/queries.ts";
import type { listOrdersForAdmin } from "#server/modules/payments/admin-queries.ts";
import type { createOrder, verifyCheckout } from "#server/modules/payments/service.ts";
import type { listPlansForAdmin, planOnSaleOf } from "#server/modules/plans/queries.ts";
import type { PublicReads } from "#server/modules/public/reads.ts";
import type { listReportedListings } from "#server/modules/reports/queries.ts";
import type { revealContact } from "#server/modules/reveals/service.ts";
import type { listSavedSearches, saveSearch } from "#server/modules/saved-searches/service.ts";
import type { listWishlist } from "#server/modules/wishlist/queries.ts";
import type * as contentAdmin from "#shared/api/admin/content.ts";
import type * as moderation from "#shared/api/admin/listings.ts";
import type * as people from "#shared/api/admin/people.ts";
import type * as records from "#shared/api/admin/records.ts";
import type * as content from "#shared/api/content.ts";
import type * as listings from "#shared/api/listings.ts";
import type * as payments from "#shared/api/payments.ts";
import type * as reveals from "#shared/api/reveals.ts";
import type * as savedSearches from "#shared/api/saved-searches.ts";
import type * as session from "#shared/api/session.ts";
import type * as uploads from "#shared/api/uploads.ts";
import type * as wishlist from "#shared/api/wishlist.ts";

/** A value as JSON sends it: a Date becomes its ISO string (and a message is a string). */
type Wire<T> = T extends Date
  ? string
  : T extends string & { readonly __brand: string }
    ? string
    : T extends readonly (infer Item)[]
      ? Wire<Item>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;
type Answer<F extends (...args: never[]) => unknown> = Wire<Awaited<ReturnType<F>>>;
type Sent<S extends z.ZodMiniType> = z.input<S>;

describe("the answers' schemas fit what the services answer", () => {
  it("listings", () => {
    expectTypeOf<Answer<PublicReads["search"]>["listings"]>().toExtend<
      Sent<typeof listings.searchAnswer>["listings"]
    >();
    expectTypeOf<{ suggestions: Answer<PublicReads["suggest"]> }>().toExtend<
      Sent<typeof listings.suggestionsAnswer>
    >();
    expectTypeOf<{ listing: Answer<typeof createListing>; message: string }>().toExtend<
      Sent<typeof listings.writtenListing>
    >();
    expectTypeOf<Answer<typeof removeListingMedia>>().toExtend<Sent<typeof listings.mediaLeftAnswer>>();
    expectTypeOf<Answer<typeof answerForListing>>().toExtend<Sent<typeof listings.freshnessAnswer>>();
    expectTypeOf<Answer<typeof revealContact>>().toExtend<Sent<typeof reveals.revealedContact>>();
  });

  it("the member's own", () => {
    expectTypeOf<{ user: Answer<typeof startSession>["user"] }>().toExtend<Sent<typeof session.userAnswer>>();
    expectTypeOf<{ profile: Answer<typeof getProfile> }>().toExtend<Sent<typeof session.profileAnswer>>();
    expectTypeOf<{ listings: Answer<typeof listWishlist> }>().toExtend<
      Sent<typeof wishlist.wishlistAnswer>
    >();
    expectTypeOf<{ savedSearches: Answer<typeof listSavedSearches> }>().toExtend<
      Sent<typeof savedSearches.savedSearchesAnswer>
    >();
    expectTypeOf<Answer<typeof saveSearch>>().toExtend<Sent<typeof savedSearches.savedSearchAnswer>>();
    expectTypeOf<Answer<typeof startDirectUpload>>().toExtend<Sent<typeof uploads.directUploadAnswer>>();
  });

  it("payments and content", () => {
    expectTypeOf<Answer<typeof createOrder>>().toExtend<Sent<typeof payments.checkoutOrder>>();
    expectTypeOf<Answer<typeof verifyCheckout>>().toExtend<Sent<typeof payments.verifiedAnswer>>();
    expectTypeOf<{ plans: Wire<ReturnType<typeof planOnSaleOf>>[] }>().toExtend<
      Sent<typeof payments.plansAnswer>
    >();
    expectTypeOf<{ banners: Answer<PublicReads["banners"]> }>().toExtend<
      Sent<typeof content.bannersAnswer>
    >();
  });

  it("the admin's", () => {
    expectTypeOf<Answer<typeof countDashboard>>().toExtend<Sent<typeof people.dashboardCounts>>();
    expectTypeOf<Answer<typeof listListingsForModeration>>().toExtend<
      Sent<typeof moderation.moderationListAnswer>
    >();
    expectTypeOf<Answer<typeof getListingForReview>>().toExtend<Sent<typeof moderation.reviewAnswer>>();
    expectTypeOf<Answer<typeof approveListing> & { nextPendingId: string | null }>().toExtend<
      Sent<typeof moderation.decidedAnswer>
    >();
    expectTypeOf<Answer<typeof listCustomers>>().toExtend<Sent<typeof people.customersAnswer>>();
    expectTypeOf<Answer<typeof listPlansForAdmin>>().toExtend<Sent<typeof people.plansAnswer>>();
    expectTypeOf<{ groups: Answer<typeof listBannerGroupsForAdmin> }>().toExtend<
      Sent<typeof contentAdmin.adminBannersAnswer>
    >();
    expectTypeOf<{ collections: Answer<typeof listCollectionsForAdmin> }>().toExtend<
      Sent<typeof contentAdmin.adminCollectionsAnswer>
    >();
    expectTypeOf<Answer<typeof addBannerImage> & { message: string }>().toExtend<
      Sent<typeof contentAdmin.bannerAddedAnswer>
    >();
    expectTypeOf<Answer<typeof moveCollection> & { message: string }>().toExtend<
      Sent<typeof contentAdmin.collectionMovedAnswer>
    >();
    expectTypeOf<Answer<typeof listContactMessages>>().toExtend<Sent<typeof records.inboxAnswer>>();
    expectTypeOf<{ message: Answer<typeof setContactMessageHandled> }>().toExtend<
      Sent<typeof records.handledAnswer>
    >();
    expectTypeOf<Answer<typeof listAuditLog>>().toExtend<Sent<typeof records.auditAnswer>>();
    expectTypeOf<Answer<typeof listOutbox> & { mailer: string }>().toExtend<
      Sent<typeof records.outboxAnswer>
    >();
    expectTypeOf<Answer<typeof retryFailedMail>>().toExtend<Sent<typeof records.retryAnswer>>();
    expectTypeOf<Answer<typeof listOrdersForAdmin>>().toExtend<Sent<typeof records.paymentsAnswer>>();
    expectTypeOf<{ listings: Answer<typeof listReportedListings> }>().toExtend<
      Sent<typeof records.reportedListingsAnswer>
    >();
  });
});
