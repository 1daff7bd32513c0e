// The results map's answer (GET /api/v1/listings/map), in a module of its own: the browser reads it with this
// schema when a visitor opens the map, and zod is one chunk holding whatever any browser code uses of it, so the
// search's answer beside it in ./listings.ts (a record of unknowns) would reach every form's page.
import * as z from "zod/mini";
import { described, listingType } from "./common.ts";

/** The zoom levels the map answers for: the state seen whole to a street. */
export const MAP_ZOOMS = { min: 5, max: 18 } as const;
/** More single listings than this in the box answer clusters only for the rest (`capped`): zoom in to see them. */
export const MAP_MARKER_LIMIT = 300;

export const mapAnswer = z.object({
  total: described(z.int(), "Listings matching the filters in the box"),
  capped: described(z.boolean(), `More than ${MAP_MARKER_LIMIT} single listings: zoom in to see them all`),
  clusters: described(
    z.array(z.object({ lat: z.number(), lng: z.number(), count: z.int() })),
    "Several listings close together at this zoom, drawn as one disc with their count",
  ),
  listings: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      lat: z.number(),
      lng: z.number(),
      budget: z.nullable(z.int()),
      budgetMethod: z.nullable(z.string()),
      propertyName: z.string(),
      types: listingType,
    }),
  ),
});
export type MapAnswer = z.infer<typeof mapAnswer>;
