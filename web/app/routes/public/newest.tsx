import { data } from "react-router";
import { parseListingType } from "#shared/listing-types.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { NewestListings } from "#web/components/NewestListings.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import homeStyles from "#web/styles/home.css?url";
import type { Route } from "./+types/newest";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const types = parseListingType(params.types);
  if (!types) throw data(null, { status: 404 });
  return { types, newest: await context.get(appContext).reads.newest(types, 10) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: m["notFound.title"]() }];
  const type = LISTING_TYPE_LABELS[loaderData.types]();
  return [
    { title: m["newest.metaTitle"]({ purpose: loaderData.types }) },
    { name: "description", content: m["newest.metaDescription"]({ type }) },
  ];
}

/** /newestlisting/{types}: the newest-listings row alone. */
export default function Newest({ loaderData }: Route.ComponentProps) {
  return (
    <main className="page home">
      <h1 className="page-title">{m["home.title"]({ purpose: loaderData.types })}</h1>
      <NewestListings listings={loaderData.newest} />
    </main>
  );
}
