// What a buyer pays the state on a sale (issue 35): stamp duty and the registration fee, each a rate of the
// higher of the price and the guideline value. The rates are data with the date they took effect (the admin's
// rates table); this works out one sale with the rates given, so its answer names what it used.

/** A rate of the value a charge is computed on, in percent (7 for 7%). */
export interface ChargeRates {
  stampDutyPercent: number;
  registrationFeePercent: number;
}

/** A band of an apartment's first sale by composite value: up to `upTo` rupees (null: no ceiling). */
export interface ApartmentSlab extends ChargeRates {
  upTo: number | null;
}

/** The rates in force from a date, and where they were published. */
export interface RegistrationRates {
  effectiveFrom: string;
  source: string;
  /** Land and buildings: sale, gift, exchange. */
  sale: ChargeRates;
  /** An apartment's first sale by composite value, in ascending bands. */
  apartmentFirstSale: readonly ApartmentSlab[];
  /** A woman buyer pays a lower registration fee on a property of at most `upTo` rupees. */
  womenConcession: { upTo: number; registrationFeePercentLess: number };
}

/** The sale asked about. */
export interface Sale {
  price: number;
  /** The guideline value of the whole property (per unit × area), when the owner gave it. */
  guidelineValue: number | null;
  apartmentFirstSale: boolean;
  buyerIsWoman: boolean;
}

export interface Charge {
  percent: number;
  rupees: number;
}

export interface SaleCharges {
  /** What the charges are computed on: the higher of the price and the guideline value. */
  value: number;
  valueIs: "price" | "guideline value";
  stampDuty: Charge;
  registrationFee: Charge;
  total: number;
  priceWithCharges: number;
  /** Whether the woman buyer's concession lowered the fee. */
  concession: boolean;
  /** The rates' date (the answer names it). */
  ratesEffectiveFrom: string;
}

const charge = (value: number, percent: number): Charge => ({
  percent,
  rupees: Math.round((value * percent) / 100),
});

function ratesFor(value: number, sale: Sale, rates: RegistrationRates): ChargeRates {
  if (!sale.apartmentFirstSale) return rates.sale;
  return rates.apartmentFirstSale.find((slab) => slab.upTo === null || value <= slab.upTo) ?? rates.sale;
}

/** The charges on `sale` under `rates`, each with its rate and the value it is computed on, in whole rupees. */
export function saleCharges(sale: Sale, rates: RegistrationRates): SaleCharges {
  if (!(sale.price > 0)) throw new RangeError(`price ${sale.price}`);
  const guideline = sale.guidelineValue ?? 0;
  const value = Math.max(sale.price, guideline);
  const applied = ratesFor(value, sale, rates);
  const concession = sale.buyerIsWoman && value <= rates.womenConcession.upTo;
  const feePercent = concession
    ? Math.max(0, applied.registrationFeePercent - rates.womenConcession.registrationFeePercentLess)
    : applied.registrationFeePercent;
  const stampDuty = charge(value, applied.stampDutyPercent);
  const registrationFee = charge(value, feePercent);
  const total = stampDuty.rupees + registrationFee.rupees;
  return {
    value,
    valueIs: guideline > sale.price ? "guideline value" : "price",
    stampDuty,
    registrationFee,
    total,
    priceWithCharges: sale.price + total,
    concession,
    ratesEffectiveFrom: rates.effectiveFrom,
  };
}
