import { adminPath, filePath, listingPath, pagePath, resultsPath, typeHomePath } from "#shared/paths.ts";

/** Public pages every sitemap lists, besides the listings. */
export const STATIC_PATHS = [
  typeHomePath("sell"),
  typeHomePath("rent"),
  typeHomePath("lease"),
  resultsPath(),
  pagePath("about"),
  pagePath("contact"),
  pagePath("refund"),
  pagePath("privacy"),
  pagePath("terms"),
] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

export function renderSitemap(origin: string, listings: Array<{ id: string; updatedAt: Date }>): string {
  const urls = [
    ...STATIC_PATHS.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...listings.map(
      (l) =>
        `<url><loc>${escapeXml(origin + listingPath(l.id))}</loc><lastmod>${l.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The pages robots are asked to leave alone, besides the API: a member's own, and the door of the console. */
const NOT_FOR_ROBOTS = [
  pagePath("signIn"),
  pagePath("signUp"),
  pagePath("profile"),
  pagePath("editProfile"),
  pagePath("sell"),
  adminPath("home"),
];

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...NOT_FOR_ROBOTS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}${filePath("sitemap")}`,
    "",
  ].join("\n");
}
