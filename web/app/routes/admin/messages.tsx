import { data } from "react-router";
import { MessagesPage } from "#web/components/admin-records/MessagesPage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";
import recordsStyles from "#web/styles/admin-records.css?url";
import type { Route } from "./+types/messages";
import { loadInbox, markFromPage } from "./messages.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordsStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["inbox.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadInbox(context.get(appContext).db, { url });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { db, user, logger, requestId } = context.get(appContext);
  const admin = requireAdminForPage(user, url);
  const answer = await markFromPage(db, { admin, form: await request.formData(), logger, requestId });
  return data(answer, { status: answer.status });
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesPage {...loaderData} />;
}
