import { data } from "react-router";
import { BannerGroup } from "#web/components/admin-content/BannerGroup.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { t } from "#web/lib/i18n.ts";
import "#web/lib/messages/admin-content.ts";
import { requireAdminForPage } from "#web/lib/require-admin.server.ts";
import contentStyles from "#web/styles/admin-content.css?url";
import type { Route } from "./+types/banners";
import { loadBannerManager, runBannerAction } from "./banners.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: t("banners.metaTitle") }, { name: "robots", content: "noindex" }];
}

/** The admin layout's middleware has admitted only admins. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadBannerManager(context.get(appContext).db);
}

export async function action({ context, request }: Route.ActionArgs) {
  const { db, user, storage, logger, requestId } = context.get(appContext);
  const answer = await runBannerAction(db, {
    // The layout's middleware has checked already; this names the admin for the audit log.
    user: requireAdminForPage(user, request),
    form: await request.formData(),
    storage,
    logger,
    requestId,
  });
  return data(answer, { status: answer.status });
}

export default function Banners({ loaderData }: Route.ComponentProps) {
  const { groups, minImages, size } = loaderData;
  return (
    <section className="admin-content" aria-labelledby="banners-title">
      <h1 id="banners-title">{t("banners.title")}</h1>
      <p className="page-intro">{t("banners.intro", { min: minImages })}</p>
      {groups.map((group) => (
        <BannerGroup key={group.id} group={group} minImages={minImages} size={size} />
      ))}
    </section>
  );
}
