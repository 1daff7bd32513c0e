import sharp from "sharp";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { IMAGE_WIDTHS } from "#server/modules/media/renditions.ts";
import { TYPE_BANNER_GROUPS } from "#shared/forms/content.ts";
import type { ListingType, PropertyName } from "#shared/values.ts";
import type { MediaVariant } from "../documents.ts";

// Demo pictures drawn from SVG on this machine (no downloads): simple sky, land and building shapes in a few
// palettes, with a label. Written once through the storage port under seed/ and shared by many documents, so
// the media that use them carry storageKey null: deleting a listing must not delete a shared file.

export interface SeedImage {
  slug: string;
  /** The widest rendition. */
  url: string;
  width: number;
  height: number;
  bytes: number;
  contentType: "image/webp";
  /** Every rendition, narrowest first. */
  variants: MediaVariant[];
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hillFar: string;
  ground: string;
  wall: string;
  roof: string;
  accent: string;
}

const PALETTES: readonly Palette[] = [
  {
    skyTop: "#4f9bd9",
    skyBottom: "#cde8f6",
    sun: "#ffe08a",
    hillFar: "#7fa88a",
    ground: "#8dbb5a",
    wall: "#f4ead5",
    roof: "#c0503a",
    accent: "#2f6f8f",
  },
  {
    skyTop: "#f08a5d",
    skyBottom: "#fde2b8",
    sun: "#fff1c1",
    hillFar: "#9b7e6b",
    ground: "#b99a5b",
    wall: "#fff8ec",
    roof: "#7a3b2e",
    accent: "#b83b5e",
  },
  {
    skyTop: "#2a9d8f",
    skyBottom: "#d8f3dc",
    sun: "#f9f7d9",
    hillFar: "#52796f",
    ground: "#74a57f",
    wall: "#e9edc9",
    roof: "#bc6c25",
    accent: "#264653",
  },
  {
    skyTop: "#3d348b",
    skyBottom: "#f7b801",
    sun: "#fff3b0",
    hillFar: "#5e548e",
    ground: "#6a994e",
    wall: "#f1e3d3",
    roof: "#9d0208",
    accent: "#f18701",
  },
];

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function landscape(p: Palette, id: string): string {
  return `<defs><linearGradient id="sky${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#sky${id})"/>
<circle cx="640" cy="120" r="50" fill="${p.sun}" opacity="0.95"/>
<path d="M0 330 Q150 250 300 305 T600 285 T800 300 V600 H0Z" fill="${p.hillFar}"/>
<path d="M0 390 Q200 355 400 375 T800 365 V600 H0Z" fill="${p.ground}"/>`;
}

function coconutTree(x: number, y: number, scale: number, p: Palette): string {
  const leaves = [-60, -25, 10, 45, 80, 120, 160]
    .map(
      (angle) =>
        `<ellipse cx="${x + 38 * scale * Math.cos((angle * Math.PI) / 180)}" cy="${y - 150 * scale + 20 * scale * Math.sin((angle * Math.PI) / 180)}" rx="${42 * scale}" ry="${9 * scale}" fill="#2d6a4f" transform="rotate(${angle} ${x} ${y - 150 * scale})"/>`,
    )
    .join("");
  return `<path d="M${x} ${y} Q${x - 18 * scale} ${y - 80 * scale} ${x} ${y - 150 * scale}" stroke="#7f5539" stroke-width="${8 * scale}" fill="none"/>${leaves}<circle cx="${x}" cy="${y - 150 * scale}" r="${7 * scale}" fill="${p.roof}"/>`;
}

function roundTree(x: number, y: number, r: number): string {
  return `<rect x="${x - 5}" y="${y - r}" width="10" height="${r + 5}" fill="#7f5539"/><circle cx="${x}" cy="${y - r * 1.4}" r="${r}" fill="#40916c"/>`;
}

function house(x: number, y: number, w: number, p: Palette): string {
  const h = w * 0.7;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.wall}"/>
