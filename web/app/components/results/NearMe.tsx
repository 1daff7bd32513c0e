import { useRef, useState } from "react";
import type { ListingFilters } from "#shared/listing-filters/values.ts";
import { m } from "#web/lib/i18n.ts";
import { loadOnce } from "#web/lib/load-once.ts";

/** The location's asking and its words: loaded on the first tap, so the results page carries neither. */
const loadNearMe = loadOnce(() => import("./near-me.client.ts"));

/**
 * "Near me": asks the browser for the visitor's location on the tap, never before, then `onSearch` with the
 * results nearest to it (the same filters, nearest first). The asking says so in the status line beside the
 * button, and so does a refusal, no answer or a place outside Tamil Nadu (near-me.client.ts writes them there).
 * Needs JavaScript.
 */
export function NearMe(props: {
  filters: ListingFilters;
  pathQuery: boolean;
  onSearch(search: string): void;
}) {
  const status = useRef<HTMLParagraphElement>(null);
  const [asking, setAsking] = useState(false);

  async function locate() {
    const near = await loadNearMe().catch(() => null);
    if (!near || !status.current) return;
    setAsking(true);
    const point = await near.locate(status.current);
    setAsking(false);
    if (point) props.onSearch(near.nearSearch(props.filters, point, props.pathQuery));
  }

  return (
    <div className="near-me script-only">
      <button type="button" className="button near-me-button" onClick={() => void locate()} disabled={asking}>
        {m["results.map.nearMe"]()}
      </button>
      <p ref={status} className="near-me-status" role="status" />
    </div>
  );
}
