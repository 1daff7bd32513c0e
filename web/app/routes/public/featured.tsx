import { data } from "react-router";
import { parseListingType } from "#shared/listing-types.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { FeaturedCollections } from "#web/components/home/FeaturedCollections.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { getLocale, m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import homeStyles from "#web/styles/home.css?url";
import type { Route } from "./+types/featured";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const types = parseListingType(params.types);
  if (!types) throw data(null, { status: 404 });
  return { types, collections: await context.get(appContext).reads.collectionsIn(getLocale()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: m["notFound.title"]() }];
  const type = LISTING_TYPE_LABELS[loaderData.types]();
  return [
    { title: m["featured.metaTitle"]({ type }) },
    { name: "description", content: m["featured.metaDescription"]({ type }) },
  ];
}

/** /featuredcollections/{types}: the featured collections alone. */
export default function Featured({ loaderData }: Route.ComponentProps) {
  const { types } = loaderData;
  return (
    <main className="page home">
      <FeaturedCollections collections={loaderData.collections} types={types} headingLevel="h1" />
    </main>
  );
}
