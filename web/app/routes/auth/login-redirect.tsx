import { redirect } from "react-router";
import type { Route } from "./+types/login-redirect";

/** The old app's /login is /signin now; any redirectTo travels along. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/signin${url.search}`, 301);
}
