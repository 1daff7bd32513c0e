import { redirect } from "react-router";
import { listingPath } from "#shared/paths.ts";
import type { Route } from "./+types/legacy-similar-redirect";

/** The old similar-product screen is now the detail page's similar section. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`${listingPath(params.id)}#similar`, 301);
}
