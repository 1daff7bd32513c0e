import { data } from "react-router";
import { OutboxPage } from "#web/components/admin-records/OutboxPage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import recordsStyles from "#web/styles/admin-records.css?url";
import type { Route } from "./+types/outbox";
import { loadOutbox, retryFromPage } from "./outbox.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordsStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["outbox.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, mailer } = context.get(appContext);
  return loadOutbox(db, { url, mailer });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { db, mailer, logger } = context.get(appContext);
  const answer = await retryFromPage(db, { mailer, logger, form: await request.formData() });
  return data(answer, { status: answer.status });
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return <OutboxPage {...loaderData} />;
}
