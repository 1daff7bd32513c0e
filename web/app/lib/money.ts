const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const LAKH = 100_000;
const CRORE = 10_000_000;

/** ₹12,50,000: whole rupees in Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return `₹${grouping.format(Math.round(rupees))}`;
}

function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** ₹12.5 L, ₹1.2 Cr; amounts below a lakh in full (₹45,000). */
export function formatRupeesShort(rupees: number): string {
  if (Math.abs(rupees) >= CRORE) return `₹${oneDecimal(rupees / CRORE)} Cr`;
  if (Math.abs(rupees) >= LAKH) return `₹${oneDecimal(rupees / LAKH)} L`;
  return formatRupees(rupees);
}

/** A card's price: ₹45 L · Overall budget, ₹25,000 / month, ₹1.5 L / cent. */
export function budgetLabel(budget: number | null, method: string | null): string | null {
  if (budget === null) return null;
  const amount = formatRupeesShort(budget);
  switch (method) {
    case "Monthly":
      return `${amount} / month`;
    case "Per Cent":
      return `${amount} / cent`;
    case "Per Acre":
      return `${amount} / acre`;
    case null:
      return amount;
    default:
      return `${amount} · ${method}`;
  }
}
