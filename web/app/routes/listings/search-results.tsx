import { data, isRouteErrorResponse } from "react-router";
import { districtLabel } from "#shared/districts.ts";
import { HOME_PATH } from "#shared/paths.ts";
import { sharedPageHeaders } from "#shared/shared-page.ts";
import { propertyNameLabel } from "#shared/value-labels.ts";
import { ErrorPage } from "#web/components/ErrorPage.tsx";
import { ListingCard } from "#web/components/ListingCard.tsx";
import { Pager } from "#web/components/ui/Pager.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { formatCount } from "#web/lib/count-label.ts";
import { m } from "#web/lib/i18n.ts";
import { LISTING_TYPE_LABELS } from "#web/lib/labels.ts";
import { Link } from "#web/lib/links.tsx";
import { pageMeta } from "#web/lib/page-meta.ts";
import searchStyles from "#web/styles/search.css?url";
import type { Route } from "./+types/search-results";
import { loadSearchResults, type SearchResultsPage } from "./search-results.server.ts";

/** The same for every visitor without an account. */
export const headers = sharedPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];

/** /search/{propertyName}/{city} and /propertylistings/{propertyName}/{city}: one name in one city. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { reads, config } = context.get(appContext);
  const outcome = await loadSearchResults({
    reads,
    params,
    url,
    publicUrl: config.publicUrl,
  });
  if (!outcome.ok) throw data({ message: outcome.message }, { status: outcome.status });
  return outcome.page;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title = status === 404 ? m["searchResults.unknownTitle"]() : m["searchResults.invalidTitle"]();
    return [{ title: `${title} · ${m["site.name"]()}` }, { name: "robots", content: "noindex" }];
  }
  const names = { name: propertyNameLabel(loaderData.propertyName), city: districtLabel(loaderData.city) };
  return [
    ...pageMeta({
      title: m["searchResults.metaTitle"](names),
      description: m["searchResults.metaDescription"](names),
      canonicalUrl: loaderData.canonicalUrl,
    }),
    ...(loaderData.total === 0 ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

function countText(page: SearchResultsPage): string {
  if (page.totalCapped) return m["searchResults.countCapped"]({ count: formatCount(page.total) });
  return m["searchResults.count"]({ count: page.total, shown: formatCount(page.total) });
}

function TypeFilter({ page }: { page: SearchResultsPage }) {
  return (
    <nav className="type-filter" aria-label={m["searchResults.filter"]()}>
      <ul>
        {page.typeLinks.map((link) => (
          <li key={link.types}>
            <Link
              to={link.href}
              preventScrollReset
              aria-current={link.types === page.types ? "page" : undefined}
            >
              {link.types === "all" ? m["searchResults.all"]() : LISTING_TYPE_LABELS[link.types]()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ResultsPager({ page }: { page: SearchResultsPage }) {
  return (
    <Pager
      className="pager"
      linkClassName="button"
      label={m["searchResults.pages"]()}
      previous={page.previousHref ? { to: page.previousHref, text: m["searchResults.previous"]() } : null}
      position={m["searchResults.pageOf"]({ page: page.page, count: page.pageCount })}
      next={page.nextHref ? { to: page.nextHref, text: m["searchResults.next"]() } : null}
    />
  );
}

const SIDEBAR_IMAGES = ["/search/fields.svg", "/search/house.svg", "/search/keys.svg"];

export default function SearchResults({ loaderData: page }: Route.ComponentProps) {
  const names = { name: propertyNameLabel(page.propertyName), city: districtLabel(page.city) };
  const allHref = page.typeLinks.find((link) => link.types === "all")?.href;
  return (
    <main className="page search-results">
      <div className="search-layout">
        <div className="search-main">
          <h1>{m["searchResults.title"](names)}</h1>
          <TypeFilter page={page} />
          <p className="search-count" role="status">
            {page.total === 0 ? m["searchResults.empty"](names) : countText(page)}
          </p>
          {page.total === 0 ? (
            page.types !== "all" && allHref ? (
              <p className="empty">
                <Link to={allHref} preventScrollReset>
                  {m["searchResults.emptyAll"]()}
                </Link>
              </p>
            ) : null
          ) : (
            <>
              {/* The cards' headings are h3: this h2, for screen readers, keeps the outline without a gap. */}
              <h2 id="search-listings-title" className="visually-hidden">
                {m["searchResults.listings"]()}
              </h2>
              <ul className="card-grid" aria-labelledby="search-listings-title">
                {page.listings.map((listing, index) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} eager={index < 2} layout="grid" />
                  </li>
                ))}
              </ul>
            </>
          )}
          <ResultsPager page={page} />
        </div>
        <div className="search-aside">
          {SIDEBAR_IMAGES.map((src) => (
            <img key={src} src={src} alt="" width="320" height="400" loading="lazy" decoding="async" />
          ))}
        </div>
      </div>
    </main>
  );
}

/** An unknown name or city (404) or a bad type or page (400) says which, with the way back; the rest is ErrorPage's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) &&
    typeof error.data === "object" &&
    error.data !== null &&
    "message" in error.data
      ? String(error.data.message)
      : null;
  if (!isRouteErrorResponse(error) || message === null || (error.status !== 404 && error.status !== 400)) {
    return <ErrorPage error={error} />;
  }
  return (
    <main className="page error-page">
      <p className="error-status">{error.status}</p>
      <h1>{error.status === 404 ? m["searchResults.unknownTitle"]() : m["searchResults.invalidTitle"]()}</h1>
      <p>{message}</p>
      <Link className="button button-primary" to={HOME_PATH}>
        {m["searchResults.browse"]()}
      </Link>
    </main>
  );
}
