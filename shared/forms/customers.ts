// The admin's customer table filters (SPEC §2 "Customer Details"): city ('All Cities' = none), a search of name,
// e-mail or phone, and the page. One schema for the page's address and GET /api/v1/admin/customers.
import * as z from "zod/mini";
import { TAMIL_NADU_DISTRICTS } from "../districts.ts";

export const CUSTOMERS_PAGE_SIZE = 20;
export const MAX_CUSTOMER_SEARCH = 100;
const MAX_CUSTOMER_PAGE = 1000;

/** What the admin is told about a deletion (SPEC gives no wording for its outcome). */
export const CUSTOMER_MESSAGES = {
  deleted: "Customer deleted.",
  deleteFailed: "Failed to delete customer. Please try again.",
  notFound: "No customer found.",
  notYourself: "You cannot delete your own account here. Use Delete account on your profile instead.",
  notAnAdmin: "Administrators cannot be deleted. Take away their admin right first.",
} as const;

/** The cities the filter offers after 'All Cities': the sign-up form's list, which is what customers hold. */
export const CUSTOMER_CITIES = TAMIL_NADU_DISTRICTS;

/** A query parameter, trimmed; absent or empty means "not filtered" (null), then checked by `schema`. */
const optionalParam = <T>(schema: z.ZodMiniType<T, string | null>) =>
  z.pipe(
    z.pipe(
      z.optional(z.string({ message: "Give each filter once." })),
      z.transform((value) => value?.trim() || null),
    ),
    schema,
  );

export const customerFiltersSchema = z.object({
  city: optionalParam(
    z.nullable(z.enum(CUSTOMER_CITIES, { message: "Please choose a city from the list." })),
  ),
  q: optionalParam(
    z.nullable(
      z
        .string()
        .check(z.maxLength(MAX_CUSTOMER_SEARCH, `Search must be at most ${MAX_CUSTOMER_SEARCH} characters.`)),
    ),
  ),
  page: optionalParam(
    z.pipe(
      z.pipe(
        z.nullable(z.string().check(z.regex(/^\d{1,4}$/, "Page must be a whole number."))),
        z.transform((digits) => (digits === null ? 1 : Number(digits))),
      ),
      z.number().check(z.gte(1, "Page must be at least 1."), z.lte(MAX_CUSTOMER_PAGE, "Page is too large.")),
    ),
  ),
});

export type CustomerFilters = z.infer<typeof customerFiltersSchema>;

/** A row of the customer table: what the page and the API show of an active account. */
export interface CustomerRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  city: string | null;
  createdAt: Date;
}
