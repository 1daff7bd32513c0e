// The admin API (server/http/api/admin.ts and admin/): every request under /admin needs the `admin` claim.
import {
  adminBannersAnswer,
  adminCollectionsAnswer,
  bannerAddBody,
  bannerAddedAnswer,
  bannerReplaceBody,
  bannerSavedAnswer,
  collectionBody,
  collectionMovedAnswer,
  collectionSavedAnswer,
  contentDeletedAnswer,
  moveBody,
  newCollectionBody,
} from "#shared/api/admin/content.ts";
import {
  decidedAnswer,
  decisionBody,
  moderationListAnswer,
  moderationQuery,
  rejectBody,
  reviewAnswer,
} from "#shared/api/admin/listings.ts";
import {
  customersAnswer,
  customersQuery,
  dashboardCounts,
  planAnswer,
  planBody,
  planDeletedAnswer,
  plansAnswer,
} from "#shared/api/admin/people.ts";
import {
  auditAnswer,
  auditQuery,
  dismissedAnswer,
  handledAnswer,
  handledBody,
  inboxAnswer,
  inboxQuery,
  outboxAnswer,
  outboxQuery,
  paymentsAnswer,
  paymentsQuery,
  reportedListingsAnswer,
  retryAnswer,
} from "#shared/api/admin/records.ts";
import {
  adminRatesAnswer,
  adminRatesDeletedAnswer,
  adminRatesSavedAnswer,
  ratesBody,
} from "#shared/api/rates.ts";
import { json, noBody, type OperationSpec, type OperationSpecs, ok, refusal } from "../spec.ts";

/**
 * Every admin operation: signed in, with the admin claim; answers no-store. Its path's ids are strings, which the
 * document says of every path parameter not given (document.ts).
 */
function admin(tag: string, spec: Omit<OperationSpec, "tags">): OperationSpec {
  return {
    tags: [tag],
    ...spec,
    responses: {
      ...spec.responses,
      401: refusal("Not signed in"),
      403: refusal("Not an admin, or a cross-site write"),
    },
  };
}
const formMistakes = refusal("The form has mistakes (fieldErrors)");

const MODERATION = "Admin: moderation";
const PEOPLE = "Admin: customers and plans";
const CONTENT = "Admin: home-page content";
const RECORDS = "Admin: records";
const RATES = "Admin: registration rates";

