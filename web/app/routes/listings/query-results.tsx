import { data } from "react-router";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { ResultsPage } from "#web/components/results/ResultsPage.tsx";
import { resultsMeta } from "#web/components/results/seo.ts";
import { appContext } from "#web/lib/app-context.server.ts";
import resultsStyles from "#web/styles/results.css?url";
import type { Route } from "./+types/query-results";
import { loadResultsPage } from "./results.server.ts";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: resultsStyles }];

/** /propertylistings/{query} (the header's mobile search): the results page searching for the path's words. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { reads, config, publicConfig } = context.get(appContext);
  const page = await loadResultsPage({
    reads,
    url,
    pathQuery: params.query,
    publicUrl: config.publicUrl,
    map: publicConfig.map,
  });
  return data(page, { status: page.error ? 400 : 200 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? resultsMeta(loaderData) : [];
}

export default function QueryResults({ loaderData }: Route.ComponentProps) {
  return <ResultsPage data={loaderData} />;
}