<polygon points="${x - w * 0.1},${y} ${x + w / 2},${y - w * 0.38} ${x + w * 1.1},${y}" fill="${p.roof}"/>
<rect x="${x + w * 0.42}" y="${y + h * 0.42}" width="${w * 0.17}" height="${h * 0.58}" fill="${p.accent}"/>
<rect x="${x + w * 0.1}" y="${y + h * 0.25}" width="${w * 0.2}" height="${h * 0.25}" fill="#9ad1f5" stroke="${p.accent}" stroke-width="3"/>
<rect x="${x + w * 0.7}" y="${y + h * 0.25}" width="${w * 0.2}" height="${h * 0.25}" fill="#9ad1f5" stroke="${p.accent}" stroke-width="3"/>`;
}

function apartment(x: number, y: number, w: number, h: number, p: Palette): string {
  const windows: string[] = [];
  for (let row = 0; row < Math.floor(h / 42); row++) {
    for (let col = 0; col < 4; col++) {
      windows.push(
        `<rect x="${x + 16 + col * ((w - 24) / 4)}" y="${y + 18 + row * 42}" width="${(w - 24) / 4 - 12}" height="24" fill="${(row + col) % 3 === 0 ? "#ffe8a3" : "#9ad1f5"}"/>`,
      );
    }
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.wall}" stroke="${p.accent}" stroke-width="3"/>${windows.join("")}`;
}

function store(p: Palette): string {
  const stripes = Array.from(
    { length: 10 },
    (_, i) =>
      `<polygon points="${250 + i * 30},300 ${280 + i * 30},300 ${276 + i * 30},335 ${246 + i * 30},335" fill="${i % 2 === 0 ? p.accent : "#ffffff"}"/>`,
  ).join("");
  const shutter = Array.from(
    { length: 8 },
    (_, i) =>
      `<line x1="330" y1="${350 + i * 12}" x2="470" y2="${350 + i * 12}" stroke="#8d99ae" stroke-width="3"/>`,
  ).join("");
  return `<rect x="240" y="250" width="320" height="210" fill="${p.wall}"/>
<rect x="250" y="258" width="300" height="40" fill="${p.roof}"/>${stripes}
<rect x="330" y="345" width="140" height="115" fill="#d9dee5"/>${shutter}
<rect x="262" y="350" width="52" height="70" fill="#9ad1f5"/><rect x="486" y="350" width="52" height="70" fill="#9ad1f5"/>`;
}

function plot(p: Palette): string {
  return `<polygon points="200,570 600,570 530,420 270,420" fill="${p.skyBottom}" opacity="0.35" stroke="#ffffff" stroke-width="4" stroke-dasharray="14 10"/>
${[
  [200, 570],
  [600, 570],
  [530, 420],
  [270, 420],
]
  .map(
    ([x, y]) => `<rect x="${x! - 6}" y="${y! - 14}" width="12" height="18" fill="#f8f9fa" stroke="#6c757d"/>`,
  )
  .join("")}`;
}

function fields(p: Palette): string {
  return Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${-100 + i * 150} 600 L${330 + i * 25} 400" stroke="${p.hillFar}" stroke-width="6" opacity="0.45"/>`,
  ).join("");
}

const NAME_SCENES: Readonly<Record<PropertyName, (p: Palette) => string>> = {
  House: (p) => `${roundTree(160, 470, 40)}${house(300, 320, 220, p)}${roundTree(640, 480, 48)}`,
  Land: (p) => `${plot(p)}${coconutTree(120, 470, 1.1, p)}${coconutTree(690, 455, 0.9, p)}`,
  Apartment: (p) =>
    `${apartment(470, 170, 170, 300, p)}${apartment(280, 110, 200, 360, p)}${roundTree(170, 480, 36)}`,
  Store: (p) => `${store(p)}${roundTree(150, 470, 34)}`,
  "Farm House": (p) =>
    `${fields(p)}${house(420, 330, 170, p)}${coconutTree(140, 460, 1, p)}${coconutTree(230, 470, 0.8, p)}${roundTree(680, 470, 40)}`,
};

