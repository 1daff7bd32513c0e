import { CollectionsManager } from "#web/components/admin-content/CollectionsManager.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import contentStyles from "#web/styles/admin-content.css?url";
import type { Route } from "./+types/collections";
import { loadCollectionManager, runCollectionAction } from "./collections.server.ts";
import { contentFormAction } from "./content-form.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export function meta(): Route.MetaDescriptors {
  return [{ title: m["collections.metaTitle"]() }, { name: "robots", content: "noindex" }];
}

/** The admin layout's middleware has admitted only admins. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadCollectionManager(context.get(appContext).db);
}

export async function action(args: Route.ActionArgs) {
  return contentFormAction(args, runCollectionAction);
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-content" aria-labelledby="collections-title">
      <h1 id="collections-title">{m["collections.title"]()}</h1>
      <p className="page-intro">{m["collections.intro"]()}</p>
      <CollectionsManager collections={loaderData.collections} propertyNames={loaderData.propertyNames} />
    </section>
  );
}
