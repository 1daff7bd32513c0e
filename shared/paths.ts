// Every path of the site's pages, built in one place: pages, mail, the sitemap and the locale rules import them
// from here, and web/app/routes.ts declares every page from the same names. A path is built in English; a page's
// Link (web/app/lib/links.tsx) or localizedPath (./locale-paths.ts) puts it in a language.
import type { ListingType } from "./values.ts";

/** How a listing type is written in URLs, its one spelling there: /common/Sell, /propertylisting?types=Sell. */
export const TYPE_PARAM: Readonly<Record<ListingType, string>> = {
  sell: "Sell",
  rent: "Rent",
  lease: "Lease",
};

/** The site's pages in both languages, as web/app/routes.ts declares them: English at its path, Tamil under /ta. */
export const PAGE_ROUTES = {
  typeHome: "common/:types",
  newest: "newestlisting/:types",
  featured: "featuredcollections/:types",
  results: "propertylisting",
  query: "propertylistings/:query",
  /** The old spelling of nameInCity, still answered. */
  queryInCity: "propertylistings/:propertyName/:city",
  nameInCity: "search/:propertyName/:city",
  listing: "view-property5/:id",
  sell: "sell",
  editListing: "editProperty/:id",
  confirmListing: "confirm-listing",
  savedSearchAlerts: "saved-search-alerts",
  about: "about",
  contact: "contact",
  refund: "refund",
  privacy: "privacypolicy",
  terms: "termsandconditions",
  signIn: "signin",
  signUp: "signup",
  forgotPassword: "forgotpassword",
  phone: "phone",
  profile: "profile",
  editProfile: "editprofile",
  receipt: "profile/receipts/:orderId",
} as const;

/** The names of a route pattern's parameters: "search/:propertyName/:city" → "propertyName" | "city". */
type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route pattern of routes.ts ("individualadmin/:id") as a path, its parameters filled in and encoded. */
function filledRoute<Pattern extends string>(
  pattern: Pattern,
  values: Readonly<Record<RouteParams<Pattern>, string>>,
): string {
  const byName: Readonly<Record<string, string>> = values;
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(byName[name] ?? ""))}`;
}

/** The names of the routes in `table` whose pattern has no parameter. */
type PlainRoute<Table extends Readonly<Record<string, string>>> = {
  [Name in keyof Table]: Table[Name] extends `${string}:${string}` ? never : Name;
}[keyof Table];

type Page = typeof PAGE_ROUTES;

/** The path of a page that has no parameter: pagePath("sell") → "/sell". */
export function pagePath<P extends PlainRoute<Page>>(page: P): `/${Page[P]}` {
  return `/${PAGE_ROUTES[page]}`;
}

/** A listing's page (SPEC: /view-property5/{id}). */
export function listingPath(id: string): string {
  return filledRoute(PAGE_ROUTES.listing, { id });
}

/** The owner's form for editing a listing. */
export function editListingPath(id: string): string {
  return filledRoute(PAGE_ROUTES.editListing, { id });
}

/** The home page of a listing type: typeHomePath("sell") is the site's home. */
export function typeHomePath(type: ListingType): string {
  return filledRoute(PAGE_ROUTES.typeHome, { types: TYPE_PARAM[type] });
}

/** The site's home: the home page of buying. */
export const HOME_PATH = typeHomePath("sell");

/**
 * The listing results page with `query` as its query string, as given ("types=Sell&page=2", or the canonical
 * parameters of shared/listing-filters filtersToSearchParams); with none, every listing.
 */
export function resultsPath(query: string | URLSearchParams = ""): string {
  const qs = query.toString();
  const path = pagePath("results");
  return qs === "" ? path : `${path}?${qs}`;
}

/** The results of one property name of one type: 'View More' of a collection, a 'What We Have' count. */
export function typeResultsPath(type: ListingType, propertyName: string): string {
  return resultsPath(`types=${TYPE_PARAM[type]}&propertyName=${encodeURIComponent(propertyName)}`);
}

/** The results of typed words (the header's search box): /propertylistings/{query}. */
export function searchPath(query: string): string {
  return filledRoute(PAGE_ROUTES.query, { query });
}

/** The canonical page of one property name in one city (a suggestion chosen): /search/{propertyName}/{city}. */
export function nameInCityPath(propertyName: string, city: string): string {
  return filledRoute(PAGE_ROUTES.nameInCity, { propertyName, city });
}

/** The sign-in page, which goes on to `back` (a path of the site) once the member is in. */
export function signInPath(back: string): string {
  return `${pagePath("signIn")}?redirectTo=${encodeURIComponent(back)}`;
}

/** A member's receipt of one order, under their profile. */
export function receiptPath(orderId: string): string {
  return filledRoute(PAGE_ROUTES.receipt, { orderId });
}

/** The sandbox gateway's Checkout page of an order (development only), opened in a dialog's frame. */
export function sandboxCheckoutPath(orderId: string): string {
  return filledRoute(ONE_LANGUAGE_ROUTES.sandboxCheckout, { orderId });
}

/**
 * The admin console's pages, as web/app/routes.ts declares them. They are in English only, at one path for
 * every language: the console has no Tamil bundle.
 */
export const ADMIN_ROUTES = {
  home: "adminhome",
  pending: "propertylistingadmin",
  approved: "approveproperty",
  rejected: "rejectedproperties",
  review: "individualadmin/:id",
  edit: "editpropertyadmin/:id",
  customers: "customerdetails",
  plans: "plans",
  banners: "uploadimage",
  collections: "admin/collections",
  messages: "admin/messages",
  reports: "admin/reports",
  audit: "admin/audit",
  outbox: "admin/outbox",
  payments: "admin/payments",
  rates: "admin/rates",
} as const;

type AdminPage = keyof typeof ADMIN_ROUTES;
/** The admin pages of one listing, whose path names it. */
type AdminListingPage = "review" | "edit";

/** The path of an admin page that names no listing: adminPath("pending") → "/propertylistingadmin". */
export function adminPath<P extends Exclude<AdminPage, AdminListingPage>>(
  page: P,
): `/${(typeof ADMIN_ROUTES)[P]}` {
  return `/${ADMIN_ROUTES[page]}`;
}

/** The admin's review of one listing. */
export function adminReviewPath(id: string): string {
  return filledRoute(ADMIN_ROUTES.review, { id });
}

/** The admin's edit of one listing. */
export function adminEditPath(id: string): string {
  return filledRoute(ADMIN_ROUTES.edit, { id });
}

/**
 * The other pages at one path for every language, as web/app/routes.ts declares them: sign-out (which answers
 * with a redirect, to the home of the language it was asked from), the old /user (now the admin's customers)
 * and the sandbox Checkout.
 */
export const ONE_LANGUAGE_ROUTES = {
  logout: "logout",
  user: "user",
  sandboxCheckout: "checkout/sandbox/:orderId",
} as const;

/** Sign-out: a form posts to it, from a page of either language (its `locale` says which home comes next). */
export const SIGN_OUT_PATH = `/${ONE_LANGUAGE_ROUTES.logout}` as const;

/** The files at the site's root that routes.ts answers, the same in every language. */
export const FILE_ROUTES = {
  sitemap: "sitemap.xml",
  robots: "robots.txt",
} as const;

/** The path of a file at the site's root: filePath("sitemap") → "/sitemap.xml". */
export function filePath<F extends keyof typeof FILE_ROUTES>(file: F): `/${(typeof FILE_ROUTES)[F]}` {
  return `/${FILE_ROUTES[file]}`;
}
