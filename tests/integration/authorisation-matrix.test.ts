// The authorisation matrix: every API route and page, as each of five roles, with the status the product should
// answer. A later issue that adds a route adds its rows to ROWS; the guard tests at the end fail while a route
// in the OpenAPI document or in web/app/routes.ts has none. Beyond the status, every answer is checked for the
// point of it all: the owner's contact details reach nobody but the owner, an admin or (issue 14) a member with
// an active plan, and no cache may keep an answer that carries them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import {
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  issueFormToken,
  MIN_FILL_MS,
} from "#server/modules/contact/spam.ts";
import { apiOperations, pagePaths } from "#tests/fuzz/reads.ts";
import { signInWithPassword, signUp, uniqueEmail } from "#tests/support/auth-emulator.ts";
import {
  exactPointTexts,
  insertCollection,
  insertListingRow,
  insertMedia,
  insertSubscription,
  secretLocation,
  uniquePhone,
} from "#tests/support/factories/index.ts";
import { sellForm } from "#tests/support/factories/listing-writes.ts";
import { pngImage } from "#tests/support/factories/media.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";
import { rows as contentRows } from "./authorisation/admin-content.ts";
import { rows as moderationRows } from "./authorisation/admin-moderation.ts";
import { rows as peopleRows } from "./authorisation/admin-people.ts";
import { rows as ratesRows } from "./authorisation/admin-rates.ts";
import { rows as recordsRows } from "./authorisation/admin-records.ts";
import { rows as checkoutRows } from "./authorisation/checkout.ts";
import { rows as freshnessRows } from "./authorisation/freshness.ts";
import { rows as paymentsRows } from "./authorisation/payments.ts";
import { rows as reportsRows } from "./authorisation/reports.ts";
import { rows as revealsRows } from "./authorisation/reveals.ts";
import {
  adminOnly,
  type Expected,
  everyone,
  type ListingKey,
  members,
  ROLES,
  type Role,
  type Row,
  type World,
} from "./authorisation/rows.ts";
import { rows as savedSearchRows } from "./authorisation/saved-searches.ts";

/** A pending or rejected listing: it exists only for its owner and admins; for everyone else it is unknown. */
const ownerAndAdmin = (status: number): Expected => ({
  anonymous: 404,
  user: 404,
  owner: status,
  "member with a plan": 404,
  admin: status,
});

/**
 * The Contact form's per-address limit (5 in 10 minutes) is not the subject, and every request here comes from
 * 127.0.0.1: each role's message starts with a clean count.
 */
async function forgetContactSenders(): Promise<void> {
  await api.db.recursiveDelete(col.contactRateLimits(api.db));
}

/** The Contact form as a person sends it: the token of a form rendered longer ago than anyone types it. */
const contactForm = () => ({
  name: "Meena",
  surname: "Raman",
  phone: "9876543210",
  email: "meena@example.com",
  message: "Is the house in Fairlands still for sale?",
  [HONEYPOT_FIELD]: "",
  [FORM_TOKEN_FIELD]: issueFormToken(Date.now() - MIN_FILL_MS - 1_000),
});
const profileForm = {
  firstName: "Arul",
  lastName: "Selvan",
  phoneNumber: "9876543210",
  address: "4 Car Street",
};

let api: ApiTest;
let world: World;

/** A small photo to upload. */
const matrixPhoto = async () => new File([await pngImage(64, 48)], "plot.png", { type: "image/png" });
/** An upload of the owner's that no listing holds, put back before each role tries to discard it. */
const OWNERS_UPLOAD_ID = "00000000-0000-4000-8000-00000000a11d";
async function putOwnersUpload(): Promise<void> {
  const ownerId = roleMembers.owner!.uid;
  await col
    .uploads(api.db)
    .doc(OWNERS_UPLOAD_ID)
    .set({
      ownerId,
      media: {
        id: OWNERS_UPLOAD_ID,
        kind: "image",
        url: `/media/listings/u-${OWNERS_UPLOAD_ID}/480.webp`,
        storageKey: `listings/u-${OWNERS_UPLOAD_ID}/480.webp`,
        contentType: "image/webp",
        width: 480,
        height: 360,
        bytes: 1000,
        alt: null,
        variants: [],
      },
      createdAt: new Date(),
    });
}