const GENERIC_SCENES: readonly { label: string; draw: (p: Palette) => string }[] = [
  {
    label: "Approach road",
    draw: (p) =>
      `<polygon points="300,600 500,600 420,380 380,380" fill="#6c757d"/><path d="M400 600 L400 380" stroke="#ffffff" stroke-width="5" stroke-dasharray="22 18"/>${roundTree(180, 470, 42)}${roundTree(640, 460, 46)}${coconutTree(90, 500, 1, p)}`,
  },
  {
    label: "Neighbourhood",
    draw: (p) =>
      `${house(60, 400, 120, p)}${house(240, 390, 140, p)}${house(440, 400, 120, p)}${house(620, 395, 130, p)}`,
  },
  {
    label: "Coconut grove",
    draw: (p) =>
      [90, 210, 330, 450, 570, 690].map((x, i) => coconutTree(x, 480 + (i % 2) * 40, 0.9, p)).join(""),
  },
  {
    label: "Temple nearby",
    draw: (p) =>
      `${[0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${330 + i * 12}" y="${430 - i * 50}" width="${140 - i * 24}" height="50" fill="${p.roof}" stroke="${p.wall}" stroke-width="3"/>`,
        )
        .join("")}<circle cx="400" cy="170" r="10" fill="${p.sun}"/>${coconutTree(170, 480, 1, p)}`,
  },
  {
    label: "Water source",
    draw: (p) =>
      `<rect x="480" y="230" width="140" height="90" fill="${p.accent}"/><rect x="495" y="320" width="12" height="160" fill="#495057"/><rect x="593" y="320" width="12" height="160" fill="#495057"/><ellipse cx="280" cy="470" rx="90" ry="26" fill="#adb5bd"/><rect x="190" y="420" width="180" height="50" fill="#ced4da"/><ellipse cx="280" cy="420" rx="90" ry="24" fill="#4ea8de"/>`,
  },
];

function photoSvg(label: string, palette: Palette, body: string, id: string): string {
  const width = Math.max(160, 40 + label.length * 19);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 800 600">${landscape(palette, id)}${body}
<rect x="24" y="518" width="${width}" height="56" rx="12" fill="#000000" opacity="0.5"/>
<text x="44" y="556" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" font-weight="bold" fill="#ffffff">${escapeXml(label)}</text>
<text x="776" y="584" text-anchor="end" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="14" fill="#ffffff" opacity="0.85">Nilam · demo photo</text></svg>`;
}

