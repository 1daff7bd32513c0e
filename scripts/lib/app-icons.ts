// The app's icons for phones (the web app manifest's and iOS's), drawn from public/favicon.svg with sharp. They
// are committed under public/; `npm run icons` draws them again after the favicon changes, and a unit test says
// when they no longer match it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");

/** The favicon's own green (app.css --green, the manifest's theme colour): the tile of a full-bleed icon. */
const GREEN = "#2f6b3f";

export interface AppIcon {
  /** Under public/, so also the icon's path on the site. */
  file: string;
  size: number;
  /**
   * The share of the side the favicon takes on a full green square; null for the favicon alone, with its
   * rounded corners transparent.
   */
  art: number | null;
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: "icons/icon-192.png", size: 192, art: null },
  { file: "icons/icon-512.png", size: 512, art: null },
  // Maskable: a launcher crops it to its own shape and keeps at least the middle circle, 80% of the side
  // across. At 80% the favicon's drawing stays inside that circle; its rounded corners vanish into the green.
  { file: "icons/icon-maskable-512.png", size: 512, art: 0.8 },
  // iOS rounds the corners itself and shows transparent pixels black.
  { file: "apple-touch-icon.png", size: 180, art: 1 },
];

/** The icon's PNG. The SVG is rasterised at the size it is drawn at, never scaled up from a small bitmap. */
export async function drawIcon(icon: AppIcon): Promise<Buffer> {
  const svg = await readFile(path.join(PUBLIC_DIR, "favicon.svg"));
  const side = Math.round(icon.size * (icon.art ?? 1));
  const { width = side } = await sharp(svg).metadata();
  const favicon = await sharp(svg, { density: (72 * side) / width })
    .resize(side, side)
    .png()
    .toBuffer();
  if (icon.art === null) return sharp(favicon).png({ compressionLevel: 9 }).toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 3, background: GREEN } })
    .composite([{ input: favicon, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
