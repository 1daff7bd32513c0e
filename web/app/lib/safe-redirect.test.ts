import { describe, expect, it } from "vitest";
import { locales } from "./i18n.ts";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it.each([
    ["/profile?tab=wishlist", "/profile?tab=wishlist"],
    ["/view-property5/abc#photos", "/view-property5/abc#photos"],
    ["/sell", "/sell"],
    ["/ta/sell", "/sell"],
    ["/a/../profile", "/profile"],
    // Encoded, a tab or space is only part of a path of ours.
    ["/%09/evil.example", "/%09/evil.example"],
    ["/ /evil.example", "/%20/evil.example"],
    ["/ta/%09/evil.example", "/%09/evil.example"],
  ])("keeps the same-site path %s", (target, expected) => {
    expect(safeRedirect(target, "/", "en")).toBe(expected);
  });

  it.each([
    ["/sell", "/ta/sell"],
    ["/ta/sell", "/ta/sell"],
    ["/", "/ta"],
    ["/adminhome", "/adminhome"],
  ])("puts the same-site path %s in Tamil", (target, expected) => {
    expect(safeRedirect(target, "/", "ta")).toBe(expected);
  });

  const offSite = [
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
    // Paths of ours in Tamil that lose their prefix in English and would name another host then.
    "/ta//evil.example",
    "/ta//localhost:3198/phished",
    "/ta/\\evil.example",
    "/ta/.//evil.example",
    "/ta/./\\evil.example",
    "/ta/\t/evil.example",
    "/ta/\n/evil.example",
    "/ta\\/evil.example",
    "/ta/%2F/evil.example",
  ];
  describe.each(locales)("in %s", (locale) => {
    const fallback = locale === "en" ? "/common/Sell" : "/ta/common/Sell";
    it.each(offSite)("falls back for %j", (target) => {
      const answer = safeRedirect(target, "/common/Sell", locale);
      if (target === "/ta/%2F/evil.example") {
        // An encoded slash is part of a path segment, never a host.
        expect(new URL(answer, "https://nilam.invalid").origin).toBe("https://nilam.invalid");
      } else {
        expect(answer).toBe(fallback);
      }
    });
  });

  it("never answers a path a browser reads as another host", () => {
    const prefixes = ["/", "/ta/", "/ta", "/ta/./", "/./ta/", "/ta/../ta/"];
    const separators = ["/", "\\", "\t/", "/\t", "%2F", "%5C", "\n\\", "./", ".//"];
    for (const locale of locales) {
      for (const prefix of prefixes) {
        for (const separator of separators) {
          const answer = safeRedirect(`${prefix}${separator}evil.example/x`, "/", locale);
          expect(new URL(answer, "https://nilam.invalid").origin, `${prefix}${separator} in ${locale}`).toBe(
            "https://nilam.invalid",
          );
        }
      }
    }
  });
});
