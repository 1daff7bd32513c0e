// Matrix rows of the admin console's moderation: the lists, the review page, approve, reject, the admin's edit.
import { adminOnly, adminPage, type Row } from "./rows.ts";

export const rows: readonly Row[] = [
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
    route: "/api/v1/admin/counts",
    path: () => "/api/v1/admin/counts",
    what: "the dashboard's counts",
    expect: adminOnly(200),
  },
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
    what: "pending properties",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/approveproperty",
    path: () => "/approveproperty",
    what: "approved properties",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/rejectedproperties",
    path: () => "/rejectedproperties",
    what: "rejected properties",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/individualadmin/:id",
    path: (w) => `/individualadmin/${w.pending.id}`,
    what: "the admin's review page",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/editpropertyadmin/:id",
    path: (w) => `/editpropertyadmin/${w.pending.id}`,
    what: "the admin's edit form",
    expect: adminPage(200),
  },
];
