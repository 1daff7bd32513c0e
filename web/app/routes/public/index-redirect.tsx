import { redirect } from "react-router";
import { HOME_PATH } from "#shared/paths.ts";
import { localizedPath } from "#web/lib/i18n.ts";

export function loader() {
  return redirect(localizedPath(HOME_PATH));
}
