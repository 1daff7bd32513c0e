import type { MetaDescriptor } from "react-router";

/**
 * The site's own picture for link previews (public/, drawn by scripts/social-card.ts), for a page that has no
 * usable picture of its own: 1200 × 630, as Open Graph and WhatsApp previews expect.
 */
export const SITE_IMAGE = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: "Nilam: land and buildings to buy, rent, lease and sell in Tamil Nadu",
} as const;

/** The tags every indexable page carries: title, description, canonical URL and the Open Graph basics. */
export function pageMeta(page: {
  title: string;
  description: string;
  canonicalUrl: string;
}): MetaDescriptor[] {
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Nilam" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.canonicalUrl },
  ];
}
