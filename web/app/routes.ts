import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ADMIN_ROUTES, FILE_ROUTES, ONE_LANGUAGE_ROUTES, PAGE_ROUTES } from "#shared/paths.ts";

/**
 * A page in both languages: English at its path, Tamil under /ta (see shared/locale-paths.ts). Every page the
 * site links to takes its path from shared/paths.ts, where the links are built and the locale rules read them.
 */
const localized = (path: string) => `ta?/${path}`;

export default [
  index("routes/public/index-redirect.tsx"),
  route("ta", "routes/public/index-redirect.tsx", { id: "index-ta" }),
  route(FILE_ROUTES.sitemap, "routes/seo/sitemap.ts"),
  route(FILE_ROUTES.robots, "routes/seo/robots.ts"),
  route("view-property/:id", "routes/listings/legacy-detail-redirect.tsx", { id: "legacy-view-property" }),
  route("property/:id", "routes/listings/legacy-detail-redirect.tsx", { id: "legacy-property" }),
  route("similar-product/:id", "routes/listings/legacy-similar-redirect.tsx"),
  route("similarproperties", "routes/listings/legacy-similar-list-redirect.tsx"),
  // The sandbox gateway's Checkout (development only; 404 with Razorpay), opened in a dialog's frame.
  route(ONE_LANGUAGE_ROUTES.sandboxCheckout, "routes/payments/sandbox-checkout.tsx"),
  layout("routes/public/layout.tsx", [
    route(localized(PAGE_ROUTES.typeHome), "routes/public/home.tsx"),
    route(localized(PAGE_ROUTES.newest), "routes/public/newest.tsx"),
    route(localized(PAGE_ROUTES.featured), "routes/public/featured.tsx"),
    route(localized(PAGE_ROUTES.results), "routes/listings/results.tsx"),
    route(localized(PAGE_ROUTES.query), "routes/listings/query-results.tsx"),
    route(localized(PAGE_ROUTES.queryInCity), "routes/listings/search-results.tsx", {
      id: "propertylistings",
    }),
    route(localized(PAGE_ROUTES.nameInCity), "routes/listings/search-results.tsx", { id: "search" }),
    route(localized(PAGE_ROUTES.listing), "routes/listings/detail.tsx"),
    route(localized(PAGE_ROUTES.sell), "routes/sell/sell.tsx"),
    route(localized(PAGE_ROUTES.editListing), "routes/listings/edit-property.tsx"),
    route(localized(PAGE_ROUTES.confirmListing), "routes/listings/confirm-listing.tsx"),
    route(localized(PAGE_ROUTES.savedSearchAlerts), "routes/account/saved-search-alerts.tsx"),
    route(localized(PAGE_ROUTES.about), "routes/info/about.tsx"),
    route(localized(PAGE_ROUTES.contact), "routes/info/contact.tsx"),
    route(localized(PAGE_ROUTES.refund), "routes/info/refund.tsx"),
    route(localized(PAGE_ROUTES.privacy), "routes/info/privacy.tsx"),
    route(localized(PAGE_ROUTES.terms), "routes/info/terms.tsx"),
    route(localized(PAGE_ROUTES.signIn), "routes/auth/signin.tsx"),
    route(localized(PAGE_ROUTES.signUp), "routes/auth/signup.tsx"),
    route(localized(PAGE_ROUTES.forgotPassword), "routes/auth/forgot-password.tsx"),
    route(localized(PAGE_ROUTES.phone), "routes/auth/phone.tsx"),
    route(localized(PAGE_ROUTES.profile), "routes/account/profile.tsx"),
    route(localized(PAGE_ROUTES.editProfile), "routes/account/edit-profile.tsx"),
    route(localized(PAGE_ROUTES.receipt), "routes/account/receipt.tsx"),
    // The admin console: its layout's middleware admits only the `admin` claim (visitors sign in first).
    layout("routes/admin/layout.tsx", [
      route(ADMIN_ROUTES.home, "routes/admin/home.tsx"),
      route(ADMIN_ROUTES.pending, "routes/admin/moderation/queue.tsx", { id: "admin-pending" }),
      route(ADMIN_ROUTES.approved, "routes/admin/moderation/queue.tsx", { id: "admin-approved" }),
      route(ADMIN_ROUTES.rejected, "routes/admin/moderation/queue.tsx", { id: "admin-rejected" }),
      route(ADMIN_ROUTES.review, "routes/admin/moderation/review.tsx"),
      route(ADMIN_ROUTES.edit, "routes/admin/moderation/edit.tsx"),
      route(ADMIN_ROUTES.customers, "routes/admin/customers.tsx"),
      route(ADMIN_ROUTES.plans, "routes/admin/plans.tsx"),
      route(ADMIN_ROUTES.banners, "routes/admin/banners.tsx"),
      route(ADMIN_ROUTES.collections, "routes/admin/collections.tsx"),
      route(ADMIN_ROUTES.messages, "routes/admin/messages.tsx"),
      route(ADMIN_ROUTES.reports, "routes/admin/reports.tsx"),
      route(ADMIN_ROUTES.audit, "routes/admin/audit.tsx"),
      route(ADMIN_ROUTES.outbox, "routes/admin/outbox.tsx"),
      route(ADMIN_ROUTES.payments, "routes/admin/payments.tsx"),
      route(ADMIN_ROUTES.rates, "routes/admin/rates.tsx"),
    ]),
    route(ONE_LANGUAGE_ROUTES.user, "routes/admin/user-redirect.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route(ONE_LANGUAGE_ROUTES.logout, "routes/auth/logout.tsx"),
  route("login", "routes/auth/login-redirect.tsx"),
] satisfies RouteConfig;
