// Matrix rows of Contact owner (issue 14): the owner's details for the owner, admins and a member with a running
// plan, each reveal recorded; a member without a plan is refused (403 plan_required); a listing a role may not see
// is 404 as for GET /listings/{id}.
import type { Row } from "./rows.ts";

export const rows: readonly Row[] = [
  {
    method: "POST",
    route: "/api/v1/listings/:id/contact",
    path: (w) => `/api/v1/listings/${w.approved.id}/contact`,
    what: "the owner's contact of an approved listing",
    expect: { anonymous: 401, user: 403, owner: 200, "member with a plan": 200, admin: 200 },
    reveals: {
      listing: "approved",
      to: ["owner", "member with a plan", "admin"],
      location: ["owner", "member with a plan", "admin"],
    },
  },
  {
    method: "POST",
    route: "/api/v1/listings/:id/contact",
    path: (w) => `/api/v1/listings/${w.areaOnly.id}/contact`,
    what: "the owner's contact of a listing whose owner shows members the area only: no exact point to members",
    expect: { anonymous: 401, user: 403, owner: 200, "member with a plan": 200, admin: 200 },
    reveals: {
      listing: "areaOnly",
      to: ["owner", "member with a plan", "admin"],
      location: ["owner", "admin"],
    },
  },
  {
    method: "POST",
    route: "/api/v1/listings/:id/contact",
    path: (w) => `/api/v1/listings/${w.pending.id}/contact`,
    what: "the owner's contact of a pending listing",
    expect: { anonymous: 401, user: 404, owner: 200, "member with a plan": 404, admin: 200 },
    reveals: { listing: "pending", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "POST",
    route: "/api/v1/listings/:id/contact",
    path: (w) => `/api/v1/listings/${w.unknownId}/contact`,
    what: "the contact of an id nobody has",
    expect: { anonymous: 401, user: 404, owner: 404, "member with a plan": 404, admin: 404 },
  },
];
