// Matrix rows of the admin console's moderation: the lists, the review page, approve, reject, the admin's edit.
// A row that decides on or edits a listing makes a fresh one of the owner's before each role's request, so that
// only the admin's request changes anything and the shared listings of World stay as they are.
import { insertListingRow } from "#tests/support/factories/index.ts";
import { sellForm } from "#tests/support/factories/listing-writes.ts";
import { adminOnly, adminPage, type MatrixContext, type Row } from "./rows.ts";

/** The listing the next request names, made by `before`. */
const scratch = { listingId: "00000000-0000-4000-8000-00000000beef" };

const freshListing =
  (status: "pending" | "approved") =>
  async ({ api, members }: MatrixContext) => {
    const owner = members.owner;
    if (!owner) throw new Error("the matrix signs in an owner first");
    scratch.listingId = (await insertListingRow(api.db, { ownerId: owner.uid, status })).id;
  };

const REASON = "The photos do not show the plot.";

export const rows: readonly Row[] = [
  // ---- API ---------------------------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/api/v1/admin/listings",
    path: () => "/api/v1/admin/listings?status=pending",
    what: "the moderation queue, with owners' contacts",
    expect: adminOnly(200),
    reveals: { listing: "pending", to: ["admin"] },
  },
  {
    method: "GET",
    route: "/api/v1/admin/listings",
    path: () => "/api/v1/admin/listings?status=approved&types=sell&q=nl-9&page=1",
    what: "the approved list, searched by code and type",
    expect: adminOnly(200),
  },
  {
    method: "GET",
    route: "/api/v1/admin/listings/:id",
    path: (w) => `/api/v1/admin/listings/${w.pending.id}`,
    what: "a pending listing for review, with the owner's contact",
    expect: adminOnly(200),
    reveals: { listing: "pending", to: ["admin"], location: ["admin"] },
  },
  {
    method: "GET",
    route: "/api/v1/admin/listings/:id",
    path: (w) => `/api/v1/admin/listings/${w.unknownId}`,
    what: "an id nobody has",
    expect: adminOnly(404),
  },
  {
    method: "POST",
    route: "/api/v1/admin/listings/:id/approve",
    path: () => `/api/v1/admin/listings/${scratch.listingId}/approve`,
    what: "approve a pending listing",
    expect: adminOnly(200),
    json: () => ({ expectedStatus: "pending" }),
    before: freshListing("pending"),
  },
  {
    method: "POST",
    route: "/api/v1/admin/listings/:id/reject",
    path: () => `/api/v1/admin/listings/${scratch.listingId}/reject`,
    what: "reject a pending listing with a reason",
    expect: adminOnly(200),
    json: () => ({ reason: REASON, expectedStatus: "pending" }),
    before: freshListing("pending"),
  },
  {
    method: "GET",
    route: "/api/v1/admin/counts",
    path: () => "/api/v1/admin/counts",
    what: "the dashboard's counts",
    expect: adminOnly(200),
  },

  // ---- Pages -------------------------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/adminhome",
    path: () => "/adminhome",
    what: "the dashboard",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/propertylistingadmin",
    path: () => "/propertylistingadmin",
    what: "pending properties, with owners' contacts",
    expect: adminPage(200),
    reveals: { listing: "pending", to: ["admin"] },
  },
  {
    method: "GET",
    route: "/propertylistingadmin",
    path: () => "/propertylistingadmin?q=NL&types=Sell&page=1",
    what: "pending properties, searched and filtered",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/approveproperty",
    path: () => "/approveproperty",
    what: "approved properties",
    expect: adminPage(200),
    reveals: { listing: "approved", to: ["admin"] },
  },
  {
    method: "POST",
    route: "/approveproperty",
    path: () => "/approveproperty",
    what: "reject an approved property from its card",
    expect: adminPage(200),
    form: () => ({
      intent: "reject",
      listingId: scratch.listingId,
      expectedStatus: "approved",
      reason: REASON,
    }),
    before: freshListing("approved"),
  },
  {
    method: "GET",
    route: "/rejectedproperties",
    path: () => "/rejectedproperties",
    what: "rejected properties",
    expect: adminPage(200),
    reveals: { listing: "rejected", to: ["admin"] },
  },
  {
    method: "GET",
    route: "/individualadmin/:id",
    path: (w) => `/individualadmin/${w.pending.id}`,
    what: "the admin's review page",
    expect: adminPage(200),
    reveals: { listing: "pending", to: ["admin"], location: ["admin"] },
  },
  {
    method: "GET",
    route: "/individualadmin/:id",
    path: (w) => `/individualadmin/${w.unknownId}`,
    what: "the review page of an id nobody has",
    expect: adminPage(404),
  },
  {
    method: "POST",
    route: "/individualadmin/:id",
    path: () => `/individualadmin/${scratch.listingId}`,
    what: "approve on the review page, then to the next pending property",
    expect: adminPage(302),
    form: () => ({ intent: "approve", expectedStatus: "pending" }),
    before: freshListing("pending"),
  },
  {
    method: "GET",
    route: "/editpropertyadmin/:id",
    path: (w) => `/editpropertyadmin/${w.pending.id}`,
    what: "the admin's edit form",
    expect: adminPage(200),
    reveals: { listing: "pending", to: ["admin"], location: ["admin"] },
  },
  {
    method: "POST",
    route: "/editpropertyadmin/:id",
    path: () => `/editpropertyadmin/${scratch.listingId}`,
    what: "save the admin's edit, then to the review page",
    expect: adminPage(302),
    form: () => sellForm(),
    before: freshListing("approved"),
  },
];
