import { data } from "react-router";
import { parseListingType } from "#shared/listing-types.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { FeaturedCollections } from "#web/components/home/FeaturedCollections.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { t } from "#web/lib/i18n.ts";
import homeStyles from "#web/styles/home.css?url";
import type { Route } from "./+types/featured";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const types = parseListingType(params.types);
  if (!types) throw data(null, { status: 404 });
  return { types, collections: await context.get(appContext).reads.collections() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: t("notFound.title") }];
  const type = t(`type.${loaderData.types}`);
  return [
    { title: t("featured.metaTitle", { type }) },
    { name: "description", content: t("featured.metaDescription", { type }) },
  ];
}

/** /featuredcollections/{types}: the featured collections alone. */
export default function Featured({ loaderData }: Route.ComponentProps) {
  const { types } = loaderData;
  return (
    <main className="page home">
      <FeaturedCollections
        collections={loaderData.collections}
        types={types}
        typeLabel={t(`type.${types}`)}
        headingLevel="h1"
      />
    </main>
  );
}
