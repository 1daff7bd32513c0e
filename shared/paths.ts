// Every path of the site's pages, built in one place: pages, mail, the sitemap and the locale rules import them
// from here, and web/app/routes.ts declares the English-only pages from the same names. A path is built in
// English; a page's Link (web/app/lib/links.tsx) or localizedPath (./locale-paths.ts) puts it in a language.
import type { ListingType } from "./values.ts";

/** How a listing type is written in URLs, its one spelling there: /common/Sell, /propertylisting?types=Sell. */
export const TYPE_PARAM: Readonly<Record<ListingType, string>> = {
  sell: "Sell",
  rent: "Rent",
  lease: "Lease",
};

/** A listing's page (SPEC: /view-property5/{id}). */
export function listingPath(id: string): string {
  return `/view-property5/${encodeURIComponent(id)}`;
}

/** The owner's form for editing a listing. */
export function editListingPath(id: string): string {
  return `/editProperty/${encodeURIComponent(id)}`;
}

/** The home page of a listing type: /common/Sell, /common/Rent, /common/Lease. */
export function typeHomePath(type: ListingType): string {
  return `/common/${TYPE_PARAM[type]}`;
}

/** The site's home: the home page of buying. */
export const HOME_PATH = typeHomePath("sell");

/**
 * The listing results page with `query` as its query string, as given ("types=Sell&page=2", or the canonical
 * parameters of shared/listing-filters filtersToSearchParams); with none, every listing.
 */
export function resultsPath(query: string | URLSearchParams = ""): string {
  const qs = query.toString();
  return qs === "" ? "/propertylisting" : `/propertylisting?${qs}`;
}

/** The results of one property name of one type: 'View More' of a collection, a 'What We Have' count. */
export function typeResultsPath(type: ListingType, propertyName: string): string {
  return resultsPath(`types=${TYPE_PARAM[type]}&propertyName=${encodeURIComponent(propertyName)}`);
}

/** The results of typed words (the header's search box): /propertylistings/{query}. */
export function searchPath(query: string): string {
  return `/propertylistings/${encodeURIComponent(query)}`;
}

/** The canonical page of one property name in one city (a suggestion chosen): /search/{propertyName}/{city}. */
export function nameInCityPath(propertyName: string, city: string): string {
  return `/search/${encodeURIComponent(propertyName)}/${encodeURIComponent(city)}`;
}

/** A route pattern of routes.ts ("individualadmin/:id") as a path, its one parameter filled in and encoded. */
function filledRoute(pattern: string, value: string): string {
  return `/${pattern.replace(/:\w+/, () => encodeURIComponent(value))}`;
}

/** The sandbox gateway's Checkout page of an order (development only), opened in a dialog's frame. */
export function sandboxCheckoutPath(orderId: string): string {
  return filledRoute(ONE_LANGUAGE_ROUTES.sandboxCheckout, orderId);
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
  return filledRoute(ADMIN_ROUTES.review, id);
}

/** The admin's edit of one listing. */
export function adminEditPath(id: string): string {
  return filledRoute(ADMIN_ROUTES.edit, id);
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
