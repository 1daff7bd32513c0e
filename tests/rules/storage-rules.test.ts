// storage.rules, read as text: the Storage emulator cannot run here (it downloads its rules runtime).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const rules = readFileSync(new URL("../../storage.rules", import.meta.url), "utf8");
const code = rules.replace(/\/\/.*$/gm, "");

describe("storage.rules", () => {
  it("allows no client write of any kind", () => {
    expect(code).not.toMatch(/allow\s+[^:;]*\b(write|create|update|delete)\b/);
  });

  it("grants only reads, and only under the published media folders", () => {
    const grants = [
      ...code.matchAll(/match\s+\/(\w+)\/\{path=\*\*\}\s*\{\s*allow\s+([\w\s,]+):\s*if\s+true;\s*\}/g),
    ];
    expect(grants.map(([, folder, operations]) => [folder, operations?.trim()])).toEqual([
      ["listings", "read"],
      ["banners", "read"],
      ["collections", "read"],
      ["seed", "read"],
    ]);
    expect(code.match(/\ballow\b/g)).toHaveLength(grants.length);
  });
});
