import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { APP_ICONS, drawIcon, PUBLIC_DIR } from "./app-icons.ts";

const pixels = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe("the app's icons", () => {
  for (const icon of APP_ICONS)
    it(`public/${icon.file} is the favicon as scripts/make-icons.ts draws it`, async () => {
      const committed = await pixels(await readFile(path.join(PUBLIC_DIR, icon.file)));
      const drawn = await pixels(await drawIcon(icon));
      expect(committed.info).toMatchObject({ width: icon.size, height: icon.size, channels: 4 });
      expect(drawn.info).toEqual(committed.info);
      // Within a level on average: another sharp or librsvg may smooth an edge a little differently.
      let difference = 0;
      for (let i = 0; i < drawn.data.length; i += 1)
        difference += Math.abs((drawn.data[i] ?? 0) - (committed.data[i] ?? 0));
      expect(difference / drawn.data.length).toBeLessThan(1);
    });

  it("the maskable icon is opaque and all green outside the middle circle a launcher keeps", async () => {
    const icon = APP_ICONS.find((candidate) => candidate.file.includes("maskable"));
    if (!icon) throw new Error("no maskable icon");
    const { data, info } = await pixels(await drawIcon(icon));
    const centre = info.width / 2;
    const offColour: string[] = [];
    for (let y = 0; y < info.height; y += 1)
      for (let x = 0; x < info.width; x += 1) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= 0.4 * info.width) continue;
        const at = (y * info.width + x) * 4;
        const rgba = [...data.subarray(at, at + 4)];
        // The favicon's own rounded edge, smoothed onto the same green, may be a level or two off.
        const green = [47, 107, 63, 255].every(
          (level, channel) => Math.abs((rgba[channel] ?? 0) - level) <= 4,
        );
        if (!green) offColour.push(`${x},${y}: ${rgba.join()}`);
      }
    expect(offColour.slice(0, 5)).toEqual([]);
  });
});
