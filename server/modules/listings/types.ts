import type { MediaVariant } from "#server/db/schema/index.ts";

export type ListingTypeParam = "sell" | "rent" | "lease";

export interface CoverImage {
  url: string;
  width: number;
  height: number;
  /** `url 480w, url 960w, …` for an image with renditions; null otherwise. */
  srcSet: string | null;
  kind: "image" | "video";
}

/** What a public listing card shows. Never carries the owner's contact details. */
export interface ListingCard {
  id: string;
  code: string;
  propertyName: string;
  types: ListingTypeParam;
  propertyType: string | null;
  budget: number | null;
  budgetMethod: string | null;
  areaSqFt: number | null;
  areaUnit: string | null;
  numberOfRooms: string | null;
  city: string;
  coverImage: CoverImage | null;
  createdAt: Date;
}

/** A srcset value from stored renditions, narrowest first; null when there is nothing to choose from. */
export function toSrcSet(variants: readonly MediaVariant[]): string | null {
  if (variants.length === 0) return null;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}
