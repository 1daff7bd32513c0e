// storage.rules, read as text: the Storage emulator cannot run here (it downloads its rules runtime).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { incomingKey, uploadFolder, videoKey } from "#server/modules/media/uploads.ts";

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
      ["seed", "read"],
    ]);
    expect(code.match(/\ballow\b/g)).toHaveLength(grants.length);
  });

  it("grants the folders the server publishes media in, and not where direct uploads wait unchecked", () => {
    const granted = [...code.matchAll(/match\s+\/(\w+)\/\{path=\*\*\}/g)].map(([, folder]) => folder);
    const topFolder = (key: string) => key.split("/")[0];
    expect(granted).toContain(topFolder(uploadFolder("some-upload")));
    expect(granted).toContain(topFolder(videoKey("some-upload")));
    expect(granted).not.toContain(topFolder(incomingKey("some-upload")));
  });
});
