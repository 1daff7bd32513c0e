// Matrix rows of Report a listing (issue 24): any signed-in member but the owner reports a public listing; the
// reports queue and dismissing are the admin's; only the owner answers a hold (issue 30), from the API or their
// profile, and anyone else finds no listing. Each row gets a fresh listing, so that no role's request finds
// another's report or answer already there, and none reaches the hiding threshold.
import { col } from "#server/db/collections.ts";
import { insertListingRow } from "#tests/support/factories/index.ts";
import { adminOnly, adminPage, type MatrixContext, members, type Row } from "./rows.ts";

let scratch = { listingId: "none" };

async function freshListing({ api, members }: MatrixContext): Promise<void> {
  const listing = await insertListingRow(api.db, { ownerId: members.owner!.uid });
  scratch = { listingId: listing.id };
}

/** A fresh listing with one open report, for the admin to dismiss; `held`: the report took it off the site. */
async function reported(context: MatrixContext, held: boolean): Promise<void> {
  const listing = await insertListingRow(context.api.db, {
    ownerId: context.members.owner!.uid,
    ...(held ? { status: "pending", heldForReports: new Date() } : {}),
  });
  scratch = { listingId: listing.id };
  const { db } = context.api;
  const now = new Date();
  await col.reports(db, scratch.listingId).doc("some-member").set({
    reason: "sold",
    note: null,
    createdAt: now,
    open: true,
    outcome: null,
    reporterSince: now,
    phoneKey: "some-phone",
    counted: true,
    reporterErased: false,
  });
  await col
    .listingReports(db)
    .doc(scratch.listingId)
    .set({
      listingId: scratch.listingId,
      code: listing.code,
      ownerId: context.members.owner!.uid,
      open: 1,
      reasons: { sold: 1, broker: 0, fake: 0, wrong: 0, other: 0 },
      counted: 1,
      answer: null,
      lastReportedAt: now,
    });
}

const freshReported = (context: MatrixContext) => reported(context, false);
const freshHeld = (context: MatrixContext) => reported(context, true);
const ownerOnly = { ...members(404), owner: 200 };
const HOLD_ANSWER = "It is still for sale; the buyer who reported it withdrew.";

export const rows: readonly Row[] = [
  {
    method: "POST",
    route: "/api/v1/listings/:id/reports",
    path: () => `/api/v1/listings/${scratch.listingId}/reports`,
    what: "report a public listing",
    expect: { anonymous: 401, user: 201, owner: 403, "member with a plan": 201, admin: 201 },
    json: () => ({ reason: "sold" }),
    before: freshListing,
  },
  {
    method: "POST",
    route: "/api/v1/listings/:id/reports",
    path: (w) => `/api/v1/listings/${w.pending.id}/reports`,
    what: "report a pending listing",
    expect: { anonymous: 401, user: 404, owner: 404, "member with a plan": 404, admin: 404 },
    json: () => ({ reason: "sold" }),
  },
  {
    method: "POST",
    route: "/api/v1/listings/:id/reports/answer",
    path: () => `/api/v1/listings/${scratch.listingId}/reports/answer`,
    what: "answer the reports that hold one's listing",
    expect: ownerOnly,
    json: () => ({ note: HOLD_ANSWER }),
    before: freshHeld,
  },
  {
    method: "GET",
    route: "/api/v1/admin/reports",
    path: () => "/api/v1/admin/reports",
    what: "the listings with open reports",
    expect: adminOnly(200),
  },
  {
    method: "POST",
    route: "/api/v1/admin/reports/:listingId/dismiss",
    path: () => `/api/v1/admin/reports/${scratch.listingId}/dismiss`,
    what: "dismiss a listing's open reports",
    expect: adminOnly(200),
    before: freshReported,
  },
  // ---- Pages ------------------------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/admin/reports",
    path: () => "/admin/reports",
    what: "the reports queue",
    expect: adminPage(200),
  },
  {
    method: "POST",
    route: "/admin/reports",
    path: () => "/admin/reports",
    what: "dismiss a listing's reports from the queue",
    expect: adminPage(200),
    form: () => ({ listingId: scratch.listingId }),
    before: freshReported,
  },
  {
    method: "POST",
    route: "/profile",
    path: () => "/profile",
    what: "answer the reports that hold one's listing, from the profile",
    expect: ownerOnly,
    form: () => ({ intent: "answerHold", listingId: scratch.listingId, note: HOLD_ANSWER }),
    before: freshHeld,
  },
];
