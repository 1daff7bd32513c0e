// A page's Content-Security-Policy allows exactly the inline scripts the page holds, by their SHA-256 (CSP hash
// sources). Unlike a per-response nonce, the allowance travels with the page: one copy can be served to many
// visitors, from memory or from Hosting's CDN, and keeps its protection, because a script injected into a page
// matches none of its hashes.
import { createHash } from "node:crypto";

/** An inline script: a <script> element without a src attribute, and its text. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(^|\s)src\s*=/i;

/** The hash source of each distinct inline script in `html`, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** `policy` with `hashes` added to its script-src directive (which it must have). */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(";")
    .map((directive) =>
      /^\s*script-src\s/i.test(directive) ? `${directive} ${hashes.join(" ")}` : directive,
    )
    .join(";");
}
