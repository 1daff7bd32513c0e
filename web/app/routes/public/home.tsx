import { data } from "react-router";
import { appContext } from "../../../../server/http/context.ts";
import { NewestListings } from "../../components/NewestListings.tsx";
import { t } from "../../lib/i18n.ts";
import { parseListingType } from "../../lib/listing-types.ts";
import type { Route } from "./+types/home";
import { getHomePage } from "./home.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const types = parseListingType(params.types);
  if (!types) throw data(null, { status: 404 });
  const newest = await getHomePage(context.get(appContext).db, types);
  return { types, newest };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: t("notFound.title") }];
  const type = t(`type.${loaderData.types}`);
  return [
    { title: t("home.metaTitle", { type }) },
    { name: "description", content: t("home.metaDescription", { type }) },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const type = t(`type.${loaderData.types}`);
  return (
    <main className="page home">
      <section className="hero">
        <h1>{t("home.title", { type })}</h1>
        <p>{t("home.intro")}</p>
      </section>
      <NewestListings listings={loaderData.newest} />
    </main>
  );
}
