import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the band renders as the server renders it, in a request's locale
import { inLocale } from "#server/http/request-locale.ts";
import type { Locale } from "#web/lib/i18n.ts";
import { WhatWeHave } from "./WhatWeHave.tsx";

const COUNTS = [
  { name: "House", count: 12 },
  { name: "Farm House", count: 3 },
];

function render(locale: Locale): string {
  return inLocale(locale, () => {
    const element = (
      <WhatWeHave counts={COUNTS} types="sell" typeLabel={locale === "ta" ? "விற்பனை" : "Buy"} />
    );
    const router = createMemoryRouter([{ path: "/", element }]);
    return renderToString(<RouterProvider router={router} />);
  });
}

/** The band's text and labels, without its links' addresses (which keep the stored value). */
const shown = (html: string) => html.replace(/\shref="[^"]*"/g, "").replace(/<[^>]*>/g, " ");

describe("What we have (issue 32)", () => {
  it("says each property in Tamil on a Tamil page, linking to results by the stored name", () => {
    const html = render("ta");
    expect(shown(html)).toContain("பண்ணை வீடு");
    expect(shown(html)).toContain("10+ வீடு விளம்பரங்கள்");
    expect(shown(html)).not.toMatch(/House/);
    expect(html).toMatch(/href="[^"]*propertyName=Farm(\+|%20)House/);
  });
  it("says the stored name on an English page", () => {
    expect(shown(render("en"))).toContain("10+ House listings");
  });
});
