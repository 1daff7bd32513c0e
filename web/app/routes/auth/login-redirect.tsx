import { redirect } from "react-router";
import { pagePath } from "#shared/paths.ts";
import type { Route } from "./+types/login-redirect";

/** The old app's /login is /signin now; any redirectTo travels along. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`${pagePath("signIn")}${url.search}`, 301);
}
