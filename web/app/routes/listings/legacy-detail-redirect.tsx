import { redirect } from "react-router";
import { listingPath } from "#shared/paths.ts";
import type { Route } from "./+types/legacy-detail-redirect";

/** The old app's /view-property/{id} and /property/{id} live on as permanent redirects. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(listingPath(params.id), 301);
}
