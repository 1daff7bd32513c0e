// Just enough of the ISO base media file format (MP4, QuickTime) to tell a whole, browser-playable MP4 from
// something else, to read its picture size and to find the boxes of metadata that could tell where it was
// recorded. Pure: bytes in, facts out (and blankBoxes, which overwrites those boxes in bytes given).

/** A box of the file: where its header starts, where its content starts and where it ends (file offsets). */
export interface Mp4Box {
  type: string;
  at: number;
  start: number;
  end: number;
}

export interface Mp4Facts {
  majorBrand: string;
  compatibleBrands: string[];
  /** The display size of the first video track (rotation applied); null without one. */
  width: number | null;
  height: number | null;
  /**
   * The boxes of metadata, in file order: every `udta` and `meta` at any depth of `moov` (a phone's recording
   * place: Android's `udta/©xyz`, iPhone's `meta` keys `com.apple.quicktime.location.ISO6709`; the camera, the
   * owner, the software) and a top-level `meta` or XMP `uuid`. None is needed to play the file.
   */
  metadata: Mp4Box[];
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

interface Box extends Mp4Box {
  /** A `uuid` box's own type (its first 16 bytes of content, in hex), when the header read held it. */
  usertype?: string;
}

const text = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Bytes of a box read to know it: the size, type and large size (16), and a `uuid` box's own type (16 more). */
const HEADER_BYTES = 32;

/**
 * The box whose header starts `header` (its first HEADER_BYTES bytes, fewer only near the end), found `at` bytes
 * into a run of boxes that ends at `end`; null when its size runs past the end or is impossible.
 */
function boxAt(header: Uint8Array, at: number, end: number): Box | null {
  if (end - at < 8 || header.byteLength < 8) return null;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  let size = view.getUint32(0);
  const type = text(header, 4);
  let headerSize = 8;
  if (size === 1) {
    if (end - at < 16 || header.byteLength < 16) return null;
    const large = view.getBigUint64(8);
    if (large > BigInt(end - at)) return null;
    size = Number(large);
    headerSize = 16;
  } else if (size === 0) {
    // "To the end of the file": only the last box may say so.
    size = end - at;
  }
  if (size < headerSize || at + size > end) return null;
  const box: Box = { type, at, start: at + headerSize, end: at + size };
  if (type === "uuid" && size >= headerSize + 16 && header.byteLength >= headerSize + 16)
    box.usertype = Buffer.from(header.subarray(headerSize, headerSize + 16)).toString("hex");
  return box;
}

/** The boxes between `start` and `end`; null when a size runs past the end or is impossible. */
function boxesIn(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  for (let at = start; at < end; ) {
    const box = boxAt(bytes.subarray(at, at + HEADER_BYTES), at, end);
    if (!box) return null;
    boxes.push(box);
    at = box.end;
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

/** The top-level boxes a whole file needs: an `ftyp` first (brands after its 8 bytes), a `moov` and an `mdat`. */
function layoutOf(top: Box[] | null): { ftyp: Box; moov: Box } | null {
  const ftyp = top?.[0];
  if (!top || ftyp?.type !== "ftyp" || ftyp.end - ftyp.start < 8) return null;
  const moov = top.find((box) => box.type === "moov");
  if (!moov || !top.some((box) => box.type === "mdat")) return null;
  return { ftyp, moov };
}

/** Boxes of nothing but boxes, within `moov`, where metadata may sit further down (ISO/IEC 14496-12). */
const CONTAINERS = new Set(["trak", "mdia", "minf", "stbl", "edts", "dinf", "mvex", "tref", "trgr"]);
/** How far into containers metadata is looked for: a real file nests four deep (moov/trak/mdia/minf/stbl). */
const MAX_DEPTH = 16;
/** The `uuid` of Adobe's XMP packet (the camera, the place, the software, the editing history). */
const XMP_UUID = "be7acfcb97a942e89c71999491e3afac";

/** User data (`udta`), a `meta` box (QuickTime's keys and values, ISO's items) or an XMP packet. */
const isMetadata = (box: Box) =>
  box.type === "udta" || box.type === "meta" || (box.type === "uuid" && box.usertype === XMP_UUID);

/**
 * The metadata boxes in the run of boxes from `start` to `end` of `bytes`, at any depth of the containers, with
 * offsets `shift` further (where `bytes` starts in the file). A run that stops making sense (QuickTime may end a
 * list with four zero bytes) is looked at up to there.
 */
function metadataIn(bytes: Uint8Array, start: number, end: number, shift: number, depth = 0): Mp4Box[] {
  const found: Mp4Box[] = [];
  for (let at = start; at < end; ) {
    const box = boxAt(bytes.subarray(at, at + HEADER_BYTES), at, end);
    if (!box) break;
    if (isMetadata(box))
      found.push({ type: box.type, at: box.at + shift, start: box.start + shift, end: box.end + shift });
    else if (CONTAINERS.has(box.type) && depth < MAX_DEPTH)
      found.push(...metadataIn(bytes, box.start, box.end, shift, depth + 1));
    at = box.end;
  }
  return found;
}

/**
 * The facts of a file from its top-level boxes and the contents of its `ftyp` and `moov` boxes (`moov` content
 * starting at `layout.moov.start` of the file).
 */
function factsOf(top: Box[], layout: { moov: Box }, ftyp: Uint8Array, moov: Uint8Array): Mp4Facts {
  const compatibleBrands: string[] = [];
  for (let at = 8; at + 4 <= ftyp.byteLength; at += 4) compatibleBrands.push(text(ftyp, at));
  const view = new DataView(moov.buffer, moov.byteOffset, moov.byteLength);
  let size: { width: number; height: number } | null = null;
  for (const trak of boxesIn(moov, 0, moov.byteLength) ?? []) {
    if (trak.type !== "trak") continue;
    const tkhd = boxesIn(moov, trak.start, trak.end)?.find((box) => box.type === "tkhd");
    size = tkhd ? trackSize(view, tkhd) : null;
    if (size) break;
  }
  const metadata = [
    ...top.filter(isMetadata).map(({ type, at, start, end }) => ({ type, at, start, end })),
    ...metadataIn(moov, 0, moov.byteLength, layout.moov.start),
  ].sort((a, b) => a.at - b.at);
  return {
    majorBrand: text(ftyp, 0),
    compatibleBrands,
    width: size?.width ?? null,
    height: size?.height ?? null,
    metadata,
  };
}

const contentOf = (bytes: Uint8Array, box: Box) => bytes.subarray(box.start, box.end);

/**
 * Reads an MP4 or QuickTime file's top-level structure: an `ftyp` first, boxes that exactly fill the file, a
 * `moov` (the index a player needs) and an `mdat`. Null when the bytes are not such a file.
 */
export function readMp4(bytes: Uint8Array): Mp4Facts | null {
  const top = boxesIn(bytes, 0, bytes.byteLength);
  const layout = layoutOf(top);
  return layout && factsOf(top!, layout, contentOf(bytes, layout.ftyp), contentOf(bytes, layout.moov));
}

/** Up to `length` bytes of a file from `offset`, fewer only at its end (a ranged read of a stored object). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

/** Bytes read at once while walking the top-level boxes: neighbouring small boxes come in one read. */
const WALK_READ_BYTES = 64 * 1024;
/** Reads allowed for the walk: a phone's MP4 has a handful of top-level boxes (ftyp, free, mdat, moov). */
const WALK_MAX_READS = 64;

/**
 * readMp4 for a file `size` bytes long that is not in memory (an object in storage): the same checks, from the
 * top-level boxes' headers and the `ftyp` and `moov` boxes, read with `readAt`. A file whose top-level boxes take
 * more than 64 reads to walk (a fragmented MP4 of many large fragments) is not read: null.
 */
export async function readMp4At(readAt: ReadAt, size: number): Promise<Mp4Facts | null> {
  const top: Box[] = [];
  let chunk: { offset: number; bytes: Uint8Array } = { offset: 0, bytes: new Uint8Array(0) };
  let reads = 0;
  for (let at = 0; at < size; ) {
    const inChunk = at - chunk.offset;
    if (inChunk < 0 || inChunk + Math.min(HEADER_BYTES, size - at) > chunk.bytes.byteLength) {
      if (++reads > WALK_MAX_READS) return null;
      chunk = { offset: at, bytes: await readAt(at, Math.min(WALK_READ_BYTES, size - at)) };
    }
    const box = boxAt(chunk.bytes.subarray(at - chunk.offset, at - chunk.offset + HEADER_BYTES), at, size);
    if (!box) return null;
    top.push(box);
    at = box.end;
  }
  const layout = layoutOf(top);
  if (!layout) return null;
  const read = (box: Box) => readAt(box.start, box.end - box.start);
  const [ftyp, moov] = await Promise.all([read(layout.ftyp), read(layout.moov)]);
  return factsOf(top, layout, ftyp, moov);
}

/** The type a blanked box takes: `free`, space a player skips. */
const FREE = new TextEncoder().encode("free");

/**
 * Overwrites every one of `boxes` that falls in `bytes`, the file's bytes from `offset` on (the whole file, or a
 * piece of it), with a `free` box of the same size: its type becomes `free` and its content zeros, its size stays.
 * No other byte changes and none moves, so every chunk offset (`stco`, `co64`) still points at its samples and
 * the file plays as before. Returns `bytes`, overwritten in place.
 */
export function blankBoxes(bytes: Uint8Array, offset: number, boxes: readonly Mp4Box[]): Uint8Array {
  const end = offset + bytes.byteLength;
  for (const box of boxes) {
    // The type, after the 4 bytes of the size.
    for (let at = Math.max(box.at + 4, offset); at < Math.min(box.at + 8, end); at += 1)
      bytes[at - offset] = FREE[at - box.at - 4]!;
    const from = Math.max(box.start, offset);
    const to = Math.min(box.end, end);
    if (from < to) bytes.fill(0, from - offset, to - offset);
  }
  return bytes;
}

/**
 * A file `size` bytes long that is not in memory, read with `readAt` in pieces of `pieceBytes` (the next one read
 * while this one is used), with `boxes` blanked as blankBoxes does: the pieces of a cleaned copy, for writing it
 * without holding the whole file. The pieces `readAt` answers are overwritten. Throws when a read comes back
 * shorter than asked (the file is not `size` bytes long).
 */
export async function* blankedPieces(
  readAt: ReadAt,
  size: number,
  boxes: readonly Mp4Box[],
  pieceBytes: number,
): AsyncGenerator<Uint8Array> {
  const read = (offset: number) => {
    const length = Math.min(pieceBytes, size - offset);
    const piece = readAt(offset, length).then((bytes) => {
      if (bytes.byteLength !== length) throw new Error(`The file is not ${size} bytes long.`);
      return bytes;
    });
    // Awaited below, unless the reader stops first: then its failure is of no interest.
    piece.catch(() => undefined);
    return piece;
  };
  let next = size > 0 ? read(0) : null;
  for (let offset = 0; next; offset += pieceBytes) {
    const piece = await next;
    next = offset + pieceBytes < size ? read(offset + pieceBytes) : null;
    yield blankBoxes(piece, offset, boxes);
  }
}

/** True when a browser can be expected to play the file as MP4: an MP4 brand, major or compatible. */
export function isMp4Compatible(facts: Mp4Facts): boolean {
  return [facts.majorBrand, ...facts.compatibleBrands].some((brand) => MP4_BRANDS.has(brand));
}
