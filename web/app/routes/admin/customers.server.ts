import type { AuthAdapter } from "#server/adapters/auth/firebase.ts";
import type { Storage } from "#server/adapters/storage/storage.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/http/context.ts";
import { type FormRefusal, formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { listCustomers } from "#server/modules/customers/queries.ts";
import { deleteCustomer } from "#server/modules/customers/service.ts";
import { CUSTOMER_CITIES, CUSTOMER_MESSAGES, customerFiltersSchema } from "#shared/forms/customers.ts";

/** The table for the address's filters; a filter the page never offers is the sender's mistake (400). */
export async function loadCustomersPage(db: Db, { url }: { url: URL }) {
  const parsed = customerFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw AppError.badRequest(parsed.error.issues[0]?.message ?? "Bad filter.");
  return { filters: parsed.data, cities: CUSTOMER_CITIES, ...(await listCustomers(db, parsed.data)) };
}

export type DeleteAnswer = { ok: true; status: 200; deletedId: string } | FormRefusal;

/** The Yes of the confirmation dialog. */
export async function deleteCustomerFromPage(
  db: Db,
  input: {
    auth: AuthAdapter;
    storage: Storage;
    actor: SessionUser;
    form: FormData;
    logger: Logger;
    requestId: string;
  },
): Promise<DeleteAnswer> {
  const customerId = String(input.form.get("customerId") ?? "");
  if (input.form.get("intent") !== "delete" || !customerId)
    return { ok: false, status: 400, message: CUSTOMER_MESSAGES.deleteFailed, fieldErrors: {} };
  try {
    await deleteCustomer(db, {
      auth: input.auth,
      storage: input.storage,
      actor: input.actor,
      customerId,
      requestId: input.requestId,
    });
    return { ok: true, status: 200, deletedId: customerId };
  } catch (error) {
    return formRefusal(error, { failed: CUSTOMER_MESSAGES.deleteFailed, logger: input.logger });
  }
}
