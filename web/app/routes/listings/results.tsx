import { data } from "react-router";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { ResultsPage } from "#web/components/results/ResultsPage.tsx";
import { resultsMeta } from "#web/components/results/seo.ts";
import { appContext } from "#web/lib/app-context.server.ts";
import resultsStyles from "#web/styles/results.css?url";
import type { Route } from "./+types/results";
import { loadResultsPage } from "./results.server.ts";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: resultsStyles }];

/** /propertylisting?types=Sell&propertyName=Land&city=Salem&…: faulty parameters answer 400 with their messages. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { reads, config, publicConfig } = context.get(appContext);
  const page = await loadResultsPage({ reads, url, publicUrl: config.publicUrl, map: publicConfig.map });
  return data(page, { status: page.error ? 400 : 200 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? resultsMeta(loaderData) : [];
}

export default function ListingResults({ loaderData }: Route.ComponentProps) {
  return <ResultsPage data={loaderData} />;
}
