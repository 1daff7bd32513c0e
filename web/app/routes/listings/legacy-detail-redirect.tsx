import { redirect } from "react-router";
import type { Route } from "./+types/legacy-detail-redirect";

/** The old app's /view-property/{id} and /property/{id} live on as permanent redirects. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/view-property5/${encodeURIComponent(params.id)}`, 301);
}
