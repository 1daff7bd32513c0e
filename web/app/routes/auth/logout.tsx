import { redirect } from "react-router";
import { appContext } from "#web/lib/app-context.server.ts";
import type { Route } from "./+types/logout";
import { logoutHeaders } from "./logout.server.ts";

export async function action({ context }: Route.ActionArgs) {
  const { auth, user, config } = context.get(appContext);
  return redirect("/common/Sell", {
    headers: await logoutHeaders({ auth, user, secure: config.isProduction }),
  });
}

export function loader() {
  return redirect("/common/Sell");
}
