import { data } from "react-router";
import { RatesPage } from "#web/components/admin-rates/RatesPage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";
import ratesStyles from "#web/styles/admin-rates.css?url";
import type { Route } from "./+types/rates";
import { loadRatesPage, submitRatesForm } from "./rates.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: ratesStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["admin.rates.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadRatesPage(context.get(appContext).db, { url });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { db, user, logger, requestId } = context.get(appContext);
  const actor = requireAdminForPage(user, url);
  const answer = await submitRatesForm(db, { actor, form: await request.formData(), logger, requestId });
  return data(answer, { status: answer.status });
}

export default function Rates({ loaderData, actionData }: Route.ComponentProps) {
  return <RatesPage {...loaderData} answer={actionData} />;
}
