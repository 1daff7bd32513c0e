// The wishlist's calls to the server, loaded by WishlistProvider with the first of them (every page holds the
// provider). The answers are read with their shared/api schemas.
import { wishlistAnswer, wishlistedAnswer } from "#shared/api/wishlist-answers.ts";
import { apiFetch, readApiAnswer } from "#web/lib/api-fetch.ts";

/**
 * Reads the answer to one heart's save (sent at the press by WishlistProvider, before this module loaded): the
 * server's word on whether the listing is in the wishlist now.
 */
export async function savedOnServer(sent: Promise<Response | null>): Promise<boolean> {
  const answer = await readApiAnswer(await sent, wishlistedAnswer);
  if (!answer.ok) throw new Error(`wishlist ${answer.status}`);
  return answer.body.isWishlisted;
}

/** Sends a guest's saved listings to the server once the guest has signed in; the server's list wins. */
export async function mergeGuestList(ids: string[]): Promise<string[]> {
  const answer = await apiFetch("/api/v1/wishlist/merge", wishlistAnswer, {
    method: "POST",
    body: { listingIds: ids },
  });
  if (!answer.ok) throw new Error(`wishlist merge ${answer.status}`);
  return answer.body.listings.map((l) => l.id);
}
