import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/public/index-redirect.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("view-property/:id", "routes/listings/legacy-detail-redirect.tsx", { id: "legacy-view-property" }),
  route("property/:id", "routes/listings/legacy-detail-redirect.tsx", { id: "legacy-property" }),
  route("similar-product/:id", "routes/listings/legacy-similar-redirect.tsx"),
  route("similarproperties", "routes/listings/legacy-similar-list-redirect.tsx"),
  layout("routes/public/layout.tsx", [
    route("common/:types", "routes/public/home.tsx"),
    route("newestlisting/:types", "routes/public/newest.tsx"),
    route("featuredcollections/:types", "routes/public/featured.tsx"),
    route("propertylisting", "routes/listings/results.tsx"),
    route("propertylistings/:query", "routes/listings/query-results.tsx"),
    route("propertylistings/:propertyName/:city", "routes/listings/search-results.tsx", {
      id: "propertylistings",
    }),
    route("search/:propertyName/:city", "routes/listings/search-results.tsx", { id: "search" }),
    route("view-property5/:id", "routes/listings/detail.tsx"),
    route("about", "routes/info/about.tsx"),
    route("contact", "routes/info/contact.tsx"),
    route("refund", "routes/info/refund.tsx"),
    route("privacypolicy", "routes/info/privacy.tsx"),
    route("termsandconditions", "routes/info/terms.tsx"),
    route("signin", "routes/auth/signin.tsx"),
    route("signup", "routes/auth/signup.tsx"),
    route("forgotpassword", "routes/auth/forgot-password.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("logout", "routes/auth/logout.tsx"),
  route("login", "routes/auth/login-redirect.tsx"),
] satisfies RouteConfig;
