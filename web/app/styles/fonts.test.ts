import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./fonts.css", import.meta.url), "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body!);
const descriptor = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim();
const TAMIL_ONLY = "U+0964-0965, U+0B82-0BFA, U+200C-200D, U+25CC";

describe("Tamil font faces", () => {
  it("cover Tamil letters only, so an English page downloads nothing (₹ included)", () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(descriptor(face, "unicode-range")).toBe(TAMIL_ONLY);
  });

  it("self-host the Tamil subset of Noto Sans Tamil in 400 and 700, swapped in when loaded", () => {
    const require = createRequire(import.meta.url);
    const noto = faces.filter((face) => descriptor(face, "font-family") === '"Noto Sans Tamil"');
    expect(noto.map((face) => descriptor(face, "font-weight"))).toEqual(["400", "700"]);
    for (const face of noto) {
      expect(descriptor(face, "font-display")).toBe("swap");
      const [, file] = /url\("([^"]+)"\)/.exec(face)!;
      expect(file).toMatch(/^@fontsource\/noto-sans-tamil\/files\/noto-sans-tamil-tamil-\d00-normal\.woff2$/);
      expect(() => require.resolve(file!)).not.toThrow();
    }
  });

  it("give every fallback face Noto Sans Tamil's line metrics, so the swap moves no line", () => {
    const fallbacks = faces.filter((face) => descriptor(face, "font-family")!.includes("Fallback"));
    expect(fallbacks.length).toBeGreaterThanOrEqual(2);
    for (const face of fallbacks) {
      expect(descriptor(face, "src")).toMatch(/^local\(/);
      const size = Number.parseFloat(descriptor(face, "size-adjust")!) / 100;
      // Noto Sans Tamil: ascent 870, descent 370, no line gap, per 1000 units; the browser scales them by size-adjust.
      expect(Number.parseFloat(descriptor(face, "ascent-override")!)).toBeCloseTo(87 / size, 1);
      expect(Number.parseFloat(descriptor(face, "descent-override")!)).toBeCloseTo(37 / size, 1);
      expect(descriptor(face, "line-gap-override")).toBe("0%");
    }
  });
});
