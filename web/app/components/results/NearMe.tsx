import { useState } from "react";
import type { GeoPoint } from "#shared/geo.ts";
import { m } from "#web/lib/i18n.ts";
import { loadOnce } from "#web/lib/load-once.ts";

/** The location's asking and its words: loaded on the first tap, so the results page carries neither. */
const loadNearMe = loadOnce(() => import("./near-me.client.ts"));

/**
 * "Near me": asks the browser for the visitor's location on the tap, never before, then `onFound` with it. A
 * refusal, no answer or a place outside Tamil Nadu is said in words beside the button. Needs JavaScript.
 */
export function NearMe({ onFound }: { onFound(point: GeoPoint): void }) {
  const [status, setStatus] = useState<{ locating: string } | { error: string } | null>(null);

  async function locate() {
    const near = await loadNearMe().catch(() => null);
    if (!near) return;
    setStatus({ locating: near.locatingText() });
    const located = await near.locate();
    setStatus(located.ok ? null : { error: located.message });
    if (located.ok) onFound(located.point);
  }

  return (
    <div className="near-me script-only">
      <button
        type="button"
        className="button near-me-button"
        onClick={() => void locate()}
        disabled={status !== null && "locating" in status}
      >
        {m["results.map.nearMe"]()}
      </button>
      <p className="near-me-status" role="status">
        {status !== null && "locating" in status ? status.locating : null}
      </p>
      {status !== null && "error" in status ? (
        <p className="near-me-error" role="alert">
          {status.error}
        </p>
      ) : null}
    </div>
  );
}
