import { describe, expect, it } from "vitest";
import { pageModules } from "./page-weight.ts";

describe("pageModules", () => {
  it("follows the page's module script through static imports, once each, leaving imports on demand out", async () => {
    const files: Record<string, string> = {
      "http://site.test/":
        '<script type="module">import * as root from "/assets/root-1.js"; import("/assets/entry-2.js");</script>',
      "http://site.test/assets/root-1.js":
        'import{a as b}from"./framework-3.js";import"./styles-4.js";const later=()=>import("./dialog-5.js");',
      "http://site.test/assets/entry-2.js": 'import{c}from"./framework-3.js";',
      "http://site.test/assets/framework-3.js": "export const a=1,c=2;",
      "http://site.test/assets/styles-4.js": "",
    };
    const read = async (url: string) => {
      const text = files[url];
      if (text === undefined) throw new Error(`not asked for: ${url}`);
      return text;
    };
    const modules = await pageModules("http://site.test/", read);
    expect([...modules.keys()].sort()).toEqual([
      "http://site.test/assets/entry-2.js",
      "http://site.test/assets/framework-3.js",
      "http://site.test/assets/root-1.js",
      "http://site.test/assets/styles-4.js",
    ]);
  });
});
