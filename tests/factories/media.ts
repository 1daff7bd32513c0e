// Photos and videos made on the spot (nothing is downloaded), and a reader of the metadata tests look for. Pure:
// unit tests import this file directly, not through the factories' index (which needs Firestore).
import sharp, { type Sharp } from "sharp";

/** A photo with structure (gradients and shapes) rather than a flat colour, so encoders have work to do. */
function scene(width: number, height: number): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f9bd9"/><stop offset="1" stop-color="#8dbb5a"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.3}" cy="${height * 0.3}" r="${Math.min(width, height) / 6}" fill="#ffe08a"/>
<rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.35}" fill="#c0503a"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** The GPS position of the Brihadeeswarar temple, Thanjavur, as EXIF writes it. */
export const THANJAVUR_GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "10/1 46/1 4380/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "79/1 7/1 5160/100",
} as const;

/**
 * A JPEG as a phone writes it: EXIF with the camera, the place it was taken (GPS) and, when asked, an orientation
 * (6: the camera was turned a quarter clockwise, so the stored pixels lie on their side).
 */
export async function jpegWithGps(
  options: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 1200, height = 900, orientation } = options;
  let image = scene(width, height)
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: "NilamTestCam", Model: "T1" }, IFD3: { ...THANJAVUR_GPS } });
  if (orientation !== undefined) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

export const pngImage = (width = 800, height = 600) => scene(width, height).png().toBuffer();
export const webpImage = (width = 800, height = 600) => scene(width, height).webp().toBuffer();

/** A JPEG whose pixels are noise, as hard to compress as a photo of a paddy field. */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (Math.random() * 256) | 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------------------
// MP4: the smallest box structure a player (and our reader) recognises.

function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const size = 8 + content.reduce((sum, part) => sum + part.byteLength, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const part of content) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** A version-0 track header: `width` × `height`, turned a quarter when `rotated` (as phones record portrait). */
function tkhd(width: number, height: number, rotated: boolean): Uint8Array {
  const body = new Uint8Array(84);
  const view = new DataView(body.buffer);
  view.setUint32(0, 0x00000003); // version 0, flags: enabled, in movie
  view.setUint32(12, 1); // track id
  // The matrix at 40: [a b u; c d v; x y w] in 16.16 (u, v, w 2.30).
  const [a, b, c, d] = rotated ? [0, 0x10000, -0x10000, 0] : [0x10000, 0, 0, 0x10000];
  view.setInt32(40, a);
  view.setInt32(44, b);
  view.setInt32(52, c);
  view.setInt32(56, d);
  view.setInt32(72, 0x40000000);
  view.setUint32(76, width * 0x10000);
  view.setUint32(80, height * 0x10000);
  return box("tkhd", body);
}

function brands(major: string, compatible: readonly string[]): Uint8Array {
  const out = new Uint8Array(8 + compatible.length * 4);
  const encoder = new TextEncoder();
  out.set(encoder.encode(major), 0);
  compatible.forEach((brand, i) => {
    out.set(encoder.encode(brand), 8 + i * 4);
  });
  return out;
}

/**
 * A minimal MP4: `ftyp`, a `moov` with one video track's header, and an `mdat` of `payloadBytes` bytes. Not
 * decodable video, but the structure file-type and our reader check.
 */
export function mp4Video(
  options: {
    width?: number;
    height?: number;
    rotated?: boolean;
    majorBrand?: string;
    compatibleBrands?: readonly string[];
    payloadBytes?: number;
  } = {},
): Buffer {
  const {
    width = 1280,
    height = 720,
    rotated = false,
    majorBrand = "isom",
    compatibleBrands = ["isom", "iso2", "avc1", "mp41"],
    payloadBytes = 2048,
  } = options;
  const payload = new Uint8Array(payloadBytes).map((_, i) => (i * 31) & 0xff);
  return Buffer.concat([
    box("ftyp", brands(majorBrand, compatibleBrands)),
    box("moov", box("trak", tkhd(width, height, rotated))),
    box("mdat", payload),
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// EXIF: which tags a file carries, read from the TIFF structure (sharp reports the block, not its contents).

/** The tag numbers of IFD0 and of the GPS directory in an EXIF block (`Exif\0\0` + TIFF), or null without one. */
export function readExifTags(exif: Buffer | undefined): { ifd0: number[]; gps: number[] } | null {
  if (!exif || exif.length < 14) return null;
  const tiff = exif.subarray(exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = (offset: number) => {
    const tags: { tag: number; value: number }[] = [];
    const count = u16(offset);
    for (let i = 0; i < count; i += 1) {
      const entry = offset + 2 + i * 12;
      tags.push({ tag: u16(entry), value: u32(entry + 8) });
    }
    return tags;
  };
  const ifd0 = directory(u32(4));
  const gpsPointer = ifd0.find((t) => t.tag === 0x8825);
  return {
    ifd0: ifd0.map((t) => t.tag),
    gps: gpsPointer ? directory(gpsPointer.value).map((t) => t.tag) : [],
  };
}

export interface MetadataLeft {
  exif: boolean;
  gpsTags: number;
  xmp: boolean;
  iptc: boolean;
  icc: boolean;
  orientation: number | undefined;
}

/** What a stored rendition must report: nothing that could tell where or how the photo was taken. */
export const NO_METADATA_LEFT: MetadataLeft = {
  exif: false,
  gpsTags: 0,
  xmp: false,
  iptc: false,
  icc: false,
  orientation: undefined,
};

/** What sharp reports of a file's metadata that could tell where or how it was taken. */
export async function metadataLeft(bytes: Uint8Array): Promise<MetadataLeft> {
  const meta = await sharp(bytes).metadata();
  return {
    exif: meta.exif !== undefined,
    gpsTags: readExifTags(meta.exif)?.gps.length ?? 0,
    xmp: meta.xmp !== undefined,
    iptc: meta.iptc !== undefined,
    icc: meta.icc !== undefined,
    orientation: meta.orientation,
  };
}
