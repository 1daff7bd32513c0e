import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the facade renders as the server renders it, in a request's locale
import { inLocale } from "#server/http/request-locale.ts";

// What was imported, and when: the map's modules are loaded on the visitor's click only.
const loaded = vi.hoisted(() => ({ leaflet: 0, areaMap: 0 }));
const mountAreaMap = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock("./LeafletMap.client.tsx", () => {
  loaded.leaflet += 1;
  return { mountAreaMap };
});
vi.mock("./AreaMap.tsx", async (importOriginal) => {
  loaded.areaMap += 1;
  return importOriginal();
});

const { MapFacade, loadAreaMap } = await import("./MapFacade.tsx");

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
    expect(loaded).toEqual({ leaflet: 0, areaMap: 0 });
  });

  it("is words only without tiles (no MAP_TILE_URL in production) or without a point", () => {
    for (const html of [
      renderToString(<MapFacade locality={null} district="Tiruppur" area={AREA} config={null} />),
      renderToString(<MapFacade locality={null} district="Tiruppur" area={null} config={CONFIG} />),
      renderToString(<MapFacade locality={null} district="Tiruppur" area={undefined} config={CONFIG} />),
    ]) {
      expect(html).toBe('<div class="map-facade"><p class="map-place">Tiruppur</p></div>');
    }
    expect(loaded).toEqual({ leaflet: 0, areaMap: 0 });
  });

  it("in Tamil, names the button in Tamil", () => {
    const html = inLocale("ta", () =>
      renderToString(<MapFacade locality={null} district="திருப்பூர்" area={AREA} config={CONFIG} />),
    );
    expect(html).toContain(">வரைபடத்தில் காட்டு</button>");
  });

  it("on the click, loads the map and Leaflet, which draw a 1,050 m circle around the area and the exact spot when given", async () => {
    const AreaMap = await loadAreaMap();
    expect(loaded).toEqual({ leaflet: 1, areaMap: 1 });
    const { drawAreaMap } = await import("./AreaMap.tsx");
    const el = {} as HTMLElement;
    drawAreaMap(mountAreaMap, el, { area: AREA, pin: null, place: "Avinashi, Tiruppur", config: CONFIG });
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
    const pin = { lat: 11.105, lng: 77.304 };
    inLocale("ta", () =>
      drawAreaMap(mountAreaMap, el, { area: AREA, pin, place: "அவிநாசி, திருப்பூர்", config: CONFIG }),
    );
    expect(mountAreaMap).toHaveBeenLastCalledWith(
      el,
      expect.objectContaining({
        pin,
        labels: expect.objectContaining({ zoomIn: "பெரிதாக்கு", zoomOut: "சிறிதாக்கு" }),
      }),
    );
    // What the page shows under the map: the circle's meaning, the spot's only with a spot.
    const props = { area: AREA, place: "Avinashi, Tiruppur", config: CONFIG };
    const withoutPin = renderToString(<AreaMap {...props} pin={null} />);
    expect(withoutPin).toContain("inside the circle");
    expect(withoutPin).not.toContain("exact spot");
    expect(renderToString(<AreaMap {...props} pin={pin} />)).toContain("The dot marks the exact spot");
  });
});
