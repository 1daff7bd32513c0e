import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { PRODUCTION_SETTINGS } from "#tests/support/factories/settings.ts";
import { loadConfig } from "../config.ts";
import { isCrossSite, permissionsPolicy, type RequestSource, securityHeaders } from "./security.ts";

const SITE = "https://nilam.example";
const allowed = new Set([SITE]);
const post = (overrides: Partial<RequestSource>): RequestSource => ({
  method: "POST",
  origin: undefined,
  fetchSite: undefined,
  ownOrigin: "http://127.0.0.1:3000",
  hasSession: true,
  ...overrides,
});

describe("isCrossSite", () => {
  it.each<[string, Partial<RequestSource>, boolean]>([
    ["our origin", { origin: SITE }, false],
    ["our origin, same-origin fetch", { origin: SITE, fetchSite: "same-origin" }, false],
    ["the host it was sent to", { origin: "http://127.0.0.1:3000" }, false],
    ["another origin", { origin: "https://evil.example" }, true],
    ["another origin, cross-site fetch", { origin: "https://evil.example", fetchSite: "cross-site" }, true],
    ["another port of our host", { origin: "http://127.0.0.1:3001", fetchSite: "same-site" }, true],
    // A browser that says same-site is believed over an Origin that looks like ours.
    ["our origin, but same-site fetch", { origin: SITE, fetchSite: "same-site" }, true],
    ["our origin, but cross-site fetch", { origin: SITE, fetchSite: "cross-site" }, true],
    [
      "a null origin, same-origin fetch (our own form, origin hidden)",
      { origin: "null", fetchSite: "same-origin" },
      false,
    ],
    ["a null origin, same-site fetch", { origin: "null", fetchSite: "same-site" }, true],
    [
      "a null origin, cross-site fetch (a sandboxed frame, a data: page)",
      { origin: "null", fetchSite: "cross-site" },
      true,
    ],
    ["a null origin, fetch by the user (none)", { origin: "null", fetchSite: "none" }, true],
    ["a null origin without fetch metadata", { origin: "null" }, true],
    ["no origin, same-origin fetch", { fetchSite: "same-origin" }, false],
    ["no origin, cross-site fetch", { fetchSite: "cross-site" }, true],
    ["neither header, with a session cookie", {}, true],
    ["neither header, without a session (not a browser)", { hasSession: false }, false],
    ["no origin, fetch by the user, with a session", { fetchSite: "none" }, true],
  ])("a POST with %s: cross-site %s", (_what, overrides, expected) => {
    expect(isCrossSite(post(overrides), allowed)).toBe(expected);
  });

  it("lets every safe method through, whatever it carries", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(
        isCrossSite(post({ method, origin: "https://evil.example", fetchSite: "cross-site" }), allowed),
      ).toBe(false);
  });

  it("judges every state-changing method alike", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(isCrossSite(post({ method, origin: "https://evil.example" }), allowed)).toBe(true);
      expect(isCrossSite(post({ method, origin: "null", fetchSite: "same-origin" }), allowed)).toBe(false);
    }
  });
});

/** The headers securityHeaders sets on a page's answer. */
function headersFor(env: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as Response;
  let nextCalled = false;
  securityHeaders(loadConfig(env), { dev: false })({} as Request, res, () => {
    nextCalled = true;
  });
  expect(nextCalled).toBe(true);
  return headers;
}

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

describe("the map tiles in the CSP", () => {
  it("lets images come from exactly the tile template's origin, and nothing else of it", () => {
    const csp = headersFor({
      MAP_TILE_URL: "https://tiles.example.com:8443/styles/basic/{z}/{x}/{y}.png?key=secret",
      MAP_TILE_ATTRIBUTION: "© Tiles Example © OpenStreetMap contributors",
    })["content-security-policy"];
    expect(csp).toBeDefined();
    expect(directive(csp ?? "", "img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://tiles.example.com:8443",
    ]);
    expect(csp).not.toContain("secret");
    expect(csp).not.toContain("tile.openstreetmap.org");
    // Tiles are images: no other directive names the tile server.
    expect(csp?.split("tiles.example.com").length).toBe(2);
  });

  it("names no tile server where there is no map (production without MAP_TILE_URL)", () => {
    const csp = headersFor(PRODUCTION_SETTINGS)["content-security-policy"] ?? "";
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:"]);
  });

  it("allows geolocation to our own pages only (the Sell form's current location), never to a frame", () => {
    const policy = permissionsPolicy(loadConfig({}));
    expect(policy.split(", ")).toContain("geolocation=(self)");
    expect(policy.match(/geolocation/g)).toHaveLength(1);
    expect(policy).toContain("camera=()");
  });
});
