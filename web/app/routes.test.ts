// The locale rules against the route table: every page declared in both languages is put under /ta by
// localizedPath, every page declared in one language is left at its path, and the names shared/paths.ts gives the
// one-language pages are the ones declared here.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { isOneLanguagePath, localizedPath } from "#shared/locale-paths.ts";
import { ADMIN_ROUTES, FILE_ROUTES, ONE_LANGUAGE_ROUTES, PAGE_ROUTES } from "#shared/paths.ts";
import routes from "./routes.ts";

/** The Tamil prefix of a page in both languages, as routes.ts writes it. */
const BOTH_LANGUAGES = "ta?/";

/**
 * Pages declared once that are no page of the site's own links: old addresses kept for links from elsewhere
 * (they redirect to English pages), the home and the Tamil home (redirects), and the 404 of any other path.
 * localizedPath gives them no rule of their own.
 */
const NOT_LINKED = new Set([
  "",
  "ta",
  "view-property/:id",
  "property/:id",
  "similar-product/:id",
  "similarproperties",
  "login",
  "*",
]);

/** Every route's path as declared (a layout's children under it), without the leading slash. */
function declaredPaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.children ? declaredPaths(entry.children) : [entry.index ? "" : (entry.path ?? "")],
  );
}

/** A declared path as a path of the site, each parameter filled with a value. */
const filled = (declared: string) => `/${declared.replace(/:\w+/g, "x1")}`;

const declared = declaredPaths(routes);
const bothLanguages = declared.filter((path) => path.startsWith(BOTH_LANGUAGES));
const oneLanguage = declared.filter((path) => !path.startsWith(BOTH_LANGUAGES) && !NOT_LINKED.has(path));

describe("the locale rules of the route table", () => {
  it("put every page of both languages under /ta", () => {
    expect(bothLanguages.length).toBeGreaterThan(20);
    for (const path of bothLanguages) {
      const english = filled(path.slice(BOTH_LANGUAGES.length));
      expect(isOneLanguagePath(english), english).toBe(false);
      expect(localizedPath(english, "ta")).toBe(`/ta${english}`);
      expect(localizedPath(`/ta${english}`, "en")).toBe(english);
    }
  });

  it("leave every page of one language at its path", () => {
    for (const path of oneLanguage) {
      expect(isOneLanguagePath(filled(path)), path).toBe(true);
      expect(localizedPath(filled(path), "ta")).toBe(filled(path));
    }
  });

  it("are the pages that shared/paths.ts names, and no others", () => {
    const named = [...Object.values(ADMIN_ROUTES), ...Object.values(ONE_LANGUAGE_ROUTES)];
    const files = oneLanguage.filter((path) => /^[^/]+\.[a-z0-9]+$/.test(path));
    expect(files.sort()).toEqual(["robots.txt", "sitemap.xml"]);
    expect(files).toEqual(Object.values(FILE_ROUTES).sort());
    expect(oneLanguage.filter((path) => !files.includes(path)).sort()).toEqual(named.sort());
    expect(bothLanguages.map((path) => path.slice(BOTH_LANGUAGES.length)).sort()).toEqual(
      Object.values(PAGE_ROUTES).sort(),
    );
  });
});
