// What a visitor's page costs in JavaScript, from the build `npm run build` made (scripts/lib/route-weight.ts):
// every page route, in each language's browser bundle, within its budget, and none reaching the admin console's
// code. A page that grows past its budget fails here: load what a visitor does not need before interacting on
// interaction (ContactOwner's dialogs), or raise the budget on purpose, with the reason in the commit.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type RouteJavaScript, routeJavaScript } from "../../scripts/lib/route-weight.ts";

const BUILD_DIR = path.resolve(process.env.NILAM_BUILD_DIR ?? "build");

/**
 * KB gzip per page route, for either language. React, React DOM and React Router alone are 104.9 KB; the root,
 * the public layout's header and footer, and the i18n helpers bring every page to about 120 KB. Every public page
 * takes up what was typed before its code ran (web/app/lib/early-input.ts, for the header's search: 0.7 KB) and
 * says why a refused form was not sent (ErrorPage, issue 31).
 */
const BUDGET_KB: Record<string, number> = {
  root: 114,
  "routes/public/index-redirect": 114,
  "index-ta": 114,
  "routes/seo/sitemap": 114,
  "routes/seo/robots": 114,
  "legacy-view-property": 114,
  "legacy-property": 114,
  "routes/listings/legacy-similar-redirect": 114,
  "routes/listings/legacy-similar-list-redirect": 114,
  "routes/payments/sandbox-checkout": 117,
  "routes/public/layout": 122,
  "routes/public/home": 132,
  "routes/public/newest": 127,
  "routes/public/featured": 124,
  // Each card says when its listing was confirmed, and the page offers Save this search (issue 24).
  "routes/listings/results": 133,
  "routes/listings/query-results": 133,
  propertylistings: 127,
  search: 127,
  "routes/listings/detail": 134,
  "routes/sell/sell": 150,
  "routes/listings/edit-property": 150,
  "routes/info/about": 124,
  "routes/info/contact": 137,
  "routes/info/refund": 126,
  "routes/info/privacy": 129,
  "routes/info/terms": 128,
  "routes/auth/signin": 126,
  "routes/auth/signup": 136,
  "routes/auth/forgot-password": 124,
  "routes/auth/phone": 135,
  // Own listings' Still available and Sold or let, and the saved searches (issue 24).
  // A held listing's answer to the reports (issue 30): its form, without zod (the server checks).
  "routes/account/profile": 134,
  // The pages of e-mailed links (issue 24): a question and a button.
  "routes/listings/confirm-listing": 124,
  "routes/account/saved-search-alerts": 123,
  "routes/account/edit-profile": 123,
  "routes/account/receipt": 125,
  "routes/public/not-found": 123,
  "routes/auth/logout": 114,
  "routes/auth/login-redirect": 114,
};

const isAdmin = (id: string) => /(^|\/)admin/.test(id);

describe("the JavaScript of the site's pages", () => {
  const languages = Object.entries(routeJavaScript(BUILD_DIR));

  it("is measured in every language's bundle", () => {
    expect(languages.map(([locale]) => locale).sort()).toEqual(["en", "ta"]);
  });

  for (const [locale, routes] of languages) {
    const pages = Object.entries(routes).filter(([id]) => !isAdmin(id));

    it(`in ${locale}: every page route has a budget and keeps within it`, () => {
      const over = pages
        .map(([id, js]: [string, RouteJavaScript]) => ({ id, kb: Math.round(js.gzipBytes / 102.4) / 10 }))
        .filter(({ id, kb }) => !(kb <= (BUDGET_KB[id] ?? 0)))
        .map(({ id, kb }) => `${id}: ${kb} KB, budget ${BUDGET_KB[id] ?? "none"}`);
      expect(over).toEqual([]);
    });

    it(`in ${locale}: no visitor's page loads the admin console's code`, () => {
      const adminFiles = new Set(
        Object.entries(routes)
          .filter(([id]) => isAdmin(id))
          .flatMap(([, js]) => js.files)
          .filter((file) => /\/admin[-\w]*\.js$|\/routes\/admin\//.test(file)),
      );
      expect(adminFiles.size).toBeGreaterThan(0);
      const reached = pages.flatMap(([id, js]) =>
        js.files.filter((file) => adminFiles.has(file)).map((file) => `${id}: ${file}`),
      );
      expect(reached).toEqual([]);
    });
  }
});
