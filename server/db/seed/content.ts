import type { PropertyName } from "#shared/values.ts";
import type { PlanDoc } from "../documents.ts";

export const SEED_PLANS: readonly Pick<
  PlanDoc,
  "name" | "priceRupees" | "duration" | "timeUnit" | "sortOrder"
>[] = [
  { name: "Basic", priceRupees: 199, duration: 1, timeUnit: "month", sortOrder: 1 },
  { name: "Standard", priceRupees: 499, duration: 3, timeUnit: "month", sortOrder: 2 },
  { name: "Premium", priceRupees: 1499, duration: 12, timeUnit: "month", sortOrder: 3 },
];

/** One featured collection per property name; the title is the name so that 'View More' filters by it. */
export const SEED_COLLECTIONS: readonly { title: PropertyName; description: string }[] = [
  {
    title: "House",
    description: "Independent houses with their own plot, from compact 1 BHK homes to roomy family villas.",
  },
  {
    title: "Land",
    description: "House plots, approved layouts and farm land, priced per cent, per acre or as a whole.",
  },
  {
    title: "Apartment",
    description: "Flats in gated communities and city blocks, many with lift, power backup and parking.",
  },
  {
    title: "Store",
    description: "Shops and showrooms on busy streets and main roads, for sale, rent or lease.",
  },
  {
    title: "Farm House",
    description: "Farm houses among coconut and mango groves, with wells, borewells and three-phase power.",
  },
];
