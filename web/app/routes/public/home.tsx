import { data } from "react-router";
import { parseListingType } from "#shared/listing-types.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { BannerCarousel } from "#web/components/home/BannerCarousel.tsx";
import { Facilities } from "#web/components/home/Facilities.tsx";
import { FeaturedCollections } from "#web/components/home/FeaturedCollections.tsx";
import { WhatWeHave } from "#web/components/home/WhatWeHave.tsx";
import { WhyChooseUs } from "#web/components/home/WhyChooseUs.tsx";
import { NewestListings } from "#web/components/NewestListings.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { getLocale, m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import homeStyles from "#web/styles/home.css?url";
import type { Route } from "./+types/home";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const types = parseListingType(params.types);
  if (!types) throw data(null, { status: 404 });
  return { types, ...(await context.get(appContext).reads.homePage(types, getLocale())) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: m["notFound.title"]() }];
  const type = LISTING_TYPE_LABELS[loaderData.types]();
  return [
    { title: m["home.metaTitle"]({ purpose: loaderData.types }) },
    { name: "description", content: m["home.metaDescription"]({ type }) },
  ];
}

/** The home page, sections in SPEC order: banner, newest, featured, counts, facilities, why choose us. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { types } = loaderData;
  const type = LISTING_TYPE_LABELS[types]();
  return (
    <main className="page home">
      <BannerCarousel title={m["home.title"]({ purpose: types })} slides={loaderData.slides} />
      <NewestListings listings={loaderData.newest} />
      <FeaturedCollections collections={loaderData.collections} types={types} />
      <WhatWeHave counts={loaderData.counts} types={types} typeLabel={type} />
      <Facilities />
      <WhyChooseUs />
    </main>
  );
}