function bannerSvg(title: string, subtitle: string, palette: Palette, id: string, scene: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800" viewBox="0 100 800 400">${landscape(palette, id)}
<g transform="translate(420 115) scale(0.65)">${scene}</g>
<rect x="0" y="100" width="470" height="400" fill="#000000" opacity="0.28"/>
<text x="36" y="268" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
<text x="36" y="306" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="18" fill="#ffffff">${escapeXml(subtitle)}</text></svg>`;
}

async function renderAndStore(
  storage: Storage,
  folder: string,
  slug: string,
  svg: string,
): Promise<SeedImage> {
  const rendered = sharp(Buffer.from(svg));
  const variants: MediaVariant[] = [];
  let bytes = 0;
  for (const width of IMAGE_WIDTHS) {
    const { data, info } = await rendered.clone().resize({ width }).webp({ quality: 78 }).toBuffer({
      resolveWithObject: true,
    });
    const key = `seed/${folder}/${slug}-${width}.webp`;
    const { url } = await storage.put(key, data, "image/webp", { public: true });
    variants.push({ width: info.width, height: info.height, url, key: null, contentType: "image/webp" });
    bytes = data.length;
  }
  const widest = variants[variants.length - 1]!;
  return {
    slug,
    url: widest.url,
    width: widest.width,
    height: widest.height,
    bytes,
    contentType: "image/webp",
    variants,
  };
}

export interface SeedPhotos {
  /** Two pictures per property name, each with the name written on it. */
  byName: Record<PropertyName, SeedImage[]>;
  /** Pictures that suit any listing (road, neighbourhood, ...). */
  generic: SeedImage[];
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** Renders the 15 listing photos (3 widths each) and stores them under seed/photos/. */
export async function createSeedPhotos(storage: Storage): Promise<SeedPhotos> {
  const names = Object.keys(NAME_SCENES) as PropertyName[];
  const named = names.flatMap((name, n) =>
    [0, 1].map(async (k) => {
      const palette = PALETTES[(n + k * 2) % PALETTES.length]!;
      const slug = `${slugify(name)}-${k + 1}`;
      return {
        name,
        image: await renderAndStore(
          storage,
          "photos",
          slug,
          photoSvg(name, palette, NAME_SCENES[name](palette), slug),
        ),
      };
    }),
  );
  const generic = GENERIC_SCENES.map((scene, i) => {
    const palette = PALETTES[i % PALETTES.length]!;
    const slug = slugify(scene.label);
    return renderAndStore(storage, "photos", slug, photoSvg(scene.label, palette, scene.draw(palette), slug));
  });
  const byName = Object.fromEntries(names.map((name) => [name, [] as SeedImage[]])) as Record<
    PropertyName,
    SeedImage[]
  >;
  for (const { name, image } of await Promise.all(named)) byName[name].push(image);
  return { byName, generic: await Promise.all(generic) };
}

export interface SeedBannerImage extends SeedImage {
  alt: string;
  altTa: string;
}

/** One group per listing type (TYPE_BANNER_GROUPS): its home page shows it, its document id is the type. */
export const BANNER_GROUPS: readonly {
  id: ListingType;
  name: string;
  /** `titleTa`: the banner's alt text on Tamil pages (the picture's own lettering stays English). */
  banners: readonly { title: string; subtitle: string; titleTa: string }[];
}[] = [
  {
    ...TYPE_BANNER_GROUPS[0]!,
    banners: [
      {
        title: "Homes across Tamil Nadu",
        subtitle: "Houses and apartments in all 38 districts",
        titleTa: "தமிழ்நாடு முழுவதும் வீடுகள்",
      },
      {
        title: "Independent houses",
        subtitle: "Verified listings, approved by our team",
        titleTa: "தனி வீடுகள்",
      },
      {
        title: "Approved house plots",
        subtitle: "DTCP and CMDA numbers on the listing",
        titleTa: "அங்கீகாரம் பெற்ற வீட்டு மனைகள்",
      },
    ],
  },
  {
    ...TYPE_BANNER_GROUPS[1]!,
    banners: [
      {
        title: "Apartments near you",
        subtitle: "From 1 BHK flats to family homes",
        titleTa: "உங்களுக்கு அருகில் அடுக்குமாடி வீடுகள்",
      },
      {
        title: "Shops and stores",
        subtitle: "Rent on busy streets, owner direct",
        titleTa: "கடைகள் வாடகைக்கு",
      },
      {
        title: "Commercial space",
        subtitle: "Offices, showrooms and godowns",
        titleTa: "வணிக இடங்கள்",
      },
    ],
  },
  {
    ...TYPE_BANNER_GROUPS[2]!,
    banners: [
      {
        title: "Farm land and plots",
        subtitle: "Priced per cent, per acre or overall",
        titleTa: "விவசாய நிலங்களும் மனைகளும்",
      },
      {
        title: "Agricultural land",
        subtitle: "Patta and survey numbers, owner direct",
        titleTa: "விவசாய நிலம்",
      },
      {
        title: "Lease with confidence",
        subtitle: "Talk to owners with a Nilam plan",
        titleTa: "நம்பிக்கையுடன் குத்தகைக்கு எடுங்கள்",
      },
    ],
  },
];

/** Renders 3 groups × 3 wide banners (1600×800 and smaller) under seed/banners/. */
export async function createSeedBanners(storage: Storage): Promise<SeedBannerImage[][]> {
  const sceneFor = [NAME_SCENES.House, NAME_SCENES.Store, NAME_SCENES.Land];
  return Promise.all(
    BANNER_GROUPS.map((group, g) =>
      Promise.all(
        group.banners.map(async (banner, b) => {
          const palette = PALETTES[(g + b) % PALETTES.length]!;
          const slug = `${slugify(group.name)}-${b + 1}`;
          const scene = (sceneFor[g] ?? NAME_SCENES.House)(palette);
          const image = await renderAndStore(
            storage,
            "banners",
            slug,
            bannerSvg(banner.title, banner.subtitle, palette, slug, scene),
          );
          return { ...image, alt: banner.title, altTa: banner.titleTa };
        }),
      ),
    ),
  );
}
