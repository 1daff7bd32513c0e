import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withScriptHashes } from "./script-hashes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline script hashes", () => {
  it("hash each inline script's text exactly, once, and leave scripts with a src alone", () => {
    const context = 'window.__ctx = {"a":"<\\/b> நிலம்"};';
    const html = [
      `<script>${context}</script>`,
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="module">import "/assets/root.js";</script>',
      `<SCRIPT data-x="a>b">${context}</SCRIPT >`,
      "<script async src='/x.js'></script>",
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha(context), sha('import "/assets/root.js";')]);
  });

  it("add the hashes to script-src and nothing else", () => {
    const policy = "default-src 'self';script-src 'self' https://apis.google.com;style-src 'self'";
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' https://apis.google.com 'sha256-a' 'sha256-b';style-src 'self'",
    );
    expect(withScriptHashes(policy, [])).toBe(policy);
  });
});
