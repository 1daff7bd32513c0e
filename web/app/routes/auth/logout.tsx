import { redirect } from "react-router";
import { appContext } from "#web/lib/app-context.server.ts";
import type { Route } from "./+types/logout";
import { logoutHeaders } from "./logout.server.ts";

export async function action({ context }: Route.ActionArgs) {
  const { config, ...session } = context.get(appContext);
  return redirect("/common/Sell", {
    headers: await logoutHeaders({ ...session, secure: config.isProduction }),
  });
}

export function loader() {
  return redirect("/common/Sell");
}
