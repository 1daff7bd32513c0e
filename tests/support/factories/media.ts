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
// MP4: the smallest box structure a player (and our reader) recognises, with the metadata phones write if asked.

const concat = (parts: readonly Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
};

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const body = concat(content);
  const out = new Uint8Array(8 + body.byteLength);
  new DataView(out.buffer).setUint32(0, out.byteLength);
  out.set(latin1(type), 4);
  out.set(body, 8);
  return out;
}

/** A box with a 64-bit size (size 1, then the large size), as a muxer writes a box it may grow past 4 GB. */
function largeBox(type: string, ...content: Uint8Array[]): Uint8Array {
  const body = concat(content);
  const out = new Uint8Array(16 + body.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, 1);
  out.set(latin1(type), 4);
  view.setBigUint64(8, BigInt(out.byteLength));
  out.set(body, 16);
  return out;
}

const uint32 = (...values: number[]) => {
  const out = new Uint8Array(values.length * 4);
  values.forEach((value, i) => {
    new DataView(out.buffer).setUint32(i * 4, value);
  });
  return out;
};

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

/** The `ftyp` content: the major brand, a minor version of 0, the compatible brands. */
const brands = (major: string, compatible: readonly string[]) =>
  concat([latin1(major), uint32(0), latin1(compatible.join(""))]);

/** Where the test videos were recorded (the Brihadeeswarar temple, Thanjavur), as phones write it: ISO 6709. */
export const VIDEO_LOCATION = "+10.7828+079.1318";

/** Text that tells where, or with what, a test video was recorded: none of it may be left in a stored video. */
export const VIDEO_METADATA_MARKS = [
  VIDEO_LOCATION,
  "com.apple.quicktime.location.ISO6709",
  "NilamTestPhone",
  "GPSLatitude",
] as const;

/**
 * The metadata boxes of a phone's video: Android's `moov/udta` (`©xyz`, the place; `©mak`, the maker), iPhone's
 * `moov/meta` (`hdlr` mdta, `keys`, `ilst` with the ISO 6709 place), a track's own `udta` (with a 64-bit size), and
 * an XMP packet in a top-level `uuid` box. With `blanked`, each is instead a `free` box of the same size with
 * zeros inside: what the server is to store.
 */
function phoneMetadata(blanked: boolean) {
  const metadata =
    (make: typeof box) =>
    (type: string, ...content: Uint8Array[]) =>
      blanked ? make("free", new Uint8Array(concat(content).byteLength)) : make(type, ...content);
  const small = metadata(box);
  const large = metadata(largeBox);
  // QuickTime's text of a `©xxx` item: length, language, text.
  const quickTimeText = (text: string) => concat([new Uint8Array([0, text.length, 0x15, 0xc7]), utf8(text)]);
  const key = "com.apple.quicktime.location.ISO6709";
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="10,46.97N" exif:GPSLongitude="79,7.91E"/></rdf:RDF></x:xmpmeta>`;
  return {
    android: small(
      "udta",
      box("\xa9xyz", quickTimeText(`${VIDEO_LOCATION}/`)),
      box("\xa9mak", quickTimeText("NilamTestPhone")),
    ),
    iphone: small(
      "meta",
      box("hdlr", uint32(0, 0), latin1("mdta"), new Uint8Array(13)),
      box("keys", uint32(0, 1, 8 + key.length), latin1("mdta"), latin1(key)),
      box("ilst", box("\0\0\0\x01", box("data", uint32(1, 0), utf8(`${VIDEO_LOCATION}+045.000/`)))),
    ),
    track: large("udta", box("\xa9xyz", quickTimeText(`${VIDEO_LOCATION}/`))),
    xmp: small(
      "uuid",
      Uint8Array.from([
        0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac,
      ]),
      utf8(xmp),
    ),
  };
}

/**
 * A minimal MP4: `ftyp`, a `moov` with one video track's header, and an `mdat` of `payloadBytes` bytes. Not
 * decodable video, but the structure file-type and our reader check. With `metadata`, laid out as a phone writes
 * it (an XMP `uuid` after `ftyp`, the `mdat`, then the `moov`) with the place it was recorded in every form phones
 * use (phoneMetadata); `"blanked"` is the same file as the server is to store it, each of those boxes a `free` box.
 */
export function mp4Video(
  options: {
    width?: number;
    height?: number;
    rotated?: boolean;
    majorBrand?: string;
    compatibleBrands?: readonly string[];
    payloadBytes?: number;
    metadata?: "kept" | "blanked";
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
  const ftyp = box("ftyp", brands(majorBrand, compatibleBrands));
  const mdat = box("mdat", payload);
  if (!options.metadata)
    return Buffer.from(concat([ftyp, box("moov", box("trak", tkhd(width, height, rotated))), mdat]));
  const phone = phoneMetadata(options.metadata === "blanked");
  const mvhd = box("mvhd", new Uint8Array(100));
  const trak = box(
    "trak",
    tkhd(width, height, rotated),
    phone.track,
    box("mdia", box("mdhd", new Uint8Array(24))),
  );
  return Buffer.from(concat([ftyp, phone.xmp, mdat, box("moov", mvhd, trak, phone.android, phone.iphone)]));
}

/** The `mdat` box of an MP4 (the pictures and sound), found among its top-level boxes (32-bit sizes). */
export function mdatOf(bytes: Uint8Array): Buffer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0, size = 0; at + 8 <= bytes.byteLength; at += size) {
    size = view.getUint32(at);
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === "mdat")
      return Buffer.from(bytes.subarray(at, at + size));
    if (size < 8) break;
  }
  throw new Error("no mdat box");
}

/** The marks of VIDEO_METADATA_MARKS a file still holds: none may be left in a stored video. */
export const videoMetadataLeft = (bytes: Uint8Array): string[] =>
  VIDEO_METADATA_MARKS.filter((mark) => Buffer.from(bytes).toString("latin1").includes(mark));

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
