// Matrix rows of the registration rates (issue 35): the admin's table and page, and the rates in force for
// everyone. Each write names its own day (a second set on one day is refused), and a row that changes or deletes
// a set makes a fresh one dated later (never the set in force) before each role's request.
import { insertRates, ratesForm } from "#tests/support/factories/index.ts";
import { adminOnly, adminPage, everyone, type MatrixContext, type Row } from "./rows.ts";

/** A day no other set of the matrix takes effect on: one after another, from 2100. */
let dayNumber = 0;
const freshDay = () => {
  dayNumber += 1;
  return new Date(Date.UTC(2100, 0, dayNumber)).toISOString().slice(0, 10);
};

/** The set the next request names. */
const scratch = { id: "no-rates-yet", effectiveFrom: "2100-01-01" };
const freshRates = async ({ api }: MatrixContext) => {
  const set = await insertRates(api.db, { effectiveFrom: freshDay() });
  scratch.id = set.id;
  scratch.effectiveFrom = set.effectiveFrom;
};

export const rows: readonly Row[] = [
  // ---- API ---------------------------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/api/v1/rates",
    path: () => "/api/v1/rates",
    what: "the registration rates in force",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/admin/rates",
    path: () => "/api/v1/admin/rates",
    what: "every set of registration rates",
    expect: adminOnly(200),
  },
  {
    method: "POST",
    route: "/api/v1/admin/rates",
    path: () => "/api/v1/admin/rates",
    what: "add a set of rates",
    expect: adminOnly(201),
    json: () => ratesForm({ effectiveFrom: freshDay() }),
  },
  {
    method: "PUT",
    route: "/api/v1/admin/rates/:id",
    path: () => `/api/v1/admin/rates/${scratch.id}`,
    what: "edit a set of rates",
    expect: adminOnly(200),
    json: () => ratesForm({ effectiveFrom: scratch.effectiveFrom, saleStampDuty: "6" }),
    before: freshRates,
  },
  {
    method: "DELETE",
    route: "/api/v1/admin/rates/:id",
    path: () => `/api/v1/admin/rates/${scratch.id}`,
    what: "delete a set of rates",
    expect: adminOnly(200),
    before: freshRates,
  },

  // ---- Pages -------------------------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/admin/rates",
    path: () => "/admin/rates",
    what: "the registration rates",
    expect: adminPage(200),
  },
  {
    method: "GET",
    route: "/admin/rates",
    path: () => `/admin/rates?edit=${scratch.id}`,
    what: "the registration rates in edit mode",
    expect: adminPage(200),
    before: freshRates,
  },
  {
    method: "GET",
    route: "/admin/rates",
    path: () => `/admin/rates?delete=${scratch.id}`,
    what: "the registration rates asking to confirm a deletion (without JavaScript)",
    expect: adminPage(200),
    before: freshRates,
  },
  {
    method: "POST",
    route: "/admin/rates",
    path: () => "/admin/rates",
    what: "add rates from the form",
    expect: adminPage(200),
    form: () => ({ intent: "create", ...ratesForm({ effectiveFrom: freshDay() }) }),
  },
  {
    method: "POST",
    route: "/admin/rates",
    path: () => "/admin/rates",
    what: "update rates from the form",
    expect: adminPage(200),
    form: () => ({
      intent: "update",
      id: scratch.id,
      ...ratesForm({ effectiveFrom: scratch.effectiveFrom, saleStampDuty: "6" }),
    }),
    before: freshRates,
  },
  {
    method: "POST",
    route: "/admin/rates",
    path: () => "/admin/rates",
    what: "delete rates from the confirmation",
    expect: adminPage(200),
    form: () => ({ intent: "delete", id: scratch.id }),
    before: freshRates,
  },
];
