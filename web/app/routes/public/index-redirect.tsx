import { redirect } from "react-router";
import { localizedPath } from "#web/lib/i18n.ts";

export function loader() {
  return redirect(localizedPath("/common/Sell"));
}
