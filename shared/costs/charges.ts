// What a buyer pays the state on a sale (issue 35, docs/costs-design.md §2): stamp duty and the registration fee,
// each a rate of the higher of the asking price and the guideline value, at the rates in force (./rates.ts).
// Every line names its rate and the value it is on, and the whole answer the rates' date and source.
import type { RateSet } from "./rates.ts";

export type ChargeKind = "sale" | "apartment-first-sale";

export interface ChargesInput {
  /** The whole asking price. */
  priceRupees: number;
  /** The guideline value of the whole property (per unit × area), or null when the owner gave none. */
  guidelineRupees: number | null;
  kind: ChargeKind;
  buyerIsWoman: boolean;
  rates: RateSet;
}

export interface ChargeLine {
  rateBp: number;
  baseRupees: number;
  amountRupees: number;
}

export interface Charges {
  /** What the charges are on: the higher of the two (a tie is the price). */
  base: { rupees: number; from: "price" | "guideline" };
  stampDuty: ChargeLine;
  registrationFee: ChargeLine;
  totalRupees: number;
  priceWithChargesRupees: number;
  /** An apartment's band, for its first sale. */
  slab: { fromRupees: number; upToRupees: number | null } | null;
  /** The woman buyer's lower fee, when it applied. */
  concession: { cutBp: number; upToRupees: number } | null;
  /** Whether the base is within the concession's ceiling: the page offers the choice only then. */
  womenConcessionWouldApply: boolean;
  effectiveFrom: string;
  source: RateSet["source"];
}

/**
 * `rupees × bp / 10,000`, rounded half up to the rupee, in BigInt: a guideline total can reach 10¹⁴ rupees,
 * and times 10⁴ that passes the integers a Number holds exactly.
 */
export function percentOf(rupees: number, bp: number): number {
  const scaled = BigInt(Math.round(rupees)) * BigInt(bp);
  return Number((scaled * 2n + 10_000n) / 20_000n);
}

const line = (baseRupees: number, rateBp: number): ChargeLine => ({
  rateBp,
  baseRupees,
  amountRupees: percentOf(baseRupees, rateBp),
});

/** The charges on one sale at `rates`, in whole rupees. */
export function charges({ priceRupees, guidelineRupees, kind, buyerIsWoman, rates }: ChargesInput): Charges {
  if (!(priceRupees >= 1)) throw new RangeError(`price ${priceRupees}`);
  const fromGuideline = guidelineRupees !== null && guidelineRupees > priceRupees;
  const base = fromGuideline ? guidelineRupees : priceRupees;

  let applied = rates.sale;
  let slab: Charges["slab"] = null;
  if (kind === "apartment-first-sale") {
    const slabs = rates.apartmentFirstSale.slabs;
    const index = slabs.findIndex((s) => s.upToRupees === null || base <= s.upToRupees);
    const found = slabs[index];
    if (found) {
      applied = found;
      slab = {
        fromRupees: index === 0 ? 0 : (slabs[index - 1]?.upToRupees ?? 0) + 1,
        upToRupees: found.upToRupees,
      };
    }
  }

  const women = rates.womenConcession;
  const womenConcessionWouldApply = women !== null && base <= women.upToRupees;
  const concession = buyerIsWoman && womenConcessionWouldApply ? women : null;
  const feeBp = Math.max(0, applied.registrationFeeBp - (concession?.registrationFeeCutBp ?? 0));

  const stampDuty = line(base, applied.stampDutyBp);
  const registrationFee = line(base, feeBp);
  const totalRupees = stampDuty.amountRupees + registrationFee.amountRupees;
  return {
    base: { rupees: base, from: fromGuideline ? "guideline" : "price" },
    stampDuty,
    registrationFee,
    totalRupees,
    priceWithChargesRupees: priceRupees + totalRupees,
    slab,
    concession: concession && { cutBp: concession.registrationFeeCutBp, upToRupees: concession.upToRupees },
    womenConcessionWouldApply,
    effectiveFrom: rates.effectiveFrom,
    source: rates.source,
  };
}
