import { describe, expect, it } from "vitest";
import { renderRobots, renderSitemap } from "./sitemap.ts";

describe("sitemap", () => {
  it("lists the public pages and each listing with its last change", () => {
    const xml = renderSitemap("https://nilam.example", [
      { id: "a1", updatedAt: new Date("2026-11-01T10:00:00Z") },
    ]);
    expect(xml).toContain("<loc>https://nilam.example/common/Sell</loc>");
    expect(xml).toContain("<loc>https://nilam.example/privacypolicy</loc>");
    expect(xml).toContain(
      "<url><loc>https://nilam.example/view-property5/a1</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>",
    );
  });

  it("escapes XML in URLs", () => {
    expect(renderSitemap("https://x.example/?a=1&b=2", [])).toContain("https://x.example/?a=1&amp;b=2");
  });

  it("keeps crawlers out of private pages and points them at the sitemap", () => {
    const robots = renderRobots("https://nilam.example");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /profile");
    expect(robots).toContain("Sitemap: https://nilam.example/sitemap.xml");
  });
});
