// Previous · where the reader is · Next: the pager of every list that pages by links (plain links, so that paging
// works without JavaScript). Each screen keeps its own look through `className`; the results' numbered page list
// is components/results/Pagination.tsx.
import { Link } from "#web/lib/links.tsx";

export interface PagerStep {
  to: string;
  text: string;
  /** The link's relation; "prev" or "next" by its place unless said otherwise (null: a jump, not a step). */
  rel?: "prev" | "next" | null;
}

export function Pager(props: {
  /** The navigation landmark's name ("Pages of customers"). */
  label: string;
  className: string;
  linkClassName?: string;
  previous?: PagerStep | null;
  /** Where the reader is ("Page 2 of 5"), marked as the current page. */
  position?: string | null;
  next?: PagerStep | null;
}) {
  const { previous, position, next } = props;
  if (!previous && !next) return null;
  const step = (link: PagerStep, rel: "prev" | "next") => (
    <Link
      to={link.to}
      rel={link.rel === undefined ? rel : (link.rel ?? undefined)}
      className={props.linkClassName}
    >
      {link.text}
    </Link>
  );
  return (
    <nav className={props.className} aria-label={props.label}>
      {previous ? step(previous, "prev") : null}
      {position ? <span aria-current="page">{position}</span> : null}
      {next ? step(next, "next") : null}
    </nav>
  );
}
