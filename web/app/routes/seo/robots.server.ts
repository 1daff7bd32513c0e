export { renderRobots } from "#server/modules/seo/sitemap.ts";
