import type { ListingDetailView } from "#shared/listing-card.ts";
import { m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { moreNearPath } from "../results/near-links.ts";

/**
 * "More properties near this one": the results nearest to this listing's public area first. Only for a listing
 * with an area that the public search knows (an approved one): the results measure from its place there.
 */
export function MoreNear({ listing }: { listing: Pick<ListingDetailView, "code" | "area" | "status"> }) {
  if (!listing.area || listing.status !== "approved") return null;
  return (
    <p className="detail-more-near">
      <Link className="button" to={moreNearPath(listing.code)}>
        {m["results.map.moreNear"]()}
      </Link>
    </p>
  );
}
