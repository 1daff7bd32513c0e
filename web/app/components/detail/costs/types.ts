import type { CostsBasis } from "#shared/costs/estimate.ts";
import type { CostLine, CostsFigures } from "./figures.ts";

/** The costs section as the loader says it, in the request's language (costs-section.server.ts). */
export interface CostsSectionData {
  basis: CostsBasis;
  figures: CostsFigures;
  /** The guideline value as the owner states it, and the listing's price per unit beside its district's median. */
  lines: CostLine[];
  /** What the figures were worked out by (the band, the building's value, the rates' date), and where to check. */
  notes: { text: string; href?: string }[];
  words: {
    heading: string;
    /** The women's lower fee, offered only where it would apply. */
    woman: string | null;
    loanHeading: string;
    recalculate: string;
  } & Record<"loan" | "rate" | "years", string>;
}
