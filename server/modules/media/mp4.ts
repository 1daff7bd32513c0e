// Just enough of the ISO base media file format (MP4, QuickTime) to tell a whole, browser-playable MP4 from
// something else, and to read its picture size. Pure: bytes in, facts out.

export interface Mp4Facts {
  majorBrand: string;
  compatibleBrands: string[];
  /** The display size of the first video track (rotation applied); null without one. */
  width: number | null;
  height: number | null;
}

/** Brands of the MP4 family that browsers play (ISO base media, MP4 v1/v2, AVC). QuickTime's `qt  ` is not one. */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
]);

interface Box {
  type: string;
  /** Where the box's content starts and ends (after its header). */
  start: number;
  end: number;
}

const text = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The boxes between `start` and `end`; null when a size runs past the end or is impossible. */
function boxesIn(bytes: Uint8Array, view: DataView, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let at = start;
  while (at < end) {
    if (end - at < 8) return null;
    let size = view.getUint32(at);
    const type = text(bytes, at + 4);
    let header = 8;
    if (size === 1) {
      if (end - at < 16) return null;
      const large = view.getBigUint64(at + 8);
      if (large > BigInt(end - at)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // "To the end of the file": only the last box may say so.
      size = end - at;
    }
    if (size < header || at + size > end) return null;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Width and height of a `tkhd` box (16.16 fixed point), turned when its matrix rotates by a quarter. */
function trackSize(view: DataView, box: Box): { width: number; height: number } | null {
  const version = view.getUint8(box.start);
  // version, flags; times, track id, reserved, duration (longer in version 1); reserved, layer, group, volume.
  const matrixAt = box.start + 4 + (version === 1 ? 32 : 20) + 16;
  const sizeAt = matrixAt + 36;
  if (sizeAt + 8 > box.end) return null;
  const width = Math.round(view.getUint32(sizeAt) / 65536);
  const height = Math.round(view.getUint32(sizeAt + 4) / 65536);
  if (width === 0 || height === 0) return null;
  // The matrix's a is 0 and b is ±1 (16.16) for a 90° or 270° turn: phones record portrait video so.
  const a = view.getInt32(matrixAt);
  const b = view.getInt32(matrixAt + 4);
  const quarterTurn = a === 0 && Math.abs(b) === 65536;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

/**
 * Reads an MP4 or QuickTime file's top-level structure: an `ftyp` first, boxes that exactly fill the file, a
 * `moov` (the index a player needs) and an `mdat`. Null when the bytes are not such a file.
 */
export function readMp4(bytes: Uint8Array): Mp4Facts | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = boxesIn(bytes, view, 0, bytes.byteLength);
  const ftyp = top?.[0];
  if (!top || ftyp?.type !== "ftyp" || ftyp.end - ftyp.start < 8) return null;
  const moov = top.find((box) => box.type === "moov");
  if (!moov || !top.some((box) => box.type === "mdat")) return null;
  const compatibleBrands: string[] = [];
  for (let at = ftyp.start + 8; at + 4 <= ftyp.end; at += 4) compatibleBrands.push(text(bytes, at));

  let size: { width: number; height: number } | null = null;
  for (const trak of boxesIn(bytes, view, moov.start, moov.end) ?? []) {
    if (trak.type !== "trak") continue;
    const tkhd = boxesIn(bytes, view, trak.start, trak.end)?.find((box) => box.type === "tkhd");
    size = tkhd ? trackSize(view, tkhd) : null;
    if (size) break;
  }
  return {
    majorBrand: text(bytes, ftyp.start),
    compatibleBrands,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

/** True when a browser can be expected to play the file as MP4: an MP4 brand, major or compatible. */
export function isMp4Compatible(facts: Mp4Facts): boolean {
  return [facts.majorBrand, ...facts.compatibleBrands].some((brand) => MP4_BRANDS.has(brand));
}
