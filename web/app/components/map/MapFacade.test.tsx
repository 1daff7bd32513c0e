import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the facade renders as the server renders it, in a request's locale
import { inLocale } from "#server/http/request-locale.ts";

// What was imported, and when: the map's module and its words are loaded on the visitor's click only.
const loaded = vi.hoisted(() => ({ leaflet: 0, words: 0 }));
const mountAreaMap = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock("./LeafletMap.client.tsx", () => {
  loaded.leaflet += 1;
  return { mountAreaMap };
});
vi.mock("./area-map-words.ts", async (importOriginal) => {
  loaded.words += 1;
  return importOriginal();
});

const { AREA_RADIUS_M, MapFacade, showAreaMap } = await import("./MapFacade.tsx");

const CONFIG = {
  tileUrl: "https://tiles.invalid/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
};
const AREA = { lat: 11.1, lng: 77.3 };

describe("MapFacade", () => {
  it("says where with a Show on map button, and loads nothing of the map to render", () => {
    const html = renderToString(
      <MapFacade locality="Avinashi" district="Tiruppur" area={AREA} config={CONFIG} />,
    );
    expect(html).toContain('<span data-user-content="">Avinashi</span>,<!-- --> <!-- -->Tiruppur');
    expect(html).toContain(">Show on map</button>");
    expect(html).not.toContain("tiles.invalid");
    expect(loaded).toEqual({ leaflet: 0, words: 0 });
  });

  it("is words only without tiles (no MAP_TILE_URL in production) or without a point", () => {
    for (const html of [
      renderToString(<MapFacade locality={null} district="Tiruppur" area={AREA} config={null} />),
      renderToString(<MapFacade locality={null} district="Tiruppur" area={null} config={CONFIG} />),
      renderToString(<MapFacade locality={null} district="Tiruppur" area={undefined} config={CONFIG} />),
    ]) {
      expect(html).toContain("Tiruppur");
      expect(html).not.toContain("<button");
      expect(html).not.toContain("map-area");
    }
  });

  it("in Tamil, names the button in Tamil", () => {
    const html = inLocale("ta", () =>
      renderToString(<MapFacade locality={null} district="திருப்பூர்" area={AREA} config={CONFIG} />),
    );
    expect(html).toContain(">வரைபடத்தில் காட்டு</button>");
  });

  it("on the click, loads the map and draws a 1,050 m circle around the area, with the exact spot when given", async () => {
    const el = {} as HTMLElement;
    const shown = await showAreaMap(el, {
      area: AREA,
      pin: null,
      place: "Avinashi, Tiruppur",
      config: CONFIG,
    });
    expect(loaded).toEqual({ leaflet: 1, words: 1 });
    expect(AREA_RADIUS_M).toBe(1050);
    expect(mountAreaMap).toHaveBeenLastCalledWith(el, {
      area: AREA,
      radiusM: 1050,
      config: CONFIG,
      labels: {
        region: "Map of the area around Avinashi, Tiruppur",
        zoomIn: "Zoom in",
        zoomOut: "Zoom out",
        closePopup: "Close",
      },
    });
    expect(shown.words.areaNote).toContain("inside the circle");

    const pin = { lat: 11.105, lng: 77.304 };
    await inLocale("ta", () =>
      showAreaMap(el, { area: AREA, pin, place: "அவிநாசி, திருப்பூர்", config: CONFIG }),
    );
    expect(mountAreaMap).toHaveBeenLastCalledWith(
      el,
      expect.objectContaining({
        pin,
        labels: expect.objectContaining({ zoomIn: "பெரிதாக்கு", zoomOut: "சிறிதாக்கு" }),
      }),
    );
  });
});
