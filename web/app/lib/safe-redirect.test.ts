import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it.each([
    ["/profile?tab=wishlist", "/profile?tab=wishlist"],
    ["/view-property5/abc#photos", "/view-property5/abc#photos"],
    ["/sell", "/sell"],
    ["/a/../profile", "/profile"],
    // Encoded, a tab or space is only part of a path of ours.
    ["/%09/evil.example", "/%09/evil.example"],
    ["/ /evil.example", "/%20/evil.example"],
  ])("keeps the same-site path %s", (target, expected) => {
    expect(safeRedirect(target, "/")).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "profile",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example/phish",
    "/\n/evil.example/phish",
    "/\r/evil.example/phish",
    "/\t\\evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "javascript:alert(1)",
  ])("falls back for %j", (target) => {
    expect(safeRedirect(target, "/common/Sell")).toBe("/common/Sell");
  });
});
