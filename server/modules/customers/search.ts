// The customer table's search box: a case-insensitive substring of the name, the e-mail or the phone number.
import type { UserDoc } from "#server/db/documents.ts";

type Searchable = Pick<UserDoc, "firstName" | "lastName" | "email" | "phoneNumber">;

/** The search as typed, once: lower-cased, inner spaces kept; its digits alone for phone numbers. */
export function customerSearch(typed: string): { text: string; digits: string } {
  const text = typed.trim().toLowerCase().replace(/\s+/g, " ");
  // "98765 43210" and "+91 98765-43210" find 9876543210; a search with letters in it is not a phone number.
  const digits = /[a-z@]/.test(text) ? "" : text.replace(/\D/g, "").replace(/^91(?=\d{10}$)/, "");
  return { text, digits };
}

export function matchesCustomerSearch(
  customer: Searchable,
  search: { text: string; digits: string },
): boolean {
  if (!search.text) return true;
  const name = `${customer.firstName} ${customer.lastName}`.toLowerCase();
  if (name.includes(search.text)) return true;
  if (customer.email?.toLowerCase().includes(search.text)) return true;
  const phone = customer.phoneNumber ?? "";
  return phone.includes(search.text) || (search.digits !== "" && phone.includes(search.digits));
}
