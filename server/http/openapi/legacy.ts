// SPEC §7's calls of the old app and their v1 equivalents (paths relative to /api/v1): each operation's
// `x-legacy`, and the table in the document's description.

/** One row of the table: the old call, the v1 operation it became (null: none), and a note. */
const call = (legacy: string, v1: string | null, note?: string) => ({ legacy, v1, note });

export const LEGACY_CALLS: readonly ReturnType<typeof call>[] = [
  call("GET /searchsuggestion", "GET /suggestions"),
  call("POST /Sell", "POST /listings"),
  call("GET /user-properties", null, "the /profile page lists the member's own listings"),
  call("GET /api/wishlist", "GET /wishlist"),
  call("GET /profile", "GET /profile"),
  call("POST /signup (Google)", "POST /accounts"),
  call("POST {local-dev-host}/signup", "POST /accounts"),
  call("PUT {local-dev-host}/api/update-profile", "PUT /profile"),
  call("GET /getAllSells", "GET /listings", "filtered in the database, not in the browser"),
  call("GET /sellProperty/{id}", "GET /listings/{id}"),
  call("PUT /sellPropertyUpdate/{id}", "PUT /listings/{id}"),
  call("DELETE /deleteImage", "DELETE /listings/{id}/media/{mediaId}"),
  call("GET /similar-properties", "GET /listings/{id}/similar"),
  call("GET /property/{propertyId}", "GET /listings/{id}"),
  call("GET /similarProperties/{propertyId}", "GET /listings/{id}/similar"),
  call("GET /properties/{id}", "GET /listings/{id}"),
  call("DELETE /properties/{id}", "DELETE /listings/{id}"),
  call("GET /api/wishlist/check/{id}", "GET /wishlist", "or isWishlisted on the detail page"),
  call("POST /api/wishlist/toggle/{id}", "PUT /wishlist/{listingId}", "DELETE to remove"),
  call("POST /add-to-wishlist", "PUT /wishlist/{listingId}"),
  call("POST /remove-from-wishlist", "DELETE /wishlist/{listingId}"),
  call("GET /plans", "GET /plans"),
  call("POST /create-order", "POST /orders"),
  call("POST /update-user-plan", null, "the payment webhook updates the plan, never the browser"),
  call("GET /bannerImage", "GET /banners"),
  call("GET /api/properties", "GET /listings"),
  call(
    "GET /propertyListSearch",
    "GET /listings",
    "propertyName, city; bedrooms is rooms; the old defaults (1 BHK, OMR/Avadi) are gone",
  ),
  call("GET /collectionBuy", "GET /collections"),
  call("GET /api/properties-count", "GET /counts"),
  call("GET /cities", "GET /cities"),
  call("POST /saveImage", null, "a test page; not rebuilt"),
  call("GET /users", null, "became the admin customers page"),
  call("GET /approvedAdmin", "GET /admin/listings", "status=approved"),
  call("GET /propertyListAdmin", "GET /admin/listings", "status=pending"),
  call("POST /approve-property", "POST /admin/listings/{id}/approve"),
  call("POST /reject-property", "POST /admin/listings/{id}/reject"),
  call("GET /customerDetailAdmin", "GET /admin/customers"),
  call("DELETE /deleteUser/{id}", "DELETE /admin/customers/{id}"),
  call("POST /api/upload", "POST /admin/banners"),
  call("POST /api/replace-image", "PUT /admin/banners/{id}/images/{imageId}"),
  call("DELETE /api/upload/delete/{bannerId}/{imageUrl}", "DELETE /admin/banners/{id}/images/{imageId}"),
  call("GET/POST/PUT/DELETE /plans", "GET /admin/plans", "and POST, PUT, DELETE /admin/plans/{id}"),
  call("GET /propertyCount, /propertyCount1, /customerCount", "GET /admin/counts"),
];

/** The v1 calls each old call became, by v1 operation ("GET /listings"). */
export function legacyCallsOf(operation: string): string[] {
  return LEGACY_CALLS.filter((row) => row.v1 === operation).map((row) => row.legacy);
}

/** The Markdown table of every old call: its v1 operation, marked when it is not mounted. */
export function legacyTable(mounted: ReadonlySet<string>): string {
  const rows = LEGACY_CALLS.map(({ legacy, v1, note }) => {
    const target = v1 === null ? "—" : mounted.has(v1) ? `\`${v1}\`` : `\`${v1}\` (not in v1 yet)`;
    return `| \`${legacy}\` | ${target} | ${note ?? ""} |`;
  });
  return ["| Old call (SPEC §7) | v1 | Note |", "|---|---|---|", ...rows].join("\n");
}
