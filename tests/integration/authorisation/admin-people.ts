// Matrix rows of the admin console: Customers and premium plans. A row that changes or deletes a record makes a
// fresh one before each role's request, so that only the admin's changes anything and every role has its own.
import { createUser, insertPlan, planForm } from "#tests/support/factories/index.ts";
import { adminOnly, adminPage, everyone, type MatrixContext, type Row } from "./rows.ts";

/** The record the next request names: a throwaway customer or plan made by `before`. */
const scratch = { customerId: "no-customer-yet", planId: "no-plan-yet" };

const freshCustomer = async ({ api }: MatrixContext) => {
  // A customer document alone (no Firebase account): deleting it disables an account that is not there.
  scratch.customerId = (await createUser(api.db, { city: "Salem" })).uid;
};
const freshPlan = async ({ api }: MatrixContext) => {
  scratch.planId = (await insertPlan(api.db, { name: "Matrix plan" })).id;
};

export const rows: readonly Row[] = [
  // ---- API ---------------------------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/api/v1/admin/customers",
    path: () => "/api/v1/admin/customers?city=Salem&q=arul&page=1",
    what: "the customers table",
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/v1/admin/customers/:id",
    path: () => `/api/v1/admin/customers/${scratch.customerId}`,
    what: "delete a customer",
    expect: adminOnly(204),
    before: freshCustomer,
  },
  {
    method: "GET",
    route: "/api/v1/admin/plans",
    path: () => "/api/v1/admin/plans",
    what: "the plan manager's lists",
    expect: adminOnly(200),
  },
  {
    method: "POST",
    route: "/api/v1/admin/plans",
    path: () => "/api/v1/admin/plans",
    what: "add a plan",
    expect: adminOnly(201),
    json: () => planForm({ name: "Matrix added" }),
  },
  {
    method: "PUT",
    route: "/api/v1/admin/plans/:id",
    path: () => `/api/v1/admin/plans/${scratch.planId}`,
    what: "edit a plan",
    expect: adminOnly(200),
    json: () => planForm({ name: "Matrix edited" }),
    before: freshPlan,
  },
  {
    method: "DELETE",
    route: "/api/v1/admin/plans/:id",
    path: () => `/api/v1/admin/plans/${scratch.planId}`,
    what: "delete a plan",
    expect: adminOnly(200),
    before: freshPlan,
  },

  // ---- Pages -------------------------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/customerdetails",
    path: () => "/customerdetails",
    what: "the customers table",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/customerdetails",
    path: () => "/customerdetails?city=Salem&q=arul&page=2",
    what: "the customers table, filtered",
    expect: adminPage(200),
  },
  {
    method: "POST",
    route: "/customerdetails",
    path: () => "/customerdetails",
    what: "the delete dialog's Yes",
    expect: adminPage(200),
    form: () => ({ intent: "delete", customerId: scratch.customerId }),
    before: freshCustomer,
  },
  { method: "GET", route: "/plans", path: () => "/plans", what: "the plan manager", expect: adminPage(200) },
  {
    method: "GET",
    route: "/plans",
    path: () => `/plans?edit=${scratch.planId}`,
    what: "the plan manager in edit mode",
    expect: adminPage(200),
    before: freshPlan,
  },
  {
    method: "POST",
    route: "/plans",
    path: () => "/plans",
    what: "add a plan from the form",
    expect: adminPage(200),
    form: () => ({ intent: "create", ...planForm({ name: "Matrix page plan" }) }),
  },
  {
    method: "POST",
    route: "/plans",
    path: () => "/plans",
    what: "update a plan from the form",
    expect: adminPage(200),
    form: () => ({ intent: "update", id: scratch.planId, ...planForm({ name: "Matrix page edit" }) }),
    before: freshPlan,
  },
  {
    method: "POST",
    route: "/plans",
    path: () => "/plans",
    what: "delete a plan from the dialog",
    expect: adminPage(200),
    form: () => ({ intent: "delete", id: scratch.planId }),
    before: freshPlan,
  },
  {
    method: "GET",
    route: "/user",
    path: () => "/user",
    what: "the old app's customer list, now Customers Details",
    expect: everyone(301),
  },
];
