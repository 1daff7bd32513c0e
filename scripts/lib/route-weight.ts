// The JavaScript each page makes the browser load before it is interactive, read from a build: the client entry,
// then every route of the page from the root down, with the chunks each imports statically, gzip-compressed at
// level 9 as a CDN serves them. Measured per language, each with its own browser bundle (scripts/build.ts).
// Code a page loads later (a dialog on its first use) is not counted: that is the point of loading it later.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CLIENT_MANIFESTS_FILE, type ClientManifest, readClientManifest } from "../build.ts";

export interface RouteJavaScript {
  files: string[];
  gzipBytes: number;
}

function routeChain(manifest: ClientManifest, id: string): string[] {
  const route = manifest.routes[id];
  if (!route) return [];
  return [...(route.parentId ? routeChain(manifest, route.parentId) : []), id];
}

/** For each language of the build, each route id's JavaScript. */
export function routeJavaScript(buildDir: string): Record<string, Record<string, RouteJavaScript>> {
  const clientDir = path.join(buildDir, "client");
  const manifestFiles = JSON.parse(
    readFileSync(path.join(buildDir, CLIENT_MANIFESTS_FILE), "utf8"),
  ) as Record<string, string>;
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipBytes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
      gzipBytes.set(file, size);
    }
    return size;
  };
  const result: Record<string, Record<string, RouteJavaScript>> = {};
  for (const [locale, manifestFile] of Object.entries(manifestFiles)) {
    const manifest = readClientManifest(clientDir, manifestFile);
    const routes: Record<string, RouteJavaScript> = {};
    for (const id of Object.keys(manifest.routes)) {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (const routeId of routeChain(manifest, id)) {
        const route = manifest.routes[routeId];
        if (!route) continue;
        files.add(route.module);
        for (const file of route.imports ?? []) files.add(file);
      }
      const list = [...files];
      routes[id] = { files: list, gzipBytes: list.reduce((sum, file) => sum + sizeOf(file), 0) };
    }
    result[locale] = routes;
  }
  return result;
}
