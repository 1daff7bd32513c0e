/**
 * A page's headers saying it is the same for every visitor without an account, so that the server may keep
 * its HTML and serve it again until public data change (server/http/pages.ts). Only for pages that show
 * nothing about the viewer, carry no per-visit token and read no table outside the public data version
 * (server/db/read-cache.ts).
 */
export const SHARED_PAGE_HEADER = "x-nilam-shared-page";

export function sharedPageHeaders(): Record<string, string> {
  return { [SHARED_PAGE_HEADER]: "1" };
}
