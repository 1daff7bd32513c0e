import { redirect } from "react-router";
import { DEFAULT_LOCALE, isLocale } from "#shared/locale.ts";
import { HOME_PATH } from "#shared/paths.ts";
import { appContext } from "#web/lib/app-context.server.ts";
import { localizedPath } from "#web/lib/i18n.ts";
import type { Route } from "./+types/logout";
import { logoutHeaders } from "./logout.server.ts";

/** Signs out and goes to the home page in the language of the page the member left (the form's `locale`). */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, ...session } = context.get(appContext);
  const asked = (await request.formData().catch(() => null))?.get("locale");
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  return redirect(localizedPath(HOME_PATH, locale), {
    headers: await logoutHeaders({ ...session, secure: config.isProduction }),
  });
}

export function loader() {
  return redirect(HOME_PATH);
}
