// Matrix rows of the admin console: Banners and featured collections.
import { adminPage, type Row } from "./rows.ts";

export const rows: readonly Row[] = [
  {
    method: "GET",
    route: "/uploadimage",
    path: () => "/uploadimage",
    what: "the banner manager",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/admin/collections",
    path: () => "/admin/collections",
    what: "the featured collections",
    expect: adminPage(200),
  },
];
