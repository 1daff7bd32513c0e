import { formatRupees } from "#shared/money.ts";

/** ₹1,499 from 149900 paise (plans are priced in whole rupees). */
export function formatPaise(amountPaise: number): string {
  return formatRupees(amountPaise / 100);
}
