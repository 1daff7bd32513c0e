// Customers and premium plans (server/http/api/admin/people.ts), and the dashboard's counts (admin.ts).
import * as z from "zod/mini";
import { PLAN_TIME_UNITS } from "../../values.ts";
import { dateTime, described } from "../common.ts";

export { customerFiltersSchema as customersQuery } from "../../forms/customers.ts";
export { planFormSchema as planBody } from "../../forms/plan.ts";

export const dashboardCounts = z.object({
  customers: z.int(),
  pending: z.int(),
  approved: z.int(),
  rejected: z.int(),
  unhandledMessages: z.int(),
  reported: z.int(),
});

export const customersAnswer = z.object({
  customers: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.nullable(z.string()),
      phoneNumber: z.nullable(z.string()),
      city: z.nullable(z.string()),
      createdAt: dateTime,
    }),
  ),
  total: z.int(),
  page: z.int(),
  pageCount: z.int(),
  pageSize: z.int(),
});

export const plan = z.object({
  id: z.string(),
  name: z.string(),
  nameTa: z.nullable(z.string()),
  priceRupees: z.int(),
  duration: z.int(),
  timeUnit: z.enum(PLAN_TIME_UNITS),
  contactQuota: described(z.nullable(z.int()), "Owners' contacts a member may see; null: unlimited"),
  active: z.boolean(),
  updatedAt: dateTime,
});
export const plansAnswer = z.object({
  current: z.array(plan),
  archived: described(z.array(plan), "Plans members bought, kept for their receipts"),
});
export const planAnswer = z.object({ plan });
export const planDeletedAnswer = z.object({
  outcome: described(
    z.enum(["deleted", "archived"]),
    "archived: members bought it, so it is kept for their receipts but no longer sold",
  ),
});
