import { localizedPath } from "./i18n.ts";

/** Any origin of ours will do: only whether a target stays on it matters. */
const SITE = new URL("https://nilam.invalid");

/**
 * A path on this site to go to after signing in, or the fallback. The target is parsed as a browser would
 * (which drops tabs and line breaks and reads `\` as `/`), so `/\t/evil.example` or `/\\evil.example` cannot
 * turn into another site; what is returned is the parsed path, never the raw text, in the language of the page.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  return localizedPath(sameSitePath(target, fallback));
}

function sameSitePath(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" parses to the path "//evil.example", which a browser would read as another host.
  if (url.origin !== SITE.origin || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
