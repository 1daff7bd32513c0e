import { data } from "react-router";
import { PlansPage } from "#web/components/admin-people/PlansPage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";
import peopleStyles from "#web/styles/admin-people.css?url";
import type { Route } from "./+types/plans";
import { loadPlansPage, submitPlanForm } from "./plans.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: peopleStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["plans.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadPlansPage(context.get(appContext).db, { url });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { db, user, logger, requestId } = context.get(appContext);
  const actor = requireAdminForPage(user, url);
  const answer = await submitPlanForm(db, { actor, form: await request.formData(), logger, requestId });
  return data(answer, { status: answer.status });
}

export default function Plans({ loaderData, actionData }: Route.ComponentProps) {
  return <PlansPage {...loaderData} answer={actionData} />;
}
