// Matrix rows of the admin console: Customers and premium plans.
import { adminPage, type Row } from "./rows.ts";

export const rows: readonly Row[] = [
  {
    method: "GET",
    route: "/customerdetails",
    path: () => "/customerdetails",
    what: "the customers table",
    expect: adminPage(200),
  },
  { method: "GET", route: "/plans", path: () => "/plans", what: "the plan manager", expect: adminPage(200) },
];
