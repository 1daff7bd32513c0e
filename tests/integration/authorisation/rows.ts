// The authorisation matrix's vocabulary: the five roles, a row (one route, one request, the status each role
// should get) and shorthands for the common columns. The matrix (../authorisation-matrix.test.ts) runs every row
// as every role; the admin console's rows live beside this file, one file per area.
import type { TestListing } from "#tests/support/factories/index.ts";
import type { ApiTest, TestMember } from "#tests/support/test-server.ts";

export const ROLES = ["anonymous", "user", "owner", "member with a plan", "admin"] as const;
export type Role = (typeof ROLES)[number];
export type Expected = Record<Role, number>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The documents the rows name: the owner's listings in each state, and an id nobody has. */
export interface World {
  approved: TestListing;
  pending: TestListing;
  rejected: TestListing;
  /** Approved, its owner showing members who reveal the contact the area only, not the exact point (issue 34). */
  areaOnly: TestListing;
  unknownId: string;
}
export type ListingKey = "approved" | "pending" | "rejected" | "areaOnly";

/** What a row's `before` may use to put its state in place. */
export interface MatrixContext {
  api: ApiTest;
  world: World;
  /** The shared member of each signed-in role (the owner owns every listing in World). */
  members: Partial<Record<Role, TestMember>>;
  /** The role whose request comes next. */
  role: Role;
}

export interface Row {
  method: Method;
  /** The route as the app registers it (`/api/v1/listings/:id`, `/view-property5/:id`, `/*`). */
  route: string;
  /** The request's path and query, with the ids of documents this file made. */
  path: (world: World) => string;
  what: string;
  expect: Expected;
  /** A JSON body; async for one that needs a fresh Firebase ID token. */
  json?: (world: World) => unknown;
  /** A web form, as a page's <Form method="post"> sends it. */
  form?: (world: World) => Record<string, string>;
  /** One file as multipart/form-data, in the field named `file` (as the upload widget sends it). */
  file?: () => Promise<File>;
  /** State each role's request needs, put in place before it (a fresh record to change or delete). */
  before?: (context: MatrixContext) => Promise<void>;
  /**
   * The request ends or erases the session: each signed-in role gets a throwaway member of its kind, so the
   * shared members stay signed in and the run is repeatable.
   */
  throwaway?: true;
  /** Afterwards the cookie opens nothing: GET /api/v1/me answers 401. */
  endsSession?: true;
  /**
   * The roles that must be shown this listing's owner contact details (the others never are), and of them those
   * that must be shown its exact point (issue 34; a member with a plan never is where it is not named here).
   */
  reveals?: { listing: ListingKey; to: readonly Role[]; location?: readonly Role[] };
}

// Shorthands for the common columns; a row with a mix spells all five.
export const everyone = (status: number): Expected => ({
  anonymous: status,
  user: status,
  owner: status,
  "member with a plan": status,
  admin: status,
});
/** A route for members: a visitor without an account gets 401 (pages: the login-required screen). */
export const members = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
/** The admin API: 401 without an account, 403 without the `admin` claim. */
export const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  user: 403,
  owner: 403,
  "member with a plan": 403,
  admin: status,
});
/** An admin page: a visitor is sent to sign in (302, coming back after), a member without the claim gets 403. */
export const adminPage = (status: number): Expected => ({ ...adminOnly(status), anonymous: 302 });
