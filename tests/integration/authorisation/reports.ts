// Matrix rows of Report a listing (issue 24): any signed-in member but the owner reports a public listing; the
// reports queue and dismissing are the admin's. Each report row gets a fresh listing, so that no role's report
// finds one already there, and none reaches the hiding threshold.
import { col } from "#server/db/collections.ts";
import { insertListingRow } from "#tests/factories/index.ts";
import { adminOnly, adminPage, type MatrixContext, type Row } from "./rows.ts";

let scratch = { listingId: "none" };

async function freshListing({ api, members }: MatrixContext): Promise<void> {
  const listing = await insertListingRow(api.db, { ownerId: members.owner!.uid });
  scratch = { listingId: listing.id };
}

/** A fresh listing with one open report, for the admin to dismiss. */
async function freshReported(context: MatrixContext): Promise<void> {
  await freshListing(context);
  const { db } = context.api;
  const now = new Date();
  await col.reports(db, scratch.listingId).doc("some-member").set({
    reason: "sold",
    note: null,
    createdAt: now,
    open: true,
  });
  await col
    .listingReports(db)
    .doc(scratch.listingId)
    .set({
      listingId: scratch.listingId,
      code: "NL-000001",
      ownerId: context.members.owner!.uid,
      open: 1,
      reasons: { sold: 1, broker: 0, fake: 0, wrong: 0, other: 0 },
      lastReportedAt: now,
    });
}

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
];
