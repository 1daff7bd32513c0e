// The signed-in member's wishlist (server/http/api/wishlist.ts).
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { described, listingCard } from "./common.ts";

export const listingIdParam = z.uuid({ error: () => m["wishlist.invalidProperty"]() });
/** A guest's local wishlist, merged at sign-in: at most a page of ids. */
export const mergeBody = z.object({ listingIds: z.array(listingIdParam).check(z.maxLength(100)) });

export const wishlistCard = z.extend(listingCard, {
  taken: described(
    z.nullable(z.enum(["sold", "let"])),
    "Its owner marked it sold or let (it is off the site); null: public",
  ),
});
export const wishlistAnswer = z.object({ listings: z.array(wishlistCard) });
export const wishlistedAnswer = z.object({ isWishlisted: z.boolean() });
