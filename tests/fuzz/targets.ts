// The fuzzed endpoints: every write endpoint of the JSON API and every page action (web/app/routes.ts), with
// what each needs to accept a request and what accepting one would do.
import {
  CONTACT_FIELDS,
  type FieldRule,
  MERGE_FIELDS,
  PROFILE_FIELDS,
  SESSION_FIELDS,
  SIGNUP_FIELDS,
} from "./fields.ts";
import { type Draft, type FuzzWorld, isRecord, type Member, type Surface } from "./model.ts";

export interface Target {
  name: string;
  surface: Surface;
  method: string;
  path(w: FuzzWorld): string;
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
  /** A wishlist route, whose path is a listing id. */
  listingPath: boolean;
  onAccept(d: Draft): "harmless" | "changes";
}

export const API = "/api/v1";

function target(name: string, surface: Surface, path: string, options: Partial<Target> = {}): Target {
  const [method, fixedPath] = path.split(" ") as [string, string];
  return {
    name,
    surface,
    method,
    path: () => fixedPath,
    needsUser: false,
    fields: null,
    alwaysRefused: false,
    endsSession: false,
    baseUser: options.needsUser ? "member" : null,
    listingPath: false,
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
const wishlistPath = (w: FuzzWorld) => `${API}/wishlist/${w.listings.approved}`;

export const TARGETS: readonly Target[] = [
  api("POST /session", { fields: SESSION_FIELDS, alwaysRefused: true }),
  api("DELETE /session", { endsSession: true, baseUser: "throwaway", onAccept: changesWhenSignedIn }),
  api("POST /session/firebase-token", { needsUser: true, onAccept: () => "harmless" }),
  api("POST /accounts", { fields: SIGNUP_FIELDS, alwaysRefused: true }),
  api("PUT /profile", { needsUser: true, fields: PROFILE_FIELDS }),
  api("DELETE /profile", { needsUser: true, endsSession: true, baseUser: "throwaway" }),
  api("PUT /wishlist/:id", {
    needsUser: true,
    listingPath: true,
    path: wishlistPath,
    // Adding a listing already on the member's own list is a no-op.
    onAccept: (d) => (d.pathListing === "wishlisted" && d.user === "member" ? "harmless" : "changes"),
  }),
  api("DELETE /wishlist/:id", {
    needsUser: true,
    listingPath: true,
    path: wishlistPath,
    // Only the fuzzed member has a listing on their wishlist.
    onAccept: (d) => (d.pathListing === "wishlisted" && d.user === "member" ? "changes" : "harmless"),
  }),
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
  target("page /profile (no action)", "page", "POST /profile", { alwaysRefused: true, baseUser: "member" }),
];
