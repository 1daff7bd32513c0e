import { appContext } from "#web/lib/app-context.server.ts";
import type { Route } from "./+types/robots";
import { renderRobots } from "./robots.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobots(context.get(appContext).config.publicUrl), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
