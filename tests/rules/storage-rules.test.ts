// storage.rules, read as text: the Storage emulator cannot run here (it downloads its rules runtime). They are not
// deployed (firebase.json has no storage target); were the media buckets linked to Firebase, they would allow nothing.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const rules = readFileSync(new URL("../../storage.rules", import.meta.url), "utf8");
const firebaseJson = JSON.parse(
  readFileSync(new URL("../../firebase.json", import.meta.url), "utf8"),
) as object;
const code = rules.replace(/\/\/.*$/gm, "");

describe("storage.rules", () => {
  it("allows no client anything: one rule, for every path, that is never true", () => {
    const allows = [...code.matchAll(/allow\s+([\w\s,]+):\s*if\s+([^;]+);/g)];
    expect(allows.map(([, operations, condition]) => [operations?.trim(), condition?.trim()])).toEqual([
      ["read, write", "false"],
    ]);
    expect(code).toMatch(/match\s+\/\{path=\*\*\}/);
  });

  it("is not deployed: a storage target would stop a first deploy until Storage is opened in the console", () => {
    expect(firebaseJson).not.toHaveProperty("storage");
  });
});
