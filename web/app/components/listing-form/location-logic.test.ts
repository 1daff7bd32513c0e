import { describe, expect, it } from "vitest";
import { DISTRICT_CENTRES } from "#shared/district-centres.ts";
import { STATE_CENTRE } from "#shared/geo.ts";
import { fieldsOf, NO_LOCATION, pointOf, pointText, shownOf } from "./location-fields.ts";
import {
  DISTRICT_ZOOM,
  districtChanged,
  GEOLOCATED_ZOOM,
  geolocated,
  geolocationProblem,
  moved,
  openPicker,
  PLACED_ZOOM,
  removed,
  STATE_ZOOM,
  startFrom,
} from "./location-logic.ts";

const SALEM = DISTRICT_CENTRES.Salem;
const MADURAI = DISTRICT_CENTRES.Madurai;
const PLOT = { lat: 11.70123, lng: 78.1012 };

describe("the location's fields", () => {
  it("hold both coordinates with 6 decimals and the owner's choice, or nothing", () => {
    expect(fieldsOf({ lat: 11.123456789, lng: 78.98765432 }, "area")).toEqual({
      latitude: "11.123457",
      longitude: "78.987654",
      locationShown: "area",
    });
    expect(fieldsOf(PLOT, "")).toEqual({
      latitude: "11.70123",
      longitude: "78.1012",
      locationShown: "exact",
    });
    expect(fieldsOf(null, "area")).toEqual(NO_LOCATION);
  });

  it("are read back as a point only when both are numbers inside Tamil Nadu", () => {
    expect(pointOf({ latitude: "11.70123", longitude: "78.1012" })).toEqual(PLOT);
    expect(pointOf({ latitude: "", longitude: "" })).toBeNull();
    expect(pointOf({ latitude: "11.7", longitude: "" })).toBeNull();
    expect(pointOf({ latitude: "abc", longitude: "78.1" })).toBeNull();
    expect(pointOf({ latitude: "28.61", longitude: "77.21" })).toBeNull(); // Delhi
  });

  it("keep a known choice and take the exact spot for anything else", () => {
    expect(shownOf("area")).toBe("area");
    expect(shownOf("exact")).toBe("exact");
    expect(shownOf("everyone")).toBe("exact");
  });

  it("say a point with 6 decimals, latitude first", () => {
    expect(pointText(PLOT)).toBe("11.701230, 78.101200");
  });
});

describe("the picker", () => {
  it("opens on the saved point, or where the district is with nothing placed, or on the state", () => {
    expect(openPicker(PLOT, "Salem")).toMatchObject({
      point: PLOT,
      origin: "saved",
      view: { zoom: PLACED_ZOOM },
    });
    expect(openPicker(null, "Salem")).toMatchObject({
      point: null,
      origin: "none",
      view: { centre: SALEM, zoom: DISTRICT_ZOOM },
    });
    expect(openPicker(null, "Old Town")).toMatchObject({ view: { centre: STATE_CENTRE, zoom: STATE_ZOOM } });
    expect(openPicker(null, "")).toMatchObject({ view: { centre: STATE_CENTRE, zoom: STATE_ZOOM } });
  });

  it("places the point where the member moves the map; a zoom about the centre places nothing", () => {
    const open = openPicker(null, "Salem");
    expect(moved(open, SALEM)).toBe(open);
    const placed = moved(open, { lat: 11.7, lng: 78.2 });
    expect(placed).toMatchObject({ point: { lat: 11.7, lng: 78.2 }, origin: "member", moves: open.moves });
    expect(moved(placed, { lat: 11.7, lng: 78.2 })).toBe(placed);
  });

  it("places nothing outside Tamil Nadu", () => {
    const placed = moved(openPicker(null, "Salem"), { lat: 11.7, lng: 78.2 });
    expect(moved(placed, { lat: 20, lng: 78.2 })).toMatchObject({ point: null, origin: "none" });
  });

  it("starts from the district's centre, and moves the map there", () => {
    const open = openPicker(null, "Salem");
    const started = startFrom(open, "Salem");
    expect(started).toMatchObject({
      point: SALEM,
      origin: "district",
      view: { centre: SALEM, zoom: DISTRICT_ZOOM },
    });
    expect(started.moves).toBe(open.moves + 1);
  });

  it("starts a city outside the 38 from the whole state, placing nothing", () => {
    const started = startFrom(openPicker(null, "Old Town"), "Old Town");
    expect(started).toMatchObject({
      point: null,
      origin: "none",
      view: { centre: STATE_CENTRE, zoom: STATE_ZOOM },
    });
  });

  it("takes the browser's position, zoomed in, unless it is outside the state", () => {
    const open = openPicker(null, "Salem");
    expect(geolocated(open, { lat: 11.1234567, lng: 78.7654321 })).toMatchObject({
      point: { lat: 11.123457, lng: 78.765432 },
      origin: "member",
      view: { zoom: GEOLOCATED_ZOOM },
      moves: 1,
    });
    expect(geolocated(open, { lat: 12.97, lng: 77.59 })).not.toBe("outside"); // Bengaluru is in the margin
    expect(geolocated(open, { lat: 28.61, lng: 77.21 })).toBe("outside");
  });

  it("follows a change of district while nothing is placed, or only 'Start from' placed it", () => {
    const open = openPicker(null, "Salem");
    const followed = districtChanged(open, "Madurai");
    expect(followed).toMatchObject({ point: null, origin: "none", view: { centre: MADURAI } });
    expect(followed.moves).toBe(1);
    const started = startFrom(open, "Salem");
    expect(districtChanged(started, "Madurai")).toMatchObject({
      point: MADURAI,
      origin: "district",
      view: { centre: MADURAI, zoom: DISTRICT_ZOOM },
    });
    expect(districtChanged(started, "Old Town")).toMatchObject({ point: null, origin: "none" });
  });

  it("keeps a point the member placed, or the saved one, when the district changes", () => {
    const open = openPicker(null, "Salem");
    const byHand = moved(open, { lat: 11.7, lng: 78.2 });
    expect(districtChanged(byHand, "Madurai")).toBe(byHand);
    const located = geolocated(open, PLOT);
    if (located === "outside") throw new Error("inside");
    expect(districtChanged(located, "Madurai")).toBe(located);
    const saved = openPicker(PLOT, "Salem");
    expect(districtChanged(saved, "Madurai")).toBe(saved);
  });

  it("lets a removed point follow the district again", () => {
    const byHand = moved(openPicker(null, "Salem"), { lat: 11.7, lng: 78.2 });
    const gone = removed(byHand);
    expect(gone).toMatchObject({ point: null, origin: "none" });
    expect(districtChanged(gone, "Madurai")).toMatchObject({ view: { centre: MADURAI } });
  });

  it("names the browser's refusals", () => {
    expect(geolocationProblem(1)).toBe("denied");
    expect(geolocationProblem(2)).toBe("unavailable");
    expect(geolocationProblem(3)).toBe("timeout");
  });
});
