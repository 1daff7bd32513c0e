import { describe, expect, it } from "vitest";
import { isCrossSite, type RequestSource } from "./security.ts";

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
