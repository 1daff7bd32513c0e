// SPEC §7's calls of the old app and their v1 equivalents (paths relative to /api/v1): each operation's
// `x-legacy`, and the table in the document's description.

export const LEGACY_CALLS: readonly { legacy: string; v1: string | null; note?: string }[] = [
  { legacy: "GET /searchsuggestion", v1: "GET /suggestions" },
  { legacy: "POST /Sell", v1: "POST /listings" },
  { legacy: "GET /user-properties", v1: null, note: "the /profile page lists the member's own listings" },
  { legacy: "GET /api/wishlist", v1: "GET /wishlist" },
  { legacy: "GET /profile", v1: "GET /profile" },
  { legacy: "POST /signup (Google)", v1: "POST /accounts" },
  { legacy: "POST {local-dev-host}/signup", v1: "POST /accounts" },
  { legacy: "PUT {local-dev-host}/api/update-profile", v1: "PUT /profile" },
  { legacy: "GET /getAllSells", v1: "GET /listings", note: "filtered in the database, not in the browser" },
  { legacy: "GET /sellProperty/{id}", v1: "GET /listings/{id}" },
  { legacy: "PUT /sellPropertyUpdate/{id}", v1: "PUT /listings/{id}" },
  { legacy: "DELETE /deleteImage", v1: "DELETE /listings/{id}/media/{mediaId}" },
  { legacy: "GET /similar-properties", v1: "GET /listings/{id}/similar" },
  { legacy: "GET /property/{propertyId}", v1: "GET /listings/{id}" },
  { legacy: "GET /similarProperties/{propertyId}", v1: "GET /listings/{id}/similar" },
  { legacy: "GET /properties/{id}", v1: "GET /listings/{id}" },
  { legacy: "DELETE /properties/{id}", v1: "DELETE /listings/{id}" },
  { legacy: "GET /api/wishlist/check/{id}", v1: "GET /wishlist", note: "or isWishlisted on the detail page" },
  { legacy: "POST /api/wishlist/toggle/{id}", v1: "PUT /wishlist/{listingId}", note: "DELETE to remove" },
  { legacy: "POST /add-to-wishlist", v1: "PUT /wishlist/{listingId}" },
  { legacy: "POST /remove-from-wishlist", v1: "DELETE /wishlist/{listingId}" },
  { legacy: "GET /plans", v1: "GET /plans" },
  { legacy: "POST /create-order", v1: "POST /orders" },
  {
    legacy: "POST /update-user-plan",
    v1: null,
    note: "the payment webhook updates the plan, never the browser",
  },
  { legacy: "GET /bannerImage", v1: "GET /banners" },
  { legacy: "GET /api/properties", v1: "GET /listings" },
  {
    legacy: "GET /propertyListSearch",
    v1: "GET /listings",
    note: "propertyName, city; bedrooms is rooms; the old defaults (1 BHK, OMR/Avadi) are gone",
  },
  { legacy: "GET /collectionBuy", v1: "GET /collections" },
  { legacy: "GET /api/properties-count", v1: "GET /counts" },
  { legacy: "GET /cities", v1: "GET /cities" },
  { legacy: "POST /saveImage", v1: null, note: "a test page; not rebuilt" },
  { legacy: "GET /users", v1: null, note: "became the admin customers page" },
  { legacy: "GET /approvedAdmin", v1: "GET /admin/listings", note: "status=approved" },
  { legacy: "GET /propertyListAdmin", v1: "GET /admin/listings", note: "status=pending" },
  { legacy: "POST /approve-property", v1: "POST /admin/listings/{id}/approve" },
  { legacy: "POST /reject-property", v1: "POST /admin/listings/{id}/reject" },
  { legacy: "GET /customerDetailAdmin", v1: "GET /admin/customers" },
  { legacy: "DELETE /deleteUser/{id}", v1: "DELETE /admin/customers/{id}" },
  { legacy: "POST /api/upload", v1: "POST /admin/banners" },
  { legacy: "POST /api/replace-image", v1: "PUT /admin/banners/{id}/images/{imageId}" },
  {
    legacy: "DELETE /api/upload/delete/{bannerId}/{imageUrl}",
    v1: "DELETE /admin/banners/{id}/images/{imageId}",
  },
  {
    legacy: "GET/POST/PUT/DELETE /plans",
    v1: "GET /admin/plans",
    note: "and POST, PUT, DELETE /admin/plans/{id}",
  },
  { legacy: "GET /propertyCount, /propertyCount1, /customerCount", v1: "GET /admin/counts" },
];

/** The v1 calls each old call became, by v1 operation ("GET /listings"). */
export function legacyCallsOf(operation: string): string[] {
  return LEGACY_CALLS.filter((call) => call.v1 === operation).map((call) => call.legacy);
}

/** The Markdown table of every old call: its v1 operation, marked when it is not mounted. */
export function legacyTable(mounted: ReadonlySet<string>): string {
  const rows = LEGACY_CALLS.map(({ legacy, v1, note }) => {
    const target = v1 === null ? "—" : mounted.has(v1) ? `\`${v1}\`` : `\`${v1}\` (not in v1 yet)`;
    return `| \`${legacy}\` | ${target} | ${note ?? ""} |`;
  });
  return ["| Old call (SPEC §7) | v1 | Note |", "|---|---|---|", ...rows].join("\n");
}
