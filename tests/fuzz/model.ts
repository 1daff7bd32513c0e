// What the fuzz generator (requests.ts) works with: a seeded random source, the world it fuzzes, and the
// request being built.
import { createRandom, type Random as SeededRandom } from "#shared/random.ts";

/**
 * The demo seed's generator (shared/random.ts, mulberry32): small and seeded, so a run (and a failing case's
 * number) can be repeated exactly.
 */
export class Random {
  readonly #source: SeededRandom;

  constructor(seed: number) {
    this.#source = createRandom(seed);
  }

  next(): number {
    return this.#source.next();
  }

  /** An integer in [0, below). */
  int(below: number): number {
    return this.#source.int(0, below - 1);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A version-4 UUID no document has. */
  uuid(): string {
    const run = (n: number) => Array.from({ length: n }, () => this.int(16).toString(16)).join("");
    return `${run(8)}-${run(4)}-4${run(3)}-${"89ab"[this.int(4)]}${run(3)}-${run(12)}`;
  }
}

export type Member = "member" | "other" | "throwaway";
/** How a target reads its body: the JSON API, a page action's web form, or the upload API's one file. */
export type Surface = "api" | "page" | "upload";

/** What an id in a path names. */
export type IdKind = "listing" | "media" | "upload" | "order" | "savedSearch";
/**
 * Which record of its kind a path's id names. A listing: the fuzzed member's own (approved, with two photos),
 * another owner's approved one (on the fuzzed member's wishlist or not) or pending one. A photo: one of the own
 * listing's, or one of another owner's. An upload, a checkout order, a saved search: the fuzzed member's own,
 * or another owner's. Or an id nobody has, or no id at all. The other owner has no session here: whatever cookie a request
 * carries, their records are not its to change.
 */
export type IdRef = "own" | "approved" | "wishlisted" | "pending" | "foreign" | "unknown" | "odd";

/** What the generator needs to know about the server under test and the data put in place before. */
export interface FuzzWorld {
  /** The server's own origin, as a same-site browser sends it. */
  origin: string;
  projectId: string;
  /** `__session=…` cookies of signed-in members: the one fuzzed, a second one, and one that may be logged out. */
  cookies: Record<Member, string>;
  uids: Record<Member, string>;
  /**
   * Listings of another owner, who has no session here: approved ones (one on the fuzzed member's wishlist, one
   * on nobody's) and a pending one; and the fuzzed member's own approved listing.
   */
  listings: { wishlisted: string; approved: string; pending: string; own: string };
  /** Photos: the two of the fuzzed member's own listing, and one of another owner's approved listing. */
  media: { own: readonly string[]; foreign: string };
  /** Uploads not yet in a listing: the fuzzed member's, and the other owner's (who has no session here). */
  uploads: { own: string; foreign: string };
  /** Checkout orders never paid: the fuzzed member's, and the other owner's. */
  orders: { own: string; foreign: string };
  /** Saved searches: the fuzzed member's, and the other owner's. */
  savedSearches: { own: string; foreign: string };
  /** Contact form tokens: one old enough to pass the fill-time check, and two the server must refuse. */
  formTokens: { valid: string; future: string; expired: string };
}

/** A valid photo, 8 × 6 pixels, PNG: what every upload starts from. */
export const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4UaGBFTEMpAQA5jNDgaksEXkAAAAASUVORK5CYII=",
  "base64",
);

/** A file part of a multipart body: its bytes, and the name and type the client gives it. */
export interface FilePart {
  file: string | Buffer;
  filename?: string;
  type?: string;
  /** A Content-Disposition header in place of the one made from the name (a broken one; "" sends none). */
  disposition?: string;
}
export type FormValue = string | FilePart;

/** A request being built: what decides the server's answer, and the payload. */
export interface Draft {
  method: string;
  path: string;
  /** The path alone is refused: no such route, or a request line Node rejects. */
  pathRefused: boolean;
  /** What the ids in the path name (the target's `ids`, in order), and the ids themselves. */
  refs: IdRef[];
  ids: string[];
  origin: string | null;
  originForeign: boolean;
  /** The Cookie header when it carries no valid session; see `user`. */
  cookie: string | null;
  /** Whose valid session cookie is sent; null when none is. */
  user: Member | null;
  headerTooLarge: boolean;
  headers: Record<string, string>;
  /** The API body; `rawMembers` are written verbatim into its JSON object (duplicate keys, `__proto__`). */
  json: unknown;
  rawMembers: string[];
  /**
   * The page body: a web form's entries in order, and text appended verbatim to its urlencoded form. Also the
   * upload API's multipart body.
   */
  form: [string, FormValue][];
  formRawTail: string;
  /** A field or the body's shape is one the endpoint's schema must refuse. */
  bodyFaulty: boolean;
  encoding: string;
  mutations: string[];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An unsigned JWT shaped like the emulator's, with `claims` over sensible ones for the fuzzed member. */
export function unsignedJwt(claims: Record<string, unknown>, w: FuzzWorld): string {
  const now = Math.floor(Date.now() / 1000);
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const payload = {
    iss: `https://session.firebase.google.com/${w.projectId}`,
    aud: w.projectId,
    sub: w.uids.member,
    user_id: w.uids.member,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { identities: {}, sign_in_provider: "password" },
    ...claims,
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}
