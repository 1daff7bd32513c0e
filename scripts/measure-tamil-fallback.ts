// `node scripts/measure-tamil-fallback.ts "Nirmala UI" "Tamil Sangam MN"`: the descriptors that make a Tamil font
// installed on this machine stand in for Noto Sans Tamil while it loads (the fallback faces of
// web/app/styles/fonts.css): size-adjust so that Tamil text is as wide, and Noto's line metrics divided by it.
// Each name is a font's full or PostScript name (what local() matches); its bold is looked up as "<name> Bold"
// or "<name>-Bold". It measures in Chromium (CHROMIUM_PATH, else /usr/bin/chromium) on the machine that has the
// font: run it on Windows for Nirmala UI, on a Mac for Tamil Sangam MN. A font this machine lacks is said to be.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { DISTRICT_TA } from "#shared/districts.ts";
import { PROPERTY_NAME_TA } from "#shared/value-labels.ts";

/** Noto Sans Tamil's own line metrics, per 1000 units (the same in the 400 and the 700 file). */
const NOTO = { ascent: 870, descent: 370, lineGap: 0, unitsPerEm: 1000 };
const SAMPLE = [
  ...Object.values(DISTRICT_TA),
  ...Object.values(PROPERTY_NAME_TA),
  "உரிமையாளரைத் தொடர்புகொள்ள உள்நுழைக. விற்பனைக்கு, வாடகைக்கு, குத்தகைக்கு சொத்துகள்: ₹12.5 லட்சம், 5 சென்ட்.",
].join(" ");

const require = createRequire(import.meta.url);
const woff2 = (weight: 400 | 700) =>
  readFileSync(
    require.resolve(`@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-${weight}-normal.woff2`),
  ).toString("base64");

const families = process.argv.slice(2);
if (families.length === 0) {
  console.error('Name the installed fonts to measure: node scripts/measure-tamil-fallback.ts "Nirmala UI"');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>measure</title>");
  let probes = 0;
  for (const family of families) {
    for (const weight of [400, 700] as const) {
      const widths = await page.evaluate(
        async ({ names, weight, sample, data, first }) => {
          let probe = first;
          const width = async (source: string) => {
            probe += 1;
            const face = new FontFace(`probe${probe}`, source, { weight: String(weight) });
            try {
              await face.load();
            } catch {
              return null;
            }
            document.fonts.add(face);
            const context = document.createElement("canvas").getContext("2d")!;
            context.font = `${weight} 100px "${face.family}"`;
            return context.measureText(sample).width;
          };
          return {
            noto: await width(`url(data:font/woff2;base64,${data})`),
            local: await width(names.map((name) => `local("${name}")`).join(", ")),
          };
        },
        {
          names: weight === 400 ? [family] : [`${family} Bold`, `${family}-Bold`],
          weight,
          sample: SAMPLE,
          data: woff2(weight),
          first: probes,
        },
      );
      probes += 2;
      if (widths.local === null || widths.noto === null) {
        console.log(`${family} ${weight}: missing on this machine`);
        continue;
      }
      const sizeAdjust = widths.noto / widths.local;
      const percent = (value: number) => `${((value / NOTO.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
      console.log(
        `${family} ${weight}: size-adjust: ${(sizeAdjust * 100).toFixed(2)}%; ascent-override: ${percent(NOTO.ascent)};` +
          ` descent-override: ${percent(NOTO.descent)}; line-gap-override: ${percent(NOTO.lineGap)};`,
      );
    }
  }
} finally {
  await browser.close();
}
