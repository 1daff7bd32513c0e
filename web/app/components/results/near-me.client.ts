// "Near me"'s work, loaded on the tap (NearMe.tsx): asking the browser for the location, and the words for each
// way it can fail, which the results page does not carry until then.
import { type GeoPoint, isInTamilNadu, roundCoordinate } from "#shared/geo.ts";
import type { ListingFilters } from "#shared/listing-filters/values.ts";
import { m } from "#web/lib/i18n.ts";
import { resultsSearch } from "./results-logic.ts";

type Located = { ok: true; point: GeoPoint } | { ok: false; message: string };

/**
 * The visitor's location (to 4 decimals), asked for now, saying so in `status` (NearMe's status line); null when
 * refused, unanswered or outside Tamil Nadu, with the reason said there instead.
 */
export async function locate(status: HTMLElement): Promise<GeoPoint | null> {
  const say = (text: string, error: boolean) => {
    status.textContent = text;
    status.toggleAttribute("data-error", error);
  };
  say(m["results.map.locating"](), false);
  const located = await ask();
  say(located.ok ? "" : located.message, !located.ok);
  return located.ok ? located.point : null;
}

function ask(): Promise<Located> {
  return new Promise((resolve) => {
    if (!("geolocation" in navigator)) {
      resolve({ ok: false, message: m["results.map.locationUnavailable"]() });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        // Rounded as the filters hold a point (4 decimals, about 11 m): the URL writes it as it is.
        const point = { lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) };
        resolve(
          isInTamilNadu(point)
            ? { ok: true, point }
            : { ok: false, message: m["results.map.locationOutside"]() },
        );
      },
      (error) =>
        resolve({
          ok: false,
          message:
            error.code === error.PERMISSION_DENIED
              ? m["results.map.locationRefused"]()
              : m["results.map.locationUnavailable"](),
        }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/**
 * "Near me": nearest first from the visitor's point, from the first page. A box drawn elsewhere would hide what
 * is near, so it goes; the view stays.
 */
export function nearSearch(filters: Partial<ListingFilters>, point: GeoPoint, pathQuery: boolean): string {
  return resultsSearch(
    { ...filters, near: point, sort: "distance", bbox: undefined, radius: undefined, page: 1 },
    pathQuery,
  );
}
