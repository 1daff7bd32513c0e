import type { ListingFilters } from "#shared/listing-filters/values.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { pageItems, resultsSearch } from "./results-logic.ts";

/** Page links: Previous, the first and last pages, the current page's neighbours, Next. */
export function Pagination(props: { filters: ListingFilters; pageCount: number; pathQuery: boolean }) {
  const { filters, pageCount } = props;
  const page = filters.page;
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  const to = (p: number) => ({ search: resultsSearch({ ...filters, page: p }, props.pathQuery) });
  return (
    <nav className="pagination" aria-label={m["results.pagination"]()}>
      <ul>
        <li>
          {page > 1 && page <= pageCount ? (
            <Link className="page-step" rel="prev" to={to(page - 1)}>
              <span aria-hidden="true">‹</span>
              {m["results.previous"]()}
            </Link>
          ) : null}
        </li>
        {items.map((item, i) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="page-link"
                to={to(item)}
                aria-label={m["results.pageLink"]({ page: item })}
                aria-current={item === page ? "page" : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="page-step" rel="next" to={to(page + 1)}>
              {m["results.next"]()}
              <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
