// The signed-in member's wishlist (server/http/api/wishlist.ts): its requests; its answers are ./wishlist-answers.ts.
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";

export const listingIdParam = z.uuid({ error: () => m["wishlist.invalidProperty"]() });
/** A guest's local wishlist, merged at sign-in: at most a page of ids. */
export const mergeBody = z.object({ listingIds: z.array(listingIdParam).check(z.maxLength(100)) });

export { wishlistAnswer, wishlistCard, wishlistedAnswer } from "./wishlist-answers.ts";
