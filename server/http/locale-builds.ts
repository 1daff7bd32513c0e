// Each language's pages with that language's browser bundle (scripts/build.ts builds one per language). The
// server bundle is one: what differs is the client manifest React Router puts in a page, and the address where the
// page's browser asks for more of it (lazy route discovery), which is in the page's language so that the question
// comes back to the same build.
import type { ServerBuild } from "react-router";
import type { Locale } from "#shared/locale.ts";
import { localizedPath } from "#shared/locale-paths.ts";

/** The client manifests of the languages whose pages do not use the server build's own. */
export type LocaleManifests = Partial<Record<Locale, ServerBuild["assets"]>>;

export function localeBuilds(
  build: ServerBuild,
  manifests: LocaleManifests,
): Partial<Record<Locale, ServerBuild>> {
  const builds: Partial<Record<Locale, ServerBuild>> = {};
  for (const [locale, assets] of Object.entries(manifests) as [Locale, ServerBuild["assets"]][]) {
    const manifestPath = localizedPath(build.routeDiscovery.manifestPath, locale);
    builds[locale] = { ...build, assets, routeDiscovery: { ...build.routeDiscovery, manifestPath } };
  }
  return builds;
}
