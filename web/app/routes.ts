import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/public/index-redirect.tsx"),
  layout("routes/public/layout.tsx", [
    route("common/:types", "routes/public/home.tsx"),
    route("signin", "routes/auth/signin.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("logout", "routes/auth/logout.tsx"),
] satisfies RouteConfig;
