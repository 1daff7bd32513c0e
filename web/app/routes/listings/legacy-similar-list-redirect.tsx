import { redirect } from "react-router";
import { resultsPath } from "#shared/paths.ts";

/** Without a listing to compare with, "similar properties" is the full listing search. */
export function loader() {
  return redirect(resultsPath(), 301);
}
