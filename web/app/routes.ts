import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** A page in both languages: English at its path, Tamil under /ta (see shared/locale-paths.ts). */
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
  route("checkout/sandbox/:orderId", "routes/payments/sandbox-checkout.tsx"),
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
      route("adminhome", "routes/admin/home.tsx"),
      route("propertylistingadmin", "routes/admin/moderation/queue.tsx", { id: "admin-pending" }),
      route("approveproperty", "routes/admin/moderation/queue.tsx", { id: "admin-approved" }),
      route("rejectedproperties", "routes/admin/moderation/queue.tsx", { id: "admin-rejected" }),
      route("individualadmin/:id", "routes/admin/moderation/review.tsx"),
      route("editpropertyadmin/:id", "routes/admin/moderation/edit.tsx"),
      route("customerdetails", "routes/admin/customers.tsx"),
      route("plans", "routes/admin/plans.tsx"),
      route("uploadimage", "routes/admin/banners.tsx"),
      route("admin/collections", "routes/admin/collections.tsx"),
      route("admin/messages", "routes/admin/messages.tsx"),
      route("admin/audit", "routes/admin/audit.tsx"),
      route("admin/outbox", "routes/admin/outbox.tsx"),
      route("admin/payments", "routes/admin/payments.tsx"),
    ]),
    route("user", "routes/admin/user-redirect.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("logout", "routes/auth/logout.tsx"),
  route("login", "routes/auth/login-redirect.tsx"),
] satisfies RouteConfig;
