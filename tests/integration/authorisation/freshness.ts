// Matrix rows of freshness (issue 24): only a listing's owner answers "Still available" or "Sold"/"Let" from the
// API or their profile (anyone else's answer finds no listing); the e-mailed link's page needs no account, as
// its signed link is the authority, and a link it cannot read changes nothing for anyone.
import { signLink } from "#server/modules/links/signed-links.ts";
import { insertListingRow } from "#tests/support/factories/index.ts";
import { everyone, type MatrixContext, members, type Row } from "./rows.ts";

let scratch = { listingId: "none", token: "none" };

/** A fresh approved listing of the owner's, and a signed link for it, for each role's request. */
async function freshListing({ api, members: signedIn }: MatrixContext): Promise<void> {
  const listing = await insertListingRow(api.db, { ownerId: signedIn.owner!.uid });
  const token = await signLink(
    { db: api.db, secret: undefined },
    {
      purpose: "listing-freshness",
      subject: listing.id,
      claims: { period: listing.confirmedAt!.getTime() },
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    },
  );
  scratch = { listingId: listing.id, token };
}

const ownerOnly = { ...members(404), owner: 200 };

export const rows: readonly Row[] = [
  {
    method: "POST",
    route: "/api/v1/listings/:id/freshness",
    path: () => `/api/v1/listings/${scratch.listingId}/freshness`,
    what: "say a listing is still available",
    expect: ownerOnly,
    json: () => ({ answer: "confirm" }),
    before: freshListing,
  },
  {
    method: "POST",
    route: "/api/v1/listings/:id/freshness",
    path: () => `/api/v1/listings/${scratch.listingId}/freshness`,
    what: "mark a listing sold",
    expect: ownerOnly,
    json: () => ({ answer: "close" }),
    before: freshListing,
  },
  // ---- Pages ------------------------------------------------------------------------------------------------
  {
    method: "POST",
    route: "/profile",
    path: () => "/profile",
    what: "an own listing's Still available",
    expect: ownerOnly,
    form: () => ({ listingId: scratch.listingId, answer: "confirm" }),
    before: freshListing,
  },
  {
    method: "GET",
    route: "/confirm-listing",
    path: () => `/confirm-listing?t=${scratch.token}`,
    what: "the e-mailed link's question",
    expect: everyone(200),
    before: freshListing,
  },
  {
    method: "POST",
    route: "/confirm-listing",
    path: () => "/confirm-listing",
    what: "answer by the e-mailed link",
    expect: everyone(200),
    form: () => ({ t: scratch.token, answer: "confirm" }),
    before: freshListing,
  },
  {
    method: "POST",
    route: "/confirm-listing",
    path: () => "/confirm-listing",
    what: "answer with a link that is not one",
    expect: everyone(403),
    form: () => ({ t: "not-a-link", answer: "close" }),
  },
];
