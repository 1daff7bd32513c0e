import type { MetaDescriptor } from "react-router";

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
