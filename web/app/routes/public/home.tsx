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
import { t } from "#web/lib/i18n.ts";
import homeStyles from "#web/styles/home.css?url";
import type { Route } from "./+types/home";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const types = parseListingType(params.types);
  if (!types) throw data(null, { status: 404 });
  return { types, ...(await context.get(appContext).reads.homePage(types)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: t("notFound.title") }];
  const type = t(`type.${loaderData.types}`);
  return [
    { title: t("home.metaTitle", { type }) },
    { name: "description", content: t("home.metaDescription", { type }) },
  ];
}

/** The home page, sections in SPEC order: banner, newest, featured, counts, facilities, why choose us. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { types } = loaderData;
  const type = t(`type.${types}`);
  return (
    <main className="page home">
      <BannerCarousel title={t("home.title", { type })} slides={loaderData.slides} />
      <NewestListings listings={loaderData.newest} />
      <FeaturedCollections collections={loaderData.collections} types={types} typeLabel={type} />
      <WhatWeHave counts={loaderData.counts} types={types} typeLabel={type} />
      <Facilities />
      <WhyChooseUs />
    </main>
  );
}
