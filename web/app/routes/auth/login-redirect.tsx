import { redirect } from "react-router";
import type { Route } from "./+types/login-redirect";

/** The old app's /login is /signin now; any redirectTo travels along. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/signin${new URL(request.url).search}`, 301);
}
