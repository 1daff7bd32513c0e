import type { Db } from "#server/db/firestore.ts";
import { listOrdersForAdmin } from "#server/modules/payments/admin-queries.ts";
import { ADMIN_PAYMENT_FILTERS, adminPaymentsQuerySchema } from "#shared/forms/admin-payments.ts";

/** The payments list for the address's filters; a filter that does not parse shows its message with a 400. */
export async function loadPaymentsPage(db: Db, { url }: { url: URL }) {
  const params = url.searchParams;
  const typed = Object.fromEntries(
    ADMIN_PAYMENT_FILTERS.map((name) => [name, params.get(name) ?? ""]),
  ) as Record<(typeof ADMIN_PAYMENT_FILTERS)[number], string>;
  const parsed = adminPaymentsQuerySchema.safeParse({ ...typed, page: params.get("page") ?? "" });
  if (!parsed.success)
    return { status: 400, typed, error: parsed.error.issues[0]?.message ?? "Bad filter.", list: null };
  return { status: 200, typed, error: null, list: await listOrdersForAdmin(db, parsed.data) };
}
