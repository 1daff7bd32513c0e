import { redirect } from "react-router";

/** The old app's /user screen (its customer list) is the admin's Customers Details now. */
export function loader() {
  return redirect("/customerdetails", 301);
}