/** The owner's upload's file, private as every upload is, and a signed URL of it as the edit page would give. */
let signedPrivateUrl = "/media-private/none";
const privateFile = async () => {
  const key = `listings/u-${OWNERS_UPLOAD_ID}/480.webp`;
  await api.server.storage.put(key, await pngImage(48, 36), "image/webp");
  signedPrivateUrl = await api.server.storage.signedUrl(key, 60);
};

/**
 * A listing of the owner's made before each role's request, for the rows that edit or delete one (so the shared
 * listings of World stay as they are), with one photo to remove.
 */
let scratch = { id: "00000000-0000-4000-8000-000000000001", mediaId: "none" };
const freshListing = (status: Exclude<ListingKey, "areaOnly">) => async () => {
  const listing = await insertListingRow(api.db, { ownerId: roleMembers.owner!.uid, status });
  const [photo] = await insertMedia(api.db, { listingId: listing.id, count: 1 });
  scratch = { id: listing.id, mediaId: photo!.id };
};
/** The edit form as the page sends it for a listing the factories wrote (a house for sale). */
const listingEditForm = () => ({ ...sellForm(), keepMediaIds: [], uploadIds: [] });
/** Another member's public listing: refused (403); one they cannot see: unknown (404). */
const ownerOrAdmin = (status: number, others: 403 | 404): Expected => ({
  anonymous: 401,
  user: others,
  owner: status,
  "member with a plan": others,
  admin: status,
});

/** A verified Firebase account that no row signs in as otherwise, and a fresh ID token of it. */
async function freshIdToken(label: string): Promise<string> {
  const email = uniqueEmail(label);
  await api.server.auth.upsertVerifiedUser({ email, password: "Secret@123", displayName: "Fresh Person" });
  return signInWithPassword(email, "Secret@123");
}

