// "Near me"'s work, loaded on the tap (NearMe.tsx): asking the browser for the location, and the words for each
// way it can fail, which the results page does not carry until then.
import { type GeoPoint, isInTamilNadu, roundCoordinate } from "#shared/geo.ts";
import { m } from "#web/lib/i18n.ts";

export type Located = { ok: true; point: GeoPoint } | { ok: false; message: string };

export const locatingText = () => m["results.map.locating"]();

/** The visitor's location (to 4 decimals), asked for now; a refusal, no answer, or a place outside Tamil Nadu, said in words. */
export function locate(): Promise<Located> {
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
