// The shapes every area of the JSON API shares (its error is in ./error.ts): the pictures and listing cards several
// answers carry. Written with zod/mini, since the browser parses answers with them (web/app/lib/api-fetch.ts); the
// server generates the OpenAPI document from them (server/http/openapi/).
import * as z from "zod/mini";
import { LAYOUT_AUTHORITIES } from "../title-approvals.ts";
import { LISTING_STATUSES, LISTING_TYPES } from "../values.ts";

/**
 * The descriptions `described` gives, by schema, in the order they were given, which the server puts in zod's
 * registry before it writes the API's document (server/http/openapi/json-schema.ts). Not zod's own describe: that
 * brings zod's registry, which the browser never reads, into the zod chunk every page with a form loads.
 */
export const descriptions = new Map<z.ZodMiniType, string>();

/**
 * `schema` with a description for the API's document. As zod's describe does, a check that does nothing when
 * parsing names it on every schema made with it: this copy, and any made from it (a further check, z.extend).
 */
export const described = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(
  schema: T,
  description: string,
): T => {
  const check = {
    _zod: {
      def: { check: "custom" },
      check: () => {},
      onattach: [(made: z.ZodMiniType) => descriptions.set(made, description)],
    },
  };
  return schema.check(check as unknown as z.core.$ZodCheck<z.output<T>>);
};

/** A date and time as JSON writes a Date: ISO 8601 in UTC. */
export const dateTime = z.iso.datetime();
export const nullableDateTime = z.nullable(dateTime);
const whole = z.int();

/** A write's answer that only says what happened, in the request's language. */
export const messageAnswer = z.object({ message: z.string() });

export const image = z.object({
  url: z.string(),
  width: whole,
  height: whole,
  srcSet: described(z.nullable(z.string()), "`url 480w, url 960w, …`; null without renditions"),
  avifSrcSet: described(z.nullable(z.string()), "The same renditions in AVIF; null without them"),
});
export const mediaKind = z.enum(["image", "video"]);
export const coverImage = z.extend(image, { kind: mediaKind });

export const approvals = described(
  z.object({
    layout: described(z.nullable(z.enum(LAYOUT_AUTHORITIES)), "The authority its layout approval names"),
    tnrera: described(z.boolean(), "Whether it names a TNRERA registration"),
  }),
  "What the listing's references show, checked for their published format (not against the registers)",
);

export const listingType = z.enum(LISTING_TYPES);

export const geoPoint = z.object({
  lat: described(z.number(), "Degrees north"),
  lng: described(z.number(), "Degrees east"),
});
export const listingStatus = z.enum(LISTING_STATUSES);

export const listingCard = described(
  z.object({
    id: z.string(),
    code: described(z.string(), "NL-000123"),
    propertyName: z.string(),
    types: listingType,
    propertyType: z.nullable(z.string()),
    budget: described(z.nullable(whole), "Whole rupees; per month when budgetMethod is Monthly"),
    budgetMethod: z.nullable(z.string()),
    areaSqFt: z.nullable(z.number()),
    areaUnit: z.nullable(z.string()),
    numberOfRooms: z.nullable(z.string()),
    city: z.string(),
    coverImage: z.nullable(coverImage),
    approvals,
    confirmedDaysAgo: described(
      z.nullable(whole.check(z.minimum(0))),
      "Whole days since it was approved or its owner last said it is still available",
    ),
    createdAt: dateTime,
    distanceKm: described(
      z.optional(z.number().check(z.minimum(0))),
      "Km from the search's `near` place to the listing's approximate point; only in a search with `near`",
    ),
  }),
  "A public listing card: never the owner's contact details",
);
export type ListingCardAnswer = z.infer<typeof listingCard>;

/** A listing as a write answers it. */
export const listingRef = z.object({ id: z.string(), code: z.string(), status: listingStatus });
export const writtenListing = z.object({ listing: listingRef, message: z.string() });
