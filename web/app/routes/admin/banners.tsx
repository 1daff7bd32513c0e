import { BannerGroup } from "#web/components/admin-content/BannerGroup.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import contentStyles from "#web/styles/admin-content.css?url";
import type { Route } from "./+types/banners";
import { loadBannerManager, runBannerAction } from "./banners.server.ts";
import { contentFormAction } from "./content-form.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["banners.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

/** The admin layout's middleware has admitted only admins. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadBannerManager(context.get(appContext).db);
}

export async function action(args: Route.ActionArgs) {
  return contentFormAction(args, runBannerAction);
}

export default function Banners({ loaderData }: Route.ComponentProps) {
  const { groups, minImages, size } = loaderData;
  return (
    <section className="admin-content" aria-labelledby="banners-title">
      <h1 id="banners-title">{m["banners.title"]()}</h1>
      <p className="page-intro">{m["banners.intro"]({ min: minImages })}</p>
      {groups.map((group) => (
        <BannerGroup key={group.id} group={group} minImages={minImages} size={size} />
      ))}
    </section>
  );
}
