// The map tiles the server states (public config's `map`, sent with the root loader's data to members): the Sell
// and Edit forms and the admin's review draw a map only when there are tiles to draw it with.
import { useRouteLoaderData } from "react-router";
import type { MapSettings } from "#shared/public-config.ts";
import type { loader as rootLoader } from "#web/root.tsx";

/** The tiles; null where the site has none, or where the root loader has not run (a component on its own). */
export function useMapSettings(): MapSettings | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.map ?? null;
}
