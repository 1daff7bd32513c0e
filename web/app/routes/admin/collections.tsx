import { data } from "react-router";
import { CollectionsManager } from "#web/components/admin-content/CollectionsManager.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { t } from "#web/lib/i18n.ts";
import "#web/lib/messages/admin-content.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";
import contentStyles from "#web/styles/admin-content.css?url";
import type { Route } from "./+types/collections";
import { loadCollectionManager, runCollectionAction } from "./collections.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: t("collections.metaTitle") }, { name: "robots", content: "noindex" }];
}

/** The admin layout's middleware has admitted only admins. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadCollectionManager(context.get(appContext).db);
}

export async function action({ context, request }: Route.ActionArgs) {
  const { db, user, storage, logger, requestId } = context.get(appContext);
  const answer = await runCollectionAction(db, {
    // The layout's middleware has checked already; this names the admin for the audit log.
    user: requireAdminForPage(user, request),
    form: await request.formData(),
    storage,
    logger,
    requestId,
  });
  return data(answer, { status: answer.status });
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-content" aria-labelledby="collections-title">
      <h1 id="collections-title">{t("collections.title")}</h1>
      <p className="page-intro">{t("collections.intro")}</p>
      <CollectionsManager collections={loaderData.collections} propertyNames={loaderData.propertyNames} />
    </section>
  );
}
