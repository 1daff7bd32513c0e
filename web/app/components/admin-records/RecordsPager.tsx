import { Link } from "react-router";
import { m } from "#web/lib/i18n.ts";

/** Previous · Page n of m · Next, for the record pages that page by number (inbox, outbox). */
export function RecordsPager({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="records-pager" aria-label={label}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="button">
          {m["records.previous"]()}
        </Link>
      ) : null}
      <span aria-current="page">{m["records.page"]({ page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className="button">
          {m["records.next"]()}
        </Link>
      ) : null}
    </nav>
  );
}
