// `node scripts/social-card.ts`: draws the site's card (SITE_IMAGE, public/social-card.png), the picture a shared
// link of a page shows when the page has none of its own (a listing without a usable photo:
// web/app/components/detail/seo.ts). The PNG is committed; run this again only to change it.
import path from "node:path";
import sharp from "sharp";
import { SITE_IMAGE } from "#web/lib/page-meta.ts";

const CREAM = "#f3e7c9";
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SITE_IMAGE.width}" height="${SITE_IMAGE.height}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2f6b3f"/><stop offset="1" stop-color="#1f4a2b"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#ground)"/>
  <g transform="translate(780 135) scale(5.6)">
    <rect width="64" height="64" rx="14" fill="#24532f"/>
    <path d="M8 46 L24 28 L34 38 L42 30 L56 46 Z" fill="${CREAM}"/>
    <circle cx="46" cy="18" r="6" fill="#e08a4f"/>
  </g>
  <g font-family="Noto Sans, DejaVu Sans, sans-serif" fill="${CREAM}">
    <text x="90" y="260" font-size="132" font-weight="700">Nilam</text>
    <text x="94" y="350" font-size="64" font-family="Noto Sans Tamil, sans-serif">நிலம்</text>
    <text x="94" y="450" font-size="34" opacity="0.9">Land and buildings to buy, rent,</text>
    <text x="94" y="496" font-size="34" opacity="0.9">lease and sell in Tamil Nadu</text>
  </g>
</svg>`;

if (import.meta.main) {
  const out = path.join(path.resolve("public"), SITE_IMAGE.path);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
  console.log(`Wrote ${out}`);
}
