import type { MetaDescriptor } from "react-router";
import { getLocale, localizedPath, m } from "./i18n.ts";

/**
 * The site's own picture for link previews (public/, drawn by scripts/social-card.ts), for a page that has no
 * usable picture of its own: 1200 × 630, as Open Graph and WhatsApp previews expect.
 */
export const SITE_IMAGE = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: m["site.imageAlt"],
} as const;

/** The tags every indexable page carries: title, description, canonical URL and the Open Graph basics. */
export function pageMeta(page: {
  title: string;
  description: string;
  canonicalUrl: string;
}): MetaDescriptor[] {
  const canonicalUrl = inPageLanguage(page.canonicalUrl);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: m["site.name"]() },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonicalUrl },
    { property: "og:locale", content: getLocale() === "ta" ? "ta_IN" : "en_IN" },
  ];
}

/** An address of the site in the language of the page being rendered (a Tamil page's canonical URL is Tamil). */
export function inPageLanguage(url: string): string {
  const parsed = URL.parse(url);
  return parsed ? parsed.origin + localizedPath(parsed.pathname + parsed.search + parsed.hash) : url;
}
