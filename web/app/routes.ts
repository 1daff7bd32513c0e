import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ADMIN_ROUTES, ONE_LANGUAGE_ROUTES } from "#shared/paths.ts";

/**
 * A page in both languages: English at its path, Tamil under /ta (see shared/locale-paths.ts). The pages in one
 * language take their paths from shared/paths.ts, where the locale rules read them too.
 */
const localized = (path: string) => `ta?/${path}`;

export default [
  index("routes/public/index-redirect.tsx"),
  route("ta", "routes/public/index-redirect.tsx", { id: "index-ta" }),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("view-property/:id", "routes/listings/legacy-detail-redirect.tsx", { id: "legacy-view-property" }),
  route("property/:id", "routes/listings/legacy-detail-redirect.tsx", { id: "legacy-property" }),
  route("similar-product/:id", "routes/listings/legacy-similar-redirect.tsx"),
  route("similarproperties", "routes/listings/legacy-similar-list-redirect.tsx"),
  // The sandbox gateway's Checkout (development only; 404 with Razorpay), opened in a dialog's frame.
  route(ONE_LANGUAGE_ROUTES.sandboxCheckout, "routes/payments/sandbox-checkout.tsx"),
  layout("routes/public/layout.tsx", [
    route(localized("common/:types"), "routes/public/home.tsx"),
    route(localized("newestlisting/:types"), "routes/public/newest.tsx"),
    route(localized("featuredcollections/:types"), "routes/public/featured.tsx"),
    route(localized("propertylisting"), "routes/listings/results.tsx"),
    route(localized("propertylistings/:query"), "routes/listings/query-results.tsx"),
    route(localized("propertylistings/:propertyName/:city"), "routes/listings/search-results.tsx", {
      id: "propertylistings",
    }),
    route(localized("search/:propertyName/:city"), "routes/listings/search-results.tsx", { id: "search" }),
    route(localized("view-property5/:id"), "routes/listings/detail.tsx"),
    route(localized("sell"), "routes/sell/sell.tsx"),
    route(localized("editProperty/:id"), "routes/listings/edit-property.tsx"),
    route(localized("confirm-listing"), "routes/listings/confirm-listing.tsx"),
    route(localized("saved-search-alerts"), "routes/account/saved-search-alerts.tsx"),
    route(localized("about"), "routes/info/about.tsx"),
    route(localized("contact"), "routes/info/contact.tsx"),
    route(localized("refund"), "routes/info/refund.tsx"),
    route(localized("privacypolicy"), "routes/info/privacy.tsx"),
    route(localized("termsandconditions"), "routes/info/terms.tsx"),
    route(localized("signin"), "routes/auth/signin.tsx"),
    route(localized("signup"), "routes/auth/signup.tsx"),
    route(localized("forgotpassword"), "routes/auth/forgot-password.tsx"),
    route(localized("phone"), "routes/auth/phone.tsx"),
    route(localized("profile"), "routes/account/profile.tsx"),
    route(localized("editprofile"), "routes/account/edit-profile.tsx"),
    route(localized("profile/receipts/:orderId"), "routes/account/receipt.tsx"),
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
    ]),
    route(ONE_LANGUAGE_ROUTES.user, "routes/admin/user-redirect.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route(ONE_LANGUAGE_ROUTES.logout, "routes/auth/logout.tsx"),
  route("login", "routes/auth/login-redirect.tsx"),
] satisfies RouteConfig;
