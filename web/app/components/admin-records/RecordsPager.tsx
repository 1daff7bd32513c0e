import { m } from "#web/lib/i18n.ts";
import { Pager } from "../ui/Pager.tsx";

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
  return (
    <Pager
      className="records-pager"
      linkClassName="button"
      label={label}
      previous={page > 1 ? { to: href(page - 1), text: m["records.previous"]() } : null}
      position={m["records.page"]({ page, pages: pageCount })}
      next={page < pageCount ? { to: href(page + 1), text: m["records.next"]() } : null}
    />
  );
}
