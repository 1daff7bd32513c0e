import { redirect } from "react-router";

/** Without a listing to compare with, "similar properties" is the full listing search. */
export function loader() {
  return redirect("/propertylisting", 301);
}