const BASE_ROWS: readonly Row[] = [
  // ---- API: session and accounts --------------------------------------------------------------------------
  {
    method: "POST",
    route: "/api/v1/session",
    path: () => "/api/v1/session",
    what: "sign in with a verified account's ID token",
    expect: everyone(200),
    json: async () => ({ idToken: await freshIdToken("matrix-session") }),
  },
  {
    method: "DELETE",
    route: "/api/v1/session",
    path: () => "/api/v1/session",
    what: "log out",
    expect: everyone(204),
    throwaway: true,
    endsSession: true,
  },
  { method: "GET", route: "/api/v1/me", path: () => "/api/v1/me", what: "who am I", expect: members(200) },
  {
    method: "PUT",
    route: "/api/v1/me/locale",
    path: () => "/api/v1/me/locale",
    what: "own language, for the e-mails (the language switch)",
    expect: members(204),
    json: () => ({ locale: "en" }),
  },
  {
    method: "POST",
    route: "/api/v1/session/firebase-token",
    path: () => "/api/v1/session/firebase-token",
    what: "a custom token for the live data",
    expect: members(200),
  },
  {
    method: "POST",
    route: "/api/v1/accounts",
    path: () => "/api/v1/accounts",
    what: "sign-up details of a new Firebase account (its ID token decides, not the cookie)",
    expect: everyone(201),
    json: async () => ({
      idToken: await signUp(uniqueEmail("matrix-signup"), "Secret@123"),
      firstName: "Kavya",
      lastName: "Iyer",
      phoneNumber: "9876543210",
      city: "Salem",
    }),
  },
  {
    method: "GET",
    route: "/api/v1/profile",
    path: () => "/api/v1/profile",
    what: "own profile",
    expect: members(200),
  },
  {
    method: "PUT",
    route: "/api/v1/profile",
    path: () => "/api/v1/profile",
    what: "edit own profile",
    expect: members(200),
    json: () => profileForm,
  },
  {
    method: "DELETE",
    route: "/api/v1/profile",
    path: () => "/api/v1/profile",
    what: "delete own account",
    expect: members(204),
    throwaway: true,
    endsSession: true,
  },

  // ---- API: public listing reads --------------------------------------------------------------------------
  {
    method: "GET",
    route: "/api/v1/listings",
    path: () => "/api/v1/listings?types=Sell",
    what: "search",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/listings/map",
    path: () => "/api/v1/listings/map?types=Sell&bbox=76.2,8,80.4,13.6&zoom=7",
    what: "the results map",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/listings/newest",
    path: () => "/api/v1/listings/newest?types=Sell",
    what: "newest",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/listings/:id",
    path: (w) => `/api/v1/listings/${w.approved.id}`,
    what: "an approved listing",
    expect: everyone(200),
    reveals: { listing: "approved", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "GET",
    route: "/api/v1/listings/:id",
    path: (w) => `/api/v1/listings/${w.pending.id}`,
    what: "the owner's pending listing",
    expect: ownerAndAdmin(200),
    reveals: { listing: "pending", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "GET",
    route: "/api/v1/listings/:id",
    path: (w) => `/api/v1/listings/${w.rejected.id}`,
    what: "the owner's rejected listing",
    expect: ownerAndAdmin(200),
    reveals: { listing: "rejected", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "GET",
    route: "/api/v1/listings/:id",
    path: (w) => `/api/v1/listings/${w.areaOnly.id}`,
    what: "an approved listing shown as an area: its public area to all, the exact point to its owner and admins",
    expect: everyone(200),
    reveals: { listing: "areaOnly", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "GET",
    route: "/api/v1/listings/:id",
    path: (w) => `/api/v1/listings/${w.unknownId}`,
    what: "an id nobody has",
    expect: everyone(404),
  },
  {
    method: "GET",
    route: "/api/v1/listings/:id/costs",
    path: (w) => `/api/v1/listings/${w.approved.id}/costs?rate=9`,
    what: "what an approved sale listing costs",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/listings/:id/costs",
    path: (w) => `/api/v1/listings/${w.pending.id}/costs`,
    what: "what a pending listing costs: not public, so for no one",
    expect: everyone(404),
  },
  {
    method: "GET",
    route: "/api/v1/listings/:id/similar",
    path: (w) => `/api/v1/listings/${w.approved.id}/similar`,
    what: "like an approved listing",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/listings/:id/similar",
    path: (w) => `/api/v1/listings/${w.pending.id}/similar`,
    what: "like a pending listing: not public, so for no one",
    expect: everyone(404),
  },
  {
    method: "GET",
    route: "/api/v1/suggestions",
    path: () => "/api/v1/suggestions?q=Sal",
    what: "search-box suggestions",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/counts",
    path: () => "/api/v1/counts",
    what: "counts",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/cities",
    path: () => "/api/v1/cities",
    what: "cities",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/banners",
    path: () => "/api/v1/banners",
    what: "banners",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/collections",
    path: () => "/api/v1/collections",
    what: "collections",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/api/v1/openapi.json",
    path: () => "/api/v1/openapi.json",
    what: "the API's description",
    expect: everyone(200),
  },

  // ---- API: listing writes (members submit; only the owner or an admin changes a listing) -----------------
  {
    method: "POST",
    route: "/api/v1/listings",
    path: () => "/api/v1/listings",
    what: "submit the Sell form",
    expect: members(201),
    json: () => ({ ...sellForm(), uploadIds: [] }),
  },
  {
    method: "PUT",
    route: "/api/v1/listings/:id",
    path: () => `/api/v1/listings/${scratch.id}`,
    what: "edit the owner's approved listing",
    expect: ownerOrAdmin(200, 403),
    json: listingEditForm,
    before: freshListing("approved"),
  },
  {
    method: "PUT",
    route: "/api/v1/listings/:id",
    path: () => `/api/v1/listings/${scratch.id}`,
    what: "edit the owner's pending listing: unknown to everyone else",
    expect: ownerOrAdmin(200, 404),
    json: listingEditForm,
    before: freshListing("pending"),
  },
  {
    method: "DELETE",
    route: "/api/v1/listings/:id",
    path: () => `/api/v1/listings/${scratch.id}`,
    what: "delete the owner's approved listing",
    expect: ownerOrAdmin(204, 403),
    before: freshListing("approved"),
  },
  {
    method: "DELETE",
    route: "/api/v1/listings/:id",
    path: () => `/api/v1/listings/${scratch.id}`,
    what: "delete the owner's rejected listing: unknown to everyone else",
    expect: ownerOrAdmin(204, 404),
    before: freshListing("rejected"),
  },
  {
    method: "DELETE",
    route: "/api/v1/listings/:id/media/:mediaId",
    path: () => `/api/v1/listings/${scratch.id}/media/${scratch.mediaId}`,
    what: "remove a photo of the owner's approved listing",
    expect: ownerOrAdmin(200, 403),
    before: freshListing("approved"),
  },
  {
    method: "GET",
    route: "/media-private/*",
    path: () => `/media-private/listings/u-${OWNERS_UPLOAD_ID}/480.webp`,
    what: "a private file without a signature: nobody, the owner and admins included (they get signed URLs)",
    expect: everyone(404),
    before: privateFile,
  },
  {
    method: "GET",
    route: "/media-private/*",
    path: () => signedPrivateUrl,
    what: "a private file through the signed URL a page gave its owner: whoever holds it, until it expires",
    expect: everyone(200),
    before: privateFile,
  },
  {
    method: "POST",
    route: "/api/v1/listings/:id/views",
    path: (w) => `/api/v1/listings/${w.approved.id}/views`,
    what: "count a view (the detail page's beacon)",
    expect: everyone(204),
  },

  // ---- API: wishlist (each member's own; only approved listings can be added) ------------------------------
  {
    method: "GET",
    route: "/api/v1/wishlist",
    path: () => "/api/v1/wishlist",
    what: "own wishlist",
    expect: members(200),
  },
  {
    method: "PUT",
    route: "/api/v1/wishlist/:listingId",
    path: (w) => `/api/v1/wishlist/${w.approved.id}`,
    what: "add an approved listing",
    expect: members(200),
  },
  {
    method: "PUT",
    route: "/api/v1/wishlist/:listingId",
    path: (w) => `/api/v1/wishlist/${w.pending.id}`,
    what: "add a pending listing: not public, not even to its owner",
    expect: members(404),
  },
  {
    method: "DELETE",
    route: "/api/v1/wishlist/:listingId",
    path: (w) => `/api/v1/wishlist/${w.approved.id}`,
    what: "remove a listing (idempotent)",
    expect: members(200),
  },
  {
    method: "POST",
    route: "/api/v1/wishlist/merge",
    path: () => "/api/v1/wishlist/merge",
    what: "merge a guest's local wishlist",
    expect: members(200),
    json: (w) => ({ listingIds: [w.approved.id, w.pending.id] }),
  },

  // ---- API: uploads (each member's own photos and videos, before a listing holds them) ----------------------
  {
    method: "POST",
    route: "/api/v1/uploads",
    path: () => "/api/v1/uploads",
    what: "upload a photo",
    expect: members(201),
    file: matrixPhoto,
  },
  {
    method: "DELETE",
    route: "/api/v1/uploads/:id",
    path: () => `/api/v1/uploads/${OWNERS_UPLOAD_ID}`,
    what: "discard the owner's upload: only its owner may, for everyone else it is unknown",
    expect: { anonymous: 401, user: 404, owner: 204, "member with a plan": 404, admin: 404 },
    before: putOwnersUpload,
  },
  {
    method: "POST",
    route: "/api/v1/uploads/direct",
    path: () => "/api/v1/uploads/direct",
    what: "start a video's upload straight to the bucket: members, and not on disk storage (as here)",
    expect: members(404),
    json: () => ({ filename: "walk.mp4", size: 40_000_000, contentType: "video/mp4" }),
  },
  {
    method: "POST",
    route: "/api/v1/uploads/:id/complete",
    path: () => `/api/v1/uploads/${OWNERS_UPLOAD_ID}/complete`,
    what: "take over a direct upload: members (on S3 only the owner's, tests/integration/uploads-direct.test.ts)",
    expect: members(404),
    before: putOwnersUpload,
  },

  // ---- API: contact form -----------------------------------------------------------------------------------
  {
    method: "GET",
    route: "/api/v1/contact/form-token",
    path: () => "/api/v1/contact/form-token",
    what: "a Contact form token",
    expect: everyone(200),
  },
  {
    method: "POST",
    route: "/api/v1/contact",
    path: () => "/api/v1/contact",
    what: "send a Contact message",
    expect: everyone(201),
    json: contactForm,
    before: forgetContactSenders,
  },

  // ---- API: admin rows are in ./authorisation/admin-*.ts ---------------------------------------------------
  {
    method: "GET",
    route: "/api/v1/*",
    path: () => "/api/v1/admin/no-such-route",
    what: "an unknown admin path: refused before it is looked up",
    expect: adminOnly(404),
  },
  {
    method: "GET",
    route: "/api/v1/*",
    path: () => "/api/v1/no-such-route",
    what: "an unknown API path",
    expect: everyone(404),
  },

  // ---- Pages ------------------------------------------------------------------------------------------------
  { method: "GET", route: "/", path: () => "/", what: "to the home page", expect: everyone(302) },
  {
    method: "GET",
    route: "/sitemap.xml",
    path: () => "/sitemap.xml",
    what: "sitemap",
    expect: everyone(200),
  },
  { method: "GET", route: "/robots.txt", path: () => "/robots.txt", what: "robots", expect: everyone(200) },
  {
    method: "GET",
    route: "/view-property/:id",
    path: (w) => `/view-property/${w.approved.id}`,
    what: "old detail address",
    expect: everyone(301),
  },
  {
    method: "GET",
    route: "/property/:id",
    path: (w) => `/property/${w.approved.id}`,
    what: "old detail address",
    expect: everyone(301),
  },
  {
    method: "GET",
    route: "/similar-product/:id",
    path: (w) => `/similar-product/${w.approved.id}`,
    what: "old similar screen",
    expect: everyone(301),
  },
  {
    method: "GET",
    route: "/similarproperties",
    path: () => "/similarproperties",
    what: "old similar list",
    expect: everyone(301),
  },
  { method: "GET", route: "/common/:types", path: () => "/common/Sell", what: "home", expect: everyone(200) },
  {
    method: "GET",
    route: "/newestlisting/:types",
    path: () => "/newestlisting/Sell",
    what: "newest listings",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/featuredcollections/:types",
    path: () => "/featuredcollections/Sell",
    what: "featured collections",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/propertylisting",
    path: () => "/propertylisting?types=Sell&propertyName=House",
    what: "results",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/propertylistings/:query",
    path: () => "/propertylistings/Salem",
    what: "results of the mobile search",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/propertylistings/:propertyName/:city",
    path: () => "/propertylistings/House/Salem",
    what: "search results",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/search/:propertyName/:city",
    path: () => "/search/House/Salem",
    what: "search results",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/view-property5/:id",
    path: (w) => `/view-property5/${w.approved.id}`,
    what: "an approved listing",
    expect: everyone(200),
    reveals: { listing: "approved", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "GET",
    route: "/view-property5/:id",
    path: (w) => `/view-property5/${w.pending.id}`,
    what: "the owner's pending listing",
    expect: ownerAndAdmin(200),
    reveals: { listing: "pending", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "GET",
    route: "/view-property5/:id",
    path: (w) => `/view-property5/${w.rejected.id}`,
    what: "the owner's rejected listing",
    expect: ownerAndAdmin(200),
    reveals: { listing: "rejected", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "GET",
    route: "/view-property5/:id",
    path: (w) => `/view-property5/${w.unknownId}`,
    what: "an id nobody has",
    expect: everyone(404),
  },
  { method: "GET", route: "/about", path: () => "/about", what: "info", expect: everyone(200) },
  { method: "GET", route: "/contact", path: () => "/contact", what: "info and form", expect: everyone(200) },
  {
    method: "POST",
    route: "/contact",
    path: () => "/contact",
    what: "send the Contact form",
    expect: everyone(200),
    form: contactForm,
    before: forgetContactSenders,
  },
  { method: "GET", route: "/refund", path: () => "/refund", what: "info", expect: everyone(200) },
  {
    method: "GET",
    route: "/privacypolicy",
    path: () => "/privacypolicy",
    what: "info",
    expect: everyone(200),
  },
  {
    method: "GET",
    route: "/termsandconditions",
    path: () => "/termsandconditions",
    what: "info",
    expect: everyone(200),
  },
  { method: "GET", route: "/signin", path: () => "/signin", what: "log in", expect: everyone(200) },
  { method: "GET", route: "/signup", path: () => "/signup", what: "sign up", expect: everyone(200) },
  {
    method: "GET",
    route: "/forgotpassword",
    path: () => "/forgotpassword",
    what: "reset password",
    expect: everyone(200),
  },
  { method: "GET", route: "/phone", path: () => "/phone", what: "phone sign-in", expect: everyone(200) },
  {
    method: "GET",
    route: "/profile",
    path: () => "/profile",
    what: "own profile and listings",
    expect: members(200),
    // The owner's own listing cards carry no contact details either.
  },
  {
    method: "GET",
    route: "/profile",
    path: () => "/profile?tab=wishlist",
    what: "own wishlist",
    expect: members(200),
  },
  {
    method: "GET",
    route: "/editprofile",
    path: () => "/editprofile",
    what: "edit profile form",
    expect: members(200),
  },
  {
    method: "POST",
    route: "/editprofile",
    path: () => "/editprofile",
    what: "save the profile, then to /profile",
    expect: members(302),
    form: () => profileForm,
  },
  // ---- Pages: selling and the owner's edit and delete (web/app/routes/sell, listings/edit-property) ----------
  { method: "GET", route: "/sell", path: () => "/sell", what: "the Sell form", expect: members(200) },
  {
    method: "POST",
    route: "/sell",
    path: () => "/sell",
    what: "submit a new listing (pending)",
    expect: members(200),
    form: () => sellForm(),
  },
  {
    method: "GET",
    route: "/editProperty/:id",
    path: (w) => `/editProperty/${w.approved.id}`,
    what: "the edit form of an approved listing",
    expect: ownerOrAdmin(200, 403),
    reveals: { listing: "approved", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "GET",
    route: "/editProperty/:id",
    path: (w) => `/editProperty/${w.pending.id}`,
    what: "the edit form of a pending listing",
    expect: ownerOrAdmin(200, 404),
    reveals: { listing: "pending", to: ["owner", "admin"], location: ["owner", "admin"] },
  },
  {
    method: "POST",
    route: "/editProperty/:id",
    path: () => `/editProperty/${scratch.id}`,
    what: "save the edit form, then to the detail page",
    expect: ownerOrAdmin(302, 403),
    // The page sends no keepMediaIds when every photo was removed.
    form: () => sellForm(),
    before: freshListing("approved"),
  },
  {
    method: "POST",
    route: "/view-property5/:id",
    path: () => `/view-property5/${scratch.id}`,
    what: "delete from the detail page, then to /profile",
    expect: ownerOrAdmin(302, 403),
    form: () => ({ intent: "delete" }),
    before: freshListing("approved"),
  },
  {
    method: "GET",
    route: "/*",
    path: () => "/no-such-page",
    what: "an unknown page",
    expect: everyone(404),
  },
  {
    method: "GET",
    route: "/logout",
    path: () => "/logout",
    what: "only a POST logs out",
    expect: everyone(302),
  },
  {
    method: "POST",
    route: "/logout",
    path: () => "/logout",
    what: "log out, then home",
    expect: everyone(302),
    form: () => ({}),
    throwaway: true,
    endsSession: true,
  },
  {
    method: "GET",
    route: "/login",
    path: () => "/login",
    what: "old address of /signin",
    expect: everyone(301),
  },
  {
    method: "GET",
    route: "/healthz",
    path: () => "/healthz",
    what: "health check",
    expect: everyone(200),
  },
];

const ENGLISH_ROWS: readonly Row[] = [
  ...BASE_ROWS,
  ...moderationRows,
  ...peopleRows,
  ...ratesRows,
  ...contentRows,
  ...recordsRows,
  ...paymentsRows,
  ...revealsRows,
  ...reportsRows,
  ...freshnessRows,
  ...savedSearchRows,
  ...checkoutRows,
];

/** A page in Tamil (under /ta) is the same page: it answers every role as its English twin does. */
const tamilPages = new Set(pagePaths().filter((path) => path === "/ta" || path.startsWith("/ta/")));
const tamilTwin = (route: string) => (route === "/" ? "/ta" : `/ta${route}`);
const TAMIL_ROWS: readonly Row[] = ENGLISH_ROWS.filter(
  (row) => row.method === "GET" && tamilPages.has(tamilTwin(row.route)),
).map((row) => ({
  ...row,
  route: tamilTwin(row.route),
  path: (w: World) => tamilTwin(row.path(w)),
  what: `${row.what}, in Tamil`,
}));

const ROWS: readonly Row[] = [...ENGLISH_ROWS, ...TAMIL_ROWS];

// ---------------------------------------------------------------------------------------------------------
// The roles.

/** The shared member of each signed-in role; the owner also owns every listing in World. */
const roleMembers: Partial<Record<Role, TestMember>> = {};

/** A member of `role`: signed in, and for the owner with a listing, for the plan member with an active plan. */
async function signInAs(role: Exclude<Role, "anonymous">, label: string): Promise<TestMember> {
  const member = await api.signIn({ admin: role === "admin", label });
  if (role === "owner") await insertListingRow(api.db, { ownerId: member.uid, status: "pending" });
  // Plans are not sold yet (issue 14): the subscription document alone makes this member "with a plan".
  if (role === "member with a plan") await insertSubscription(api.db, { userId: member.uid });
  return member;
}

/**
 * Each listing's contact with strings that appear nowhere else, so a body can be searched for them, and an exact
 * point of its own (its public area more than 100 m away on both axes, so the scan never mistakes one for it).
 */
function secretContact(tag: string, shown: "exact" | "area" = "exact") {
  return {
    name: `Kamakshi Ownerof${tag}`,
    phone: uniquePhone(),
    address: `${tag} Hidden Well Street, Salem`,
    location: secretLocation(shown),
  };
}

beforeAll(async () => {
  api = await apiTest({ pages: true, rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000 } });
  const [user, owner, plan, admin] = await Promise.all([
    signInAs("user", "matrix-user"),
    signInAs("owner", "matrix-owner"),
    signInAs("member with a plan", "matrix-plan"),
    signInAs("admin", "matrix-admin"),
  ]);
  Object.assign(roleMembers, { user, owner, "member with a plan": plan, admin });
  // Something for the featured-collections page and the collections API to show.
  await insertCollection(api.db);
  const listing = (status: Exclude<ListingKey, "areaOnly">) =>
    insertListingRow(api.db, { ownerId: owner.uid, status, contact: secretContact(status) });
  world = {
    approved: await listing("approved"),
    pending: await listing("pending"),
    rejected: await listing("rejected"),
    areaOnly: await insertListingRow(api.db, {
      ownerId: owner.uid,
      status: "approved",
      contact: secretContact("areaOnly", "area"),
    }),
    unknownId: "00000000-0000-4000-8000-000000000000",
  };
});

afterAll(async () => {
  await api?.close();
});

// ---------------------------------------------------------------------------------------------------------
// The requests.

async function send(row: Row, cookie: string | undefined): Promise<Response> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  // Writes come from our own pages, as a browser sends them.
  if (row.method !== "GET") headers.origin = api.server.base;
  let body: string | undefined;
  if (row.json) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(await row.json(world));
  } else if (row.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(row.form(world)).toString();
  } else if (row.file) {
    // fetch writes the multipart content type with its boundary.
    const form = new FormData();
    form.set("file", await row.file());
    return fetch(api.server.base + row.path(world), {
      method: row.method,
      headers,
      body: form,
      redirect: "manual",
    });
  }
  return fetch(api.server.base + row.path(world), {
    method: row.method,
    headers,
    body,
    redirect: "manual",
  });
}

const LISTINGS: readonly ListingKey[] = ["approved", "pending", "rejected", "areaOnly"];

/** What a page that needs an account says to a visitor, in each language. */
const NEEDS_LOGIN = {
  en: "You need to login to see this page",
  ta: "இந்தப் பக்கத்தைப் பார்க்க நீங்கள் உள்நுழைய வேண்டும்",
} as const;

/**
 * Where any owner contact detail appears in `body`, as "pending phone", …, "approved location" for the exact point
 * (with its 6 decimals, or rounded to 4 as the public area is); empty when none does.
 */
function contactDetailsIn(body: string): string[] {
  return LISTINGS.flatMap((key) => {
    const { contact } = world[key];
    const found = (["name", "phone", "address"] as const).filter((field) => body.includes(contact[field]));
    const location = exactPointTexts(contact.location).some((text) => body.includes(text));
    return [...found, ...(location ? ["location"] : [])].map((field) => `${key} ${field}`);
  });
}

describe.each(ROWS)("$method $route ($what)", (row) => {
  it.each(ROLES)("as %s", async (role) => {
    const member =
      role === "anonymous" ? null : row.throwaway ? await signInAs(role, "throwaway") : roleMembers[role];
    await row.before?.({ api, world, members: roleMembers, role });
    const response = await send(row, member?.cookie);
    const body = await response.text();
    expect(response.status, body.slice(0, 300)).toBe(row.expect[role]);
    // SPEC §2: a page that needs an account says so, with the way to log in, in the page's language.
    if (response.status === 401 && !row.route.startsWith("/api/")) {
      const tamil = row.route.startsWith("/ta/");
      expect(body).toContain(tamil ? NEEDS_LOGIN.ta : NEEDS_LOGIN.en);
      if (tamil) expect(body).not.toContain(NEEDS_LOGIN.en);
    }

    const shown = contactDetailsIn(body);
    // Issue 14 decides what a member with a plan is shown, and records each reveal; nobody else sees anything.
    if (role === "anonymous" || role === "user") expect(shown).toEqual([]);
    if (row.reveals?.to.includes(role)) expect(shown).toContain(`${row.reveals.listing} phone`);
    // Issue 34: the exact point goes where the address goes, but a member with a plan gets it only from a reveal
    // of a listing whose owner shows it (never the area-only one's).
    const locationTo = row.reveals?.location ?? [];
    if (locationTo.includes(role)) expect(shown).toContain(`${row.reveals!.listing} location`);
    if (row.reveals && !locationTo.includes(role) && row.reveals.to.includes(role))
      expect(shown).not.toContain(`${row.reveals.listing} location`);
    if (role === "member with a plan" && !locationTo.includes(role))
      expect(shown.filter((where) => where.endsWith(" location"))).toEqual([]);
    if (shown.length > 0) expect(response.headers.get("cache-control")).toMatch(/no-store/);

    if (row.endsSession && member) {
      const me = await fetch(`${api.server.base}/api/v1/me`, { headers: { cookie: member.cookie } });
      expect(me.status).toBe(401);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Guards: a route added without rows fails here.

/** `/listings/{id}` (OpenAPI) or `/view-property5/:id` (Express, React Router) as a pattern for a path. */
function routePattern(route: string): RegExp {
  const escaped = route.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/:\w+/g, "[^/]+").replace(/\*$/, ".+")}$`);
}

describe("the roles are what they say", () => {
  const whoIs = async (role: Exclude<Role, "anonymous">) => {
    const cookie = roleMembers[role]?.cookie;
    const [me, profile] = await Promise.all([
      api.call("GET", "/api/v1/me", { cookie }).then((r) => r.json()),
      api.call("GET", "/api/v1/profile", { cookie }).then((r) => r.json()),
    ]);
    const { user } = me as { user: { id: string; isAdmin: boolean } };
    const { profile: own } = profile as { profile: { plan: unknown } };
    return { uid: user.id, isAdmin: user.isAdmin, hasPlan: own.plan !== null };
  };

  it.each([
    ["user", { isAdmin: false, hasPlan: false }],
    ["owner", { isAdmin: false, hasPlan: false }],
    ["member with a plan", { isAdmin: false, hasPlan: true }],
    ["admin", { isAdmin: true, hasPlan: false }],
  ] as const)("%s", async (role, expected) => {
    const who = await whoIs(role);
    expect(who).toMatchObject(expected);
    const owns = LISTINGS.every((key) => world[key].ownerId === who.uid);
    expect(owns).toBe(role === "owner");
  });
});

describe("the matrix covers every route", () => {
  const routesOfRows = new Set(ROWS.map((row) => `${row.method} ${row.route}`));

  it("every operation of the OpenAPI document has a row", async () => {
    const response = await api.call("GET", "/api/v1/openapi.json");
    const operations = apiOperations((await response.json()) as Parameters<typeof apiOperations>[0]);
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((operation) => !routesOfRows.has(operation))).toEqual([]);
  });

  it("every page route has a GET row", () => {
    const pages = pagePaths();
    expect(pages).toContain("/view-property5/:id");
    expect(pages.filter((page) => !routesOfRows.has(`GET ${page}`))).toEqual([]);
  });

  it("every row's request is one its route answers", () => {
    const stray = ROWS.filter((row) => !routePattern(row.route).test(row.path(world).split("?")[0]!));
    expect(stray.map((row) => `${row.method} ${row.path(world)} is not ${row.route}`)).toEqual([]);
  });
});
