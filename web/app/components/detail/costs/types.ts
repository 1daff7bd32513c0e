import type { CostsBasis } from "#shared/costs/estimate.ts";
import type { CostLine, CostsFigures } from "./figures.ts";

/** The costs section as the loader says it, in the request's language (costs-section.server.ts). */
export interface CostsSectionData {
  basis: CostsBasis;
  figures: CostsFigures;
  /** The guideline value as the owner states it, with the price's multiple of it. */
  guideline: CostLine[];
  /** The listing's price per unit beside the median of its kind in its district. */
  going: CostLine[];
  /** What the charges were worked out by: the band, the building's value, the loan rate's source. */
  notes: string[];
  words: {
    heading: string;
    lookUp: string;
    going: string;
    needsArea: string;
    /** The women's lower fee, offered only where it would apply. */
    woman: string | null;
    loanHeading: string;
    recalculate: string;
    estimate: string;
    source: string;
    sourceUrl: string | null;
  } & Record<"loan" | "rate" | "years", string>;
}