export const ADMIN_OPERATIONS: OperationSpecs = {
  "/admin/counts": {
    get: admin(MODERATION, {
      summary: "The dashboard's counts",
      responses: { 200: ok(dashboardCounts) },
    }),
  },
  "/admin/listings": {
    get: admin(MODERATION, {
      summary: "Listings by state, newest first, paged",
      description: "q finds a listing by its code; after and before are the pager's cursors.",
      query: moderationQuery,
      responses: { 200: ok(moderationListAnswer), 400: refusal("A filter is not valid") },
    }),
  },
  "/admin/listings/{id}": {
    get: admin(MODERATION, {
      summary: "One listing for review: its details, its owner and look-alikes",
      responses: { 200: ok(reviewAnswer), 404: refusal("No such listing") },
    }),
  },
  "/admin/listings/{id}/approve": {
    post: admin(MODERATION, {
      summary: "Approve a listing: it is on the site, and its owner is e-mailed",
      body: {
        ...json(
          decisionBody,
          "expectedStatus: the state the admin's page showed; a different one is refused",
        ),
        required: false,
      },
      responses: {
        200: ok(decidedAnswer, "Approved"),
        404: refusal("No such listing"),
        409: refusal("stale_decision: the listing changed since the page showed it; already_decided"),
      },
    }),
  },
  "/admin/listings/{id}/reject": {
    post: admin(MODERATION, {
      summary: "Reject a listing with a reason its owner sees, and e-mail them",
      body: json(rejectBody),
      responses: {
        200: ok(decidedAnswer, "Rejected"),
        400: refusal("No reason, or one too short or too long"),
        404: refusal("No such listing"),
        409: refusal("stale_decision: the listing changed since the page showed it; already_decided"),
      },
    }),
  },
  "/admin/customers": {
    get: admin(PEOPLE, {
      summary: "Members, newest first, paged; by city or a search",
      query: customersQuery,
      responses: { 200: ok(customersAnswer), 400: refusal("A filter is not valid") },
    }),
  },
  "/admin/customers/{id}": {
    delete: admin(PEOPLE, {
      summary: "Delete a member's account and data",
      responses: {
        204: noBody("Deleted"),
        404: refusal("No such member"),
        409: refusal("cannot_delete_self, cannot_delete_admin: the admin's own account, or an admin's"),
      },
    }),
  },
  "/admin/plans": {
    get: admin(PEOPLE, {
      summary: "The premium plans, current and archived",
      responses: { 200: ok(plansAnswer) },
    }),
    post: admin(PEOPLE, {
      summary: "Create a plan",
      body: json(planBody),
      responses: { 201: ok(planAnswer, "Created"), 400: formMistakes },
    }),
  },
  "/admin/plans/{id}": {
    put: admin(PEOPLE, {
      summary: "Change a plan (members who bought it keep what they bought)",
      body: json(planBody),
      responses: { 200: ok(planAnswer, "Saved"), 400: formMistakes, 404: refusal("No such plan") },
    }),
    delete: admin(PEOPLE, {
      summary: "Delete a plan, or archive it when members bought it",
      responses: { 200: ok(planDeletedAnswer), 404: refusal("No such plan") },
    }),
  },
  "/admin/rates": {
    get: admin(RATES, {
      summary: "Every set of registration rates, newest first, and the one in force today in India",
      responses: { 200: ok(adminRatesAnswer) },
    }),
    post: admin(RATES, {
      summary: "Add a set of registration rates, in force from its day in India",
      description:
        "Percentages with up to 2 decimals (stored as basis points), rupees in any grouping; blank band rows " +
        "are left out. Every instance's public pages show it within the sync interval.",
      body: json(ratesBody),
      responses: {
        201: ok(adminRatesSavedAnswer, "Created"),
        400: formMistakes,
        409: refusal("Another set takes effect on that day (rates_same_date)"),
      },
    }),
  },
  "/admin/rates/{id}": {
    put: admin(RATES, {
      summary: "Correct a set of registration rates",
      body: json(ratesBody),
      responses: {
        200: ok(adminRatesSavedAnswer, "Saved"),
        400: formMistakes,
        404: refusal("No such set"),
        409: refusal("Another set takes effect on that day (rates_same_date)"),
      },
    }),
    delete: admin(RATES, {
      summary: "Delete a set of registration rates",
      responses: {
        200: ok(adminRatesDeletedAnswer),
        404: refusal("No such set"),
        409: refusal("The set in force, and no older set would take over (rates_in_use)"),
      },
    }),
  },
  "/admin/banners": {
    get: admin(CONTENT, {
      summary: "The banner groups with their images",
      responses: { 200: ok(adminBannersAnswer) },
    }),
    post: admin(CONTENT, {
      summary: "Add an uploaded picture (POST /uploads) to a banner group",
      body: json(bannerAddBody),
      responses: {
        201: ok(bannerAddedAnswer, "Added"),
        400: formMistakes,
        404: refusal("No such group or upload"),
      },
    }),
  },
  "/admin/banners/{id}/images/{imageId}": {
    put: admin(CONTENT, {
      summary: "Replace a banner image in place, or only change its alt text",
      body: json(bannerReplaceBody),
      responses: {
        200: ok(bannerSavedAnswer, "Replaced, or its alt text saved"),
        400: formMistakes,
        404: refusal("No such group, image or upload"),
      },
    }),
    delete: admin(CONTENT, {
      summary: "Delete a banner image while its group keeps more than two",
      responses: {
        200: ok(contentDeletedAnswer, "Deleted"),
        404: refusal("No such group or image"),
        409: refusal("too_few_banners: the group would keep two or fewer"),
      },
    }),
  },
  "/admin/collections": {
    get: admin(CONTENT, {
      summary: "The featured collections in order",
      responses: { 200: ok(adminCollectionsAnswer) },
    }),
    post: admin(CONTENT, {
      summary: "Create a featured collection with an uploaded picture",
      body: json(newCollectionBody),
      responses: { 201: ok(collectionSavedAnswer, "Created"), 400: formMistakes },
    }),
  },
  "/admin/collections/{id}": {
    put: admin(CONTENT, {
      summary: "Edit a featured collection",
      body: json(collectionBody),
      responses: {
        200: ok(collectionSavedAnswer, "Saved"),
        400: formMistakes,
        404: refusal("No such collection"),
      },
    }),
    delete: admin(CONTENT, {
      summary: "Delete a featured collection",
      responses: { 200: ok(contentDeletedAnswer, "Deleted"), 404: refusal("No such collection") },
    }),
  },
  "/admin/collections/{id}/move": {
    post: admin(CONTENT, {
      summary: "Move a collection one place up or down",
      body: json(moveBody),
      responses: {
        200: ok(collectionMovedAnswer),
        400: refusal("direction is not up or down"),
        404: refusal("No such collection"),
      },
    }),
  },
  "/admin/contact-messages": {
    get: admin(RECORDS, {
      summary: "The Contact form's messages, newest first, paged",
      query: inboxQuery,
      responses: { 200: ok(inboxAnswer), 400: refusal("A filter is not valid") },
    }),
  },
  "/admin/contact-messages/{id}/handled": {
    post: admin(RECORDS, {
      summary: "Mark a message handled (or, with handled: false, open again)",
      body: { ...json(handledBody, "Left out: handled"), required: false },
      responses: {
        200: ok(handledAnswer),
        400: refusal("handled is not true or false"),
        404: refusal("No such message"),
      },
    }),
    delete: admin(RECORDS, {
      summary: "Open a handled message again",
      responses: { 200: ok(handledAnswer), 404: refusal("No such message") },
    }),
  },
  "/admin/audit-log": {
    get: admin(RECORDS, {
      summary: "The audit log, newest first, by cursor",
      query: auditQuery,
      responses: { 200: ok(auditAnswer), 400: refusal("A filter is not valid (fieldErrors)") },
    }),
  },
  "/admin/outbox": {
    get: admin(RECORDS, {
      summary: "The mail outbox, newest first, paged",
      description:
        "With SMTP only the messages that failed wait here; without it, every message is kept here.",
      query: outboxQuery,
      responses: { 200: ok(outboxAnswer), 400: refusal("A page out of range") },
    }),
  },
  "/admin/outbox/retry": {
    post: admin(RECORDS, {
      summary: "Send the failed messages again",
      description: "Takes no body.",
      responses: { 200: ok(retryAnswer, "What became of them") },
    }),
  },
  "/admin/payments": {
    get: admin(RECORDS, {
      summary: "Orders, newest first, paged, with the totals captured and refunded",
      query: paymentsQuery,
      responses: { 200: ok(paymentsAnswer), 400: refusal("A filter is not valid") },
    }),
  },
  "/admin/reports": {
    get: admin(RECORDS, {
      summary: "The reported listings, with their reports (never who sent them)",
      responses: { 200: ok(reportedListingsAnswer) },
    }),
  },
  "/admin/reports/{listingId}/dismiss": {
    post: admin(RECORDS, {
      summary: "Dismiss a listing's reports: a held listing is public again",
      description: "Takes no body.",
      responses: {
        200: ok(dismissedAnswer, "Dismissed"),
        404: refusal("No such listing"),
        409: refusal("nothing_open: no open reports of this listing"),
      },
    }),
  },
};
