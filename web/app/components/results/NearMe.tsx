import { useState } from "react";
import { type GeoPoint, isInTamilNadu } from "#shared/geo.ts";
import { m } from "#web/lib/i18n.ts";

type Asking = "idle" | "locating" | "refused" | "unavailable" | "outside";

const SAID: Record<Exclude<Asking, "idle" | "locating">, () => string> = {
  refused: m["results.map.locationRefused"],
  unavailable: m["results.map.locationUnavailable"],
  outside: m["results.map.locationOutside"],
};

/**
 * "Near me": asks the browser for the visitor's location on the tap, never before, then `onFound` with it. A
 * refusal, no answer or a place outside Tamil Nadu is said in words beside the button. Needs JavaScript.
 */
export function NearMe({ onFound }: { onFound(point: GeoPoint): void }) {
  const [asking, setAsking] = useState<Asking>("idle");

  function locate() {
    if (!("geolocation" in navigator)) {
      setAsking("unavailable");
      return;
    }
    setAsking("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lng: coords.longitude };
        if (!isInTamilNadu(point)) {
          setAsking("outside");
          return;
        }
        setAsking("idle");
        onFound(point);
      },
      (error) => setAsking(error.code === error.PERMISSION_DENIED ? "refused" : "unavailable"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="near-me script-only">
      <button
        type="button"
        className="button near-me-button"
        onClick={locate}
        disabled={asking === "locating"}
      >
        {m["results.map.nearMe"]()}
      </button>
      <p className="near-me-status" role="status">
        {asking === "locating" ? m["results.map.locating"]() : null}
      </p>
      {asking !== "idle" && asking !== "locating" ? (
        <p className="near-me-error" role="alert">
          {SAID[asking]()}
        </p>
      ) : null}
    </div>
  );
}
