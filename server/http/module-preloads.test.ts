import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.ts";

describe("withoutModulePreloads", () => {
  it("takes out the module hints and keeps the styles, the module script and the text", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/framework-1.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
      '<link rel="modulepreload" href="/assets/root-2.js" crossorigin="anonymous"/></head>' +
      '<body><p>&lt;link rel=&quot;modulepreload&quot;&gt;</p><script type="module">import "/assets/root-2.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/></head>' +
        '<body><p>&lt;link rel=&quot;modulepreload&quot;&gt;</p><script type="module">import "/assets/root-2.js";</script></body>',
    );
  });
});
