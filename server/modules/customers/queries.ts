// The admin's customer table (SPEC §2 "Customer Details"): active accounts, newest first, filtered on the server.
import { col } from "#server/db/collections.ts";
import type { UserDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { CUSTOMERS_PAGE_SIZE, type CustomerFilters, type CustomerRow } from "#shared/forms/customers.ts";
import { customerSearch, matchesCustomerSearch } from "./search.ts";

export interface CustomerPage {
  customers: CustomerRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

/**
 * Customers who can sign in: not disabled, and so not deleted nor being deleted (a deletion disables the
 * document first). Without a search, the database pages and counts; a search (a substring, which Firestore
 * cannot match) reads the filter's customers and matches them here: a few thousand small documents, well
 * within one request.
 */
export async function listCustomers(db: Db, filters: CustomerFilters): Promise<CustomerPage> {
  let active = col.users(db).where("disabled", "==", false);
  if (filters.city) active = active.where("city", "==", filters.city);
  const newestFirst = active.orderBy("createdAt", "desc");
  const start = (filters.page - 1) * CUSTOMERS_PAGE_SIZE;

  let rows: CustomerRow[];
  let total: number;
  if (filters.q) {
    const search = customerSearch(filters.q);
    const matches = (await newestFirst.get()).docs.filter((doc) => matchesCustomerSearch(doc.data(), search));
    total = matches.length;
    rows = matches.slice(start, start + CUSTOMERS_PAGE_SIZE).map((doc) => rowOf(doc.id, doc.data()));
  } else {
    const [snapshot, count] = await Promise.all([
      newestFirst.offset(start).limit(CUSTOMERS_PAGE_SIZE).get(),
      active.count().get(),
    ]);
    total = count.data().count;
    rows = snapshot.docs.map((doc) => rowOf(doc.id, doc.data()));
  }
  return {
    customers: rows,
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE)),
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

function rowOf(id: string, user: UserDoc): CustomerRow {
  return {
    id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    city: user.city,
    createdAt: user.createdAt,
  };
}
