import { data } from "react-router";
import { CustomersPage } from "#web/components/admin-people/CustomersPage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";
import peopleStyles from "#web/styles/admin-people.css?url";
import type { Route } from "./+types/customers";
import { deleteCustomerFromPage, loadCustomersPage } from "./customers.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: peopleStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["customers.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, user } = context.get(appContext);
  return { ...(await loadCustomersPage(db, { url })), meId: user?.id ?? null };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { db, auth, storage, user, logger, requestId } = context.get(appContext);
  const actor = requireAdminForPage(user, url);
  const form = await request.formData();
  const answer = await deleteCustomerFromPage(db, { auth, storage, actor, form, logger, requestId });
  return data(answer, { status: answer.status });
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage {...loaderData} />;
}
