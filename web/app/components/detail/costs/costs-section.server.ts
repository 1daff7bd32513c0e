// The costs section's data (issue 35), said by the loader in the request's language: the words and first figures
// of CostsSection, from the listing, the rates in force, the going rate and the visitor's numbers in the URL.
import type { PublicReads } from "#server/modules/public/reads.ts";
import { costsBasis, estimateCosts } from "#shared/costs/estimate.ts";
import { type GuidelineUnit, priceMultiple, TNREGINET_URL } from "#shared/costs/guideline.ts";
import { formatLongDate } from "#shared/dates.ts";
import { districtLabel } from "#shared/districts.ts";
import { formatRupees, formatRupeesShort } from "#shared/money.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { SQ_FT_PER_UNIT } from "#shared/values.ts";
import { m } from "#web/lib/i18n.ts";
import type { ListingDetailView } from "../types.ts";
import { type CostLine, costsFigures, percent } from "./figures.ts";
import type { CostsSectionData } from "./types.ts";

const UNIT_WORDS: Record<GuidelineUnit, () => string> = {
  sqft: m["costs.unitSqft"],
  cent: m["costs.unitCent"],
  acre: m["costs.unitAcre"],
};

/** Land is priced by the cent; buildings by the sq ft. */
const goingUnit = (propertyName: string): GuidelineUnit =>
  propertyName === "Land" || propertyName === "Farm House" ? "cent" : "sqft";

function perUnit(perCentRupees: number, unit: GuidelineUnit): string {
  const rupees = (perCentRupees * SQ_FT_PER_UNIT[unit]) / SQ_FT_PER_UNIT.cent;
  return m["costs.perUnit"]({ price: formatRupees(rupees), unit: UNIT_WORDS[unit]() });
}

function guidelineLines(listing: ListingDetailView, multiple: number | null): CostLine[] {
  const value = listing.guidelineValue;
  if (!value) return [];
  return [
    {
      label: m["costs.guideline"](),
      value: m["costs.guidelineValue"]({
        value: formatRupees(value.rupeesPerUnit),
        unit: UNIT_WORDS[value.unit](),
      }),
      note: multiple === null ? undefined : m["costs.guidelineMultiple"]({ n: String(multiple) }),
    },
    { label: m["costs.guidelineSource"](), value: value.source, ownersWords: true },
  ];
}

async function goingLines(listing: ListingDetailView, reads: PublicReads): Promise<CostLine[]> {
  const { medianPerCentRupees, count } = await reads.goingRate(listing.propertyName, listing.city);
  if (medianPerCentRupees === null) return [];
  const unit = goingUnit(listing.propertyName);
  const median = {
    label: m["costs.goingMedian"]({
      count: String(count),
      name: propertyNameLabel(listing.propertyName),
      city: districtLabel(listing.city),
    }),
    value: perUnit(medianPerCentRupees, unit),
  };
  const own = listing.pricePerCentRupees;
  return own ? [{ label: m["costs.goingHere"](), value: perUnit(own, unit) }, median] : [median];
}

/** The section for a sale listing; null for rent and lease, and when no rates are in force. */
export async function costsSection(
  listing: ListingDetailView,
  reads: PublicReads,
  query: URLSearchParams,
): Promise<CostsSectionData | null> {
  const basis = costsBasis(listing, await reads.rates());
  if (!basis) return null;
  const { rates } = basis;
  const figures = costsFigures(basis, {
    loan: query.get("loan"),
    rate: query.get("rate"),
    years: query.get("years"),
    woman: query.get("woman"),
  });
  // The band and the concession's reach depend on the listing's values only, not on the visitor's numbers.
  const charges = estimateCosts(basis).charges;
  const notes: CostsSectionData["notes"] = [];
  if (basis.priceRupees === null) notes.push({ text: m["costs.needsArea"]() });
  const slab = charges?.slab;
  if (slab)
    notes.push({
      text:
        slab.upToRupees === null
          ? m["costs.bandTop"]({ from: formatRupeesShort(slab.fromRupees - 1) })
          : m["costs.band"]({
              from: formatRupeesShort(slab.fromRupees),
              to: formatRupeesShort(slab.upToRupees),
            }),
    });
  // A building's registered value is its land's guideline value and the building's, which no one states here.
  if (listing.guidelineValue && basis.kind === "sale" && listing.propertyName !== "Land")
    notes.push({ text: m["costs.houseNote"]() });
  notes.push(
    {
      text: `${m["costs.estimate"]()} ${m["costs.ratesFrom"]({ date: formatLongDate(rates.effectiveFrom) })}`,
    },
    { text: m["costs.source"](), href: rates.source.url ?? TNREGINET_URL },
    { text: m["costs.guidelineLookUp"](), href: TNREGINET_URL },
  );
  const concession = rates.womenConcession;
  return {
    basis,
    figures,
    lines: [
      ...guidelineLines(listing, priceMultiple(basis.priceRupees, basis.guidelineRupees)),
      ...(await goingLines(listing, reads)),
    ],
    notes,
    words: {
      heading: m["costs.heading"](),
      woman:
        concession && charges?.womenConcessionWouldApply
          ? m["costs.woman"]({
              cut: percent(concession.registrationFeeCutBp),
              ceiling: formatRupeesShort(concession.upToRupees),
            })
          : null,
      loanHeading: m["costs.loan"](),
      loan: m["costs.loanAmount"](),
      rate: m["costs.loanRate"](),
      years: m["costs.loanYears"](),
      recalculate: m["costs.recalculate"](),
    },
  };
}
