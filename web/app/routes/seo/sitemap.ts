import { appContext } from "#web/lib/app-context.server.ts";
import type { Route } from "./+types/sitemap";
import { sitemapXml } from "./sitemap.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { reads, config } = context.get(appContext);
  return new Response(await sitemapXml(reads, config.publicUrl), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
