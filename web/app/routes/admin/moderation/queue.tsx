import { data } from "react-router";
import { keepDataWhenNoticeLeaves } from "#web/components/admin-moderation/decided-notice.ts";
import { QUEUE_TITLE, QueuePage } from "#web/components/admin-moderation/QueuePage.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { showSuccess } from "#web/lib/toast.ts";
import moderationStyles from "#web/styles/admin-moderation.css?url";
import type { Route } from "./+types/queue";
import { loadQueue, rejectFromQueue, statusOfPath } from "./queue.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: moderationStyles }];

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const page = QUEUE_TITLE[loaderData?.status ?? "pending"]();
  return [{ title: m["admin.metaTitle"]({ page }) }, { name: "robots", content: "noindex" }];
}

/** The pending, approved or rejected list: the route's path says which (admin-pending, -approved, -rejected). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, storage } = context.get(appContext);
  return loadQueue(db, { url, storage });
}

/** Reject on an approved card; answers the server's message for a toast, and the list reloads. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { db, user, mailer, storage, logger, requestId, config } = context.get(appContext);
  if (!user || statusOfPath(url.pathname) !== "approved") throw data(null, { status: 405 });
  const form = await request.formData();
  if (form.get("intent") !== "reject") throw data(null, { status: 400 });
  const { status, answer } = await rejectFromQueue(db, {
    user,
    form,
    mailer,
    storage,
    logger,
    requestId,
    siteUrl: config.publicUrl,
  });
  return data(answer, { status });
}

/**
 * The rejection's success toast, shown as the server answers: the card that asked leaves the list as it reloads,
 * in the same render that would hand it the answer.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const answer = await serverAction();
  if (answer.ok) showSuccess(answer.message);
  return answer;
}

export const shouldRevalidate = keepDataWhenNoticeLeaves;

export default function ModerationQueue({ loaderData }: Route.ComponentProps) {
  return <QueuePage {...loaderData} />;
}
