// The fuzzed endpoints: every write endpoint of the JSON API and every page action (web/app/routes.ts), with
// what each needs to accept a request and what accepting one would do.
import {
  CONTACT_FIELDS,
  type FieldRule,
  LOCALE_FIELDS,
  MERGE_FIELDS,
  PROFILE_FIELDS,
  SESSION_FIELDS,
  SIGNUP_FIELDS,
  textRule,
  UNSTORABLE_IDS,
} from "./fields.ts";
import {
  EDIT_FIELDS,
  FRESHNESS_FIELDS,
  HOLD_ANSWER_FIELDS,
  REPORT_FIELDS,
  SAVED_SEARCH_ALERTS_FIELDS,
  SAVED_SEARCH_FIELDS,
  SAVED_SEARCH_FORM_FIELDS,
  SELL_FIELDS,
} from "./listing-fields.ts";
import {
  type Draft,
  type FuzzWorld,
  type IdKind,
  type IdRef,
  isRecord,
  type Member,
  type Surface,
} from "./model.ts";

export type Verdict = "refused" | "harmless" | "changes";

export interface Target {
  name: string;
  surface: Surface;
  method: string;
  /** What the ids in its path are, in order (a listing, then one of its photos); none for a fixed path. */
  ids: readonly IdKind[];
  /** What the valid request's ids name. */
  baseRefs: readonly IdRef[];
  /** The path, with these ids in it. */
  path(w: FuzzWorld, ids: readonly string[]): string;
  /** Refuses a request without a valid session (401). */
  needsUser: boolean;
  /** The fields its schema checks; null when it reads none. */
  fields: Record<string, FieldRule> | null;
  /** Nothing this test can send is acceptable here (a made-up ID token; a page without an action: 405). */
  alwaysRefused: boolean;
  /** Accepting a request would end a session or an account: valid cookies are the throwaway member's. */
  endsSession: boolean;
  /** The valid request's session. */
  baseUser: Member | null;
  /** Which entry of a repeated form field a page action reads. */
  formReads: "first" | "last";
  /**
   * How many requests to send, when not the test's number for each target: more for a form of many fields,
   * fewer where a per-address rate limit the test cannot raise would answer.
   */
  count?: number;
  /** What a request that passes every check before it would do: be refused for what its path names, or not. */
  onAccept(d: Draft): Verdict;
}

export const API = "/api/v1";

function target(name: string, surface: Surface, path: string, options: Partial<Target> = {}): Target {
  const [method, fixedPath] = path.split(" ") as [string, string];
  return {
    name,
    surface,
    method,
    ids: [],
    baseRefs: [],
    path: () => fixedPath,
    needsUser: false,
    fields: null,
    alwaysRefused: false,
    endsSession: false,
    baseUser: options.needsUser ? "member" : null,
    formReads: "last",
    onAccept: () => "changes",
    ...options,
  };
}

/** An API route, named by its method and path under /api/v1. */
function api(route: string, options?: Partial<Target>): Target {
  const name = route.replace(" ", ` ${API}`);
  return target(name, "api", name, options);
}

export function honeypotFilled(d: Draft): boolean {
  let value: unknown;
  if (d.json !== undefined) value = isRecord(d.json) ? d.json.website : undefined;
  // A page action reads the last text entry of a name.
  else for (const [name, entry] of d.form) if (name === "website" && typeof entry === "string") value = entry;
  return typeof value === "string" && value.trim() !== "";
}

const honeypotOrChanges = (d: Draft) => (honeypotFilled(d) ? "harmless" : "changes");
const changesWhenSignedIn = (d: Draft) => (d.user ? "changes" : "harmless");

/** A route whose path names one listing. */
const listingRoute = (
  path: (id: string) => string,
  onAccept: (d: Draft) => Verdict,
  options: Partial<Target> = {},
): Partial<Target> => ({
  ids: ["listing"],
  baseRefs: ["own"],
  path: (_w, [id]) => path(id!),
  needsUser: true,
  onAccept,
  ...options,
});

/** A route whose path names one saved search: only the fuzzed member's own is theirs. */
const savedSearchRoute: Partial<Target> = {
  ids: ["savedSearch"],
  baseRefs: ["own"],
  path: (_w, [id]) => `${API}/saved-searches/${id}`,
  needsUser: true,
  onAccept: (d) => (d.refs[0] === "own" && d.user === "member" ? "changes" : "refused"),
};

/** Only the fuzzed member's own listing is theirs to change: anything else is 403 or 404. */
const ownListingOnly = (d: Draft): Verdict =>
  d.refs[0] === "own" && d.user === "member" ? "changes" : "refused";

const LISTING_FORM_REQUESTS = 160;

