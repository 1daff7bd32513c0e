// The admin's payments list: its filters as the page's address and the API's query carry them (zod/mini, so the
// page and the server parse with one schema).
import * as z from "zod/mini";
import { ORDER_STATUSES } from "#shared/values.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blankIsNull = z.pipe(
  z.optional(z.string({ message: "Give each filter once." })),
  z.transform((value) => value?.trim() || null),
);
const day = z.pipe(
  blankIsNull,
  z.nullable(z.string().check(z.regex(DAY, "Please enter a date like 2026-03-31."))),
);

export const adminPaymentsQuerySchema = z
  .object({
    status: z.pipe(
      blankIsNull,
      z.nullable(z.enum(ORDER_STATUSES, { message: "Status must be created, paid, failed or expired." })),
    ),
    from: day,
    to: day,
    email: z.pipe(
      blankIsNull,
      z.nullable(z.string().check(z.maxLength(200, "The e-mail address is too long."))),
    ),
    page: z.pipe(
      z.pipe(blankIsNull, z.nullable(z.string().check(z.regex(/^\d{1,4}$/, "Page must be a whole number.")))),
      z.transform((digits) => Math.max(1, digits === null ? 1 : Number(digits))),
    ),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: "'From' must be on or before 'To'.",
      path: ["to"],
    }),
  );
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;
export const ADMIN_PAYMENT_FILTERS = ["status", "from", "to", "email"] as const;
