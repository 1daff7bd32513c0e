import { redirect } from "react-router";
import { adminPath } from "#shared/paths.ts";

/** The old app's /user screen (its customer list) is the admin's Customers Details now. */
export function loader() {
  return redirect(adminPath("customers"), 301);
}
