import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page makes the browser load before it is interactive: every module script and
 * modulepreload in its HTML, fetched and gzip-compressed (level 9, as a CDN would serve it).
 */
export async function pageJavaScriptBytes(
  pageUrl: string,
): Promise<{ files: number; raw: number; gzip: number }> {
  const sources = pageScripts(await (await fetch(pageUrl)).text());
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, raw, gzip };
}

/** The JavaScript files a page's HTML has the browser load at once: module scripts, modulepreloads, imports. */
export function pageScripts(html: string): Set<string> {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    sources.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) sources.add(match[1]!);
  return sources;
}