/**
 * No plan exists in the fuzzed world and its orders were never paid (no signature can be right): every checkout
 * call is refused, its parsing is what is fuzzed.
 */
const ORDER_FIELDS: Record<string, FieldRule> = {
  planId: textRule("00000000-0000-4000-8000-0000000000bb", 128, { formats: UNSTORABLE_IDS }),
};
const VERIFY_FIELDS: Record<string, FieldRule> = {
  paymentId: textRule("pay_Sandbox12345678", 63, { formats: ["order_123", "pay_", "pay_a b", "PAY_123"] }),
  signature: textRule("a".repeat(64), 200),
};

/** Listings anyone may see, whose views count. */
const PUBLIC_LISTINGS: readonly IdRef[] = ["approved", "wishlisted", "own"];

export const TARGETS: readonly Target[] = [
  api("POST /session", { fields: SESSION_FIELDS, alwaysRefused: true }),
  api("DELETE /session", { endsSession: true, baseUser: "throwaway", onAccept: changesWhenSignedIn }),
  api("POST /session/firebase-token", { needsUser: true, onAccept: () => "harmless" }),
  // The fuzzed member has no language stored: any accepted one would be written.
  api("PUT /me/locale", { needsUser: true, fields: LOCALE_FIELDS }),
  api("POST /accounts", { fields: SIGNUP_FIELDS, alwaysRefused: true }),
  api("PUT /profile", { needsUser: true, fields: PROFILE_FIELDS }),
  api("DELETE /profile", { needsUser: true, endsSession: true, baseUser: "throwaway" }),
  api(
    "PUT /wishlist/:id",
    listingRoute(
      (id) => `${API}/wishlist/${id}`,
      (d) => {
        // Not an id, or not a public listing: adding it is refused (400 or 404).
        if (["odd", "unknown", "pending"].includes(d.refs[0]!)) return "refused";
        // Adding a listing already on the member's own list is a no-op.
        return d.refs[0] === "wishlisted" && d.user === "member" ? "harmless" : "changes";
      },
      { baseRefs: ["approved"] },
    ),
  ),
  api(
    "DELETE /wishlist/:id",
    listingRoute(
      (id) => `${API}/wishlist/${id}`,
      (d) => {
        if (d.refs[0] === "odd") return "refused";
        // Only the fuzzed member has a listing on their wishlist; removing one not there changes nothing.
        return d.refs[0] === "wishlisted" && d.user === "member" ? "changes" : "harmless";
      },
      { baseRefs: ["approved"] },
    ),
  ),
  api("POST /wishlist/merge", { needsUser: true, fields: MERGE_FIELDS, onAccept: () => "harmless" }),
  api("POST /contact", { fields: CONTACT_FIELDS, onAccept: honeypotOrChanges }),
  target("page action /contact", "page", "POST /contact", {
    fields: CONTACT_FIELDS,
    onAccept: honeypotOrChanges,
  }),
  target("page action /editprofile", "page", "POST /editprofile", {
    needsUser: true,
    fields: PROFILE_FIELDS,
  }),
  target("page action /logout", "page", "POST /logout", {
    endsSession: true,
    baseUser: "throwaway",
    onAccept: changesWhenSignedIn,
  }),
  target("page /forgotpassword (no action)", "page", "POST /forgotpassword", { alwaysRefused: true }),
  // Neither a saved search nor a listing named: refused whatever else it carries.
  target("page action /profile (nothing it reads)", "page", "POST /profile", {
    alwaysRefused: true,
    baseUser: "member",
  }),

  // Listings. Every valid request would write (a new listing is pending, an owner's edit sends it back to
  // pending), so each one the server may accept gets another fault; those naming a listing that is not the
  // fuzzed member's own are refused for that. The forms have 36 fields: twice the requests.
  api("POST /listings", { needsUser: true, fields: SELL_FIELDS, count: LISTING_FORM_REQUESTS }),
  api(
    "PUT /listings/:id",
    listingRoute((id) => `${API}/listings/${id}`, ownListingOnly, {
      fields: EDIT_FIELDS,
      count: LISTING_FORM_REQUESTS,
    }),
  ),
  api(
    "DELETE /listings/:id",
    listingRoute((id) => `${API}/listings/${id}`, ownListingOnly),
  ),
  api("DELETE /listings/:id/media/:mediaId", {
    ids: ["listing", "media"],
    baseRefs: ["own", "own"],
    path: (_w, [id, mediaId]) => `${API}/listings/${id}/media/${mediaId}`,
    needsUser: true,
    // A photo the listing does not hold is 404.
    onAccept: (d) => (ownListingOnly(d) === "changes" && d.refs[1] === "own" ? "changes" : "refused"),
  }),
  // The view beacon answers 204 to everything it can read. A view of a public listing counts (a write to
  // listingViews/{id}), so those are sent only with a fault the server refuses first: unreadable JSON, another
  // site's Origin. Beacons for a pending listing, unknown and malformed ids count nothing, and the data
  // comparison, which takes in listingViews, says so. Fewer requests (with the unstorable ids of requests.ts):
  // 60 a minute from one address are allowed, and the limit is not one the test can raise.
  api(
    "POST /listings/:id/views",
    listingRoute(
      (id) => `${API}/listings/${id}/views`,
      (d) => (PUBLIC_LISTINGS.includes(d.refs[0]!) ? "changes" : "harmless"),
      { needsUser: false, baseRefs: ["pending"], count: 42 },
    ),
  ),
  target("page action /sell", "page", "POST /sell", {
    needsUser: true,
    fields: SELL_FIELDS,
    formReads: "first",
    count: LISTING_FORM_REQUESTS,
  }),
  target(
    "page action /editProperty/:id",
    "page",
    "POST /editProperty/:id",
    listingRoute((id) => `/editProperty/${id}`, ownListingOnly, {
      fields: EDIT_FIELDS,
      formReads: "first",
      count: LISTING_FORM_REQUESTS,
    }),
  ),

  // Owner contact details: the fuzzed member (no plan) may see only their own listing's, and that reveal is
  // recorded; anyone else's is refused (403 without a plan, 404 for a listing they cannot see).
  api(
    "POST /listings/:id/contact",
    listingRoute((id) => `${API}/listings/${id}/contact`, ownListingOnly),
  ),
  // Report a listing (issue 24): another member's public listing, once; a valid report writes, so each request
  // carries a fault. The owner's own listing is refused (403), as a pending one (404).
  api(
    "POST /listings/:id/reports",
    listingRoute(
      (id) => `${API}/listings/${id}/reports`,
      (d) =>
        PUBLIC_LISTINGS.includes(d.refs[0]!) && !(d.refs[0] === "own" && d.user === "member")
          ? "changes"
          : "refused",
      { fields: REPORT_FIELDS, baseRefs: ["approved"] },
    ),
  ),
  // The owner's answer to a hold (issue 30): no listing of the fuzzed world is held, so even the owner's valid
  // answer is refused (409), as anyone else's (404).
  api(
    "POST /listings/:id/reports/answer",
    listingRoute(
      (id) => `${API}/listings/${id}/reports/answer`,
      () => "refused",
      {
        fields: HOLD_ANSWER_FIELDS,
      },
    ),
  ),
  // Freshness (issue 24): only the owner answers for their listing; "confirm" keeps it on the site afresh.
  api(
    "POST /listings/:id/freshness",
    listingRoute((id) => `${API}/listings/${id}/freshness`, ownListingOnly, { fields: FRESHNESS_FIELDS }),
  ),
  // Saved searches (issue 24): a member's own; a valid one is kept (20 at most: then 409).
  api("POST /saved-searches", { needsUser: true, fields: SAVED_SEARCH_FIELDS }),
  // Switching e-mails or deleting: only the fuzzed member's own; another's, an unknown or an unstorable id is 404.
  api("PATCH /saved-searches/:id", {
    ...savedSearchRoute,
    fields: SAVED_SEARCH_ALERTS_FIELDS,
  }),
  api("DELETE /saved-searches/:id", savedSearchRoute),
  target("page action /profile (saved search)", "page", "POST /profile", {
    needsUser: true,
    fields: SAVED_SEARCH_FORM_FIELDS,
  }),
  // Checkout (issue 14).
  api("POST /orders", { needsUser: true, fields: ORDER_FIELDS, alwaysRefused: true }),
  api("POST /orders/:id/verify", {
    ids: ["order"],
    baseRefs: ["own"],
    path: (_w, [id]) => `${API}/orders/${id}/verify`,
    needsUser: true,
    fields: VERIFY_FIELDS,
    alwaysRefused: true,
  }),

  // Uploads. A valid upload would be processed and stored, so every one is refused (a photo is processed only
  // when nothing else is wrong: none is). Discarding: only the fuzzed member's own upload is theirs.
  target("POST /api/v1/uploads", "upload", `POST ${API}/uploads`, { needsUser: true }),
  api("DELETE /uploads/:id", {
    ids: ["upload"],
    baseRefs: ["own"],
    path: (_w, [id]) => `${API}/uploads/${id}`,
    needsUser: true,
    // Another member's upload, an unknown one or a malformed id: 404.
    onAccept: (d) => (d.refs[0] === "own" && d.user === "member" ? "changes" : "refused"),
  }),
];
