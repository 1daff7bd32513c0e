// What the wishlist's routes answer (server/http/api/wishlist.ts), in a module of its own: the browser reads these
// (web/app/components/wishlist/wishlist-server.ts), and importing ./wishlist.ts would bring its requests' listing
// id, a UUID, whose format zod would then carry in the zod chunk every form's page loads.
import * as z from "zod/mini";
import { described, listingCard } from "./common.ts";

export const wishlistCard = z.extend(listingCard, {
  taken: described(
    z.nullable(z.enum(["sold", "let"])),
    "Its owner marked it sold or let (it is off the site); null: public",
  ),
});
export const wishlistAnswer = z.object({ listings: z.array(wishlistCard) });
export const wishlistedAnswer = z.object({ isWishlisted: z.boolean() });
