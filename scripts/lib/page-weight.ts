import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page makes the browser load before it is interactive (pageModules), gzip-compressed
 * (level 9, as a CDN would serve it).
 */
export async function pageJavaScriptBytes(
  pageUrl: string,
): Promise<{ files: number; raw: number; gzip: number }> {
  const modules = await pageModules(pageUrl);
  let raw = 0;
  let gzip = 0;
  for (const text of modules.values()) {
    const body = Buffer.from(text);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: modules.size, raw, gzip };
}

const fetchText = async (url: string) => (await fetch(url)).text();

/**
 * Every module the page loads at once, by URL, with its text: what its HTML names (pageScripts) and, transitively,
 * what those import statically. Imports on demand (`import("…")` inside a module) are left out.
 */
export async function pageModules(
  pageUrl: string,
  read: (url: string) => Promise<string> = fetchText,
): Promise<Map<string, string>> {
  const modules = new Map<string, string>();
  let wanted = [...pageScripts(await read(pageUrl))].map((source) => new URL(source, pageUrl).href);
  while (wanted.length > 0) {
    const fresh = [...new Set(wanted)].filter((url) => !modules.has(url));
    const texts = await Promise.all(fresh.map(read));
    wanted = [];
    for (const [index, url] of fresh.entries()) {
      const text = texts[index] ?? "";
      modules.set(url, text);
      for (const specifier of staticImports(text)) wanted.push(new URL(specifier, url).href);
    }
  }
  return modules;
}

/** The JavaScript files a page's HTML has the browser load at once: module scripts, modulepreloads, imports. */
export function pageScripts(html: string): Set<string> {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    sources.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/(?:\bimport\(?|\bfrom)\s*"(\/assets\/[^"]+\.js)"/g))
    sources.add(match[1]!);
  return sources;
}

/** The relative modules a built chunk imports statically: `import{a as b}from"./x.js"`, `import"./y.js"`. */
export function staticImports(javaScript: string): Set<string> {
  const specifiers = new Set<string>();
  for (const match of javaScript.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g))
    specifiers.add(match[1]!);
  return specifiers;
}
