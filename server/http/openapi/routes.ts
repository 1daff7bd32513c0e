// The routes an Express router answers, read from its stack (and the stacks of the routers it mounts).

export interface MountedRoute {
  method: string;
  /** OpenAPI form: /listings/{id}. */
  path: string;
}

interface LayerLike {
  route?: { path: unknown; stack: { method?: string }[] };
  handle?: unknown;
  rawPath?: unknown;
}

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
const isHttpMethod = (method: unknown): method is HttpMethod =>
  (HTTP_METHODS as readonly unknown[]).includes(method);

function isRouterLike(handle: unknown): handle is { stack: LayerLike[] } {
  return typeof handle === "function" && Array.isArray((handle as { stack?: unknown }).stack);
}

/** Every method and path the router (and the routers it mounts) answers, in OpenAPI path syntax. */
export function listMountedRoutes(router: { stack: unknown[] }, prefix = ""): MountedRoute[] {
  const routes: MountedRoute[] = [];
  for (const layer of router.stack as LayerLike[]) {
    if (layer.route && typeof layer.route.path === "string") {
      const path = (prefix + layer.route.path).replace(/:(\w+)/g, "{$1}");
      const methods = new Set(layer.route.stack.map((l) => l.method).filter(isHttpMethod));
      for (const method of methods) routes.push({ method, path });
    } else if (isRouterLike(layer.handle)) {
      const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      routes.push(...listMountedRoutes(layer.handle, prefix + mount));
    }
  }
  return routes;
}
