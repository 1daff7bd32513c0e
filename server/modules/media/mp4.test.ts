import { describe, expect, it } from "vitest";
import { mp4Video, VIDEO_METADATA_MARKS, videoMetadataLeft } from "#tests/support/factories/media.ts";
import { blankBoxes, blankedPieces, isMp4Compatible, type ReadAt, readMp4, readMp4At } from "./mp4.ts";

describe("readMp4", () => {
  it("reads the brands and the picture size of a whole MP4", () => {
    const facts = readMp4(mp4Video({ width: 1920, height: 1080 }));
    expect(facts).toEqual({
      majorBrand: "isom",
      compatibleBrands: ["isom", "iso2", "avc1", "mp41"],
      width: 1920,
      height: 1080,
      metadata: [],
    });
    expect(isMp4Compatible(facts!)).toBe(true);
  });

  it("turns the size of a video recorded in portrait", () => {
    expect(readMp4(mp4Video({ width: 1920, height: 1080, rotated: true }))).toMatchObject({
      width: 1080,
      height: 1920,
    });
  });

  it("refuses a truncated file, one without an index, and one that does not start with ftyp", () => {
    const whole = mp4Video();
    expect(readMp4(whole.subarray(0, whole.length - 10))).toBeNull();
    expect(readMp4(whole.subarray(0, 40))).toBeNull();
    expect(readMp4(new TextEncoder().encode("not a video at all, just some words"))).toBeNull();
    const noMoov = Buffer.from(whole);
    noMoov.write("skip", whole.indexOf("moov"), "latin1");
    expect(readMp4(noMoov)).toBeNull();
  });

  it("tells a QuickTime movie that is also MP4 from one that is only QuickTime", () => {
    const both = readMp4(mp4Video({ majorBrand: "qt  ", compatibleBrands: ["qt  ", "isom"] }));
    const quickTimeOnly = readMp4(mp4Video({ majorBrand: "qt  ", compatibleBrands: ["qt  "] }));
    expect(isMp4Compatible(both!)).toBe(true);
    expect(isMp4Compatible(quickTimeOnly!)).toBe(false);
  });
});

/** Ranged reads of a file held here, as of an object in a bucket (each a copy), counted. */
function ranged(bytes: Uint8Array) {
  const reads: [number, number][] = [];
  const readAt: ReadAt = async (offset, length) => {
    reads.push([offset, length]);
    return bytes.slice(offset, offset + length);
  };
  return { readAt, reads };
}

describe("the metadata of a phone's video", () => {
  const kept = mp4Video({ width: 1920, height: 1080, metadata: "kept", payloadBytes: 5000 });
  const blanked = mp4Video({ width: 1920, height: 1080, metadata: "blanked", payloadBytes: 5000 });

  it("is found wherever phones write it: user data at any depth of the index, meta, an XMP packet", () => {
    const facts = readMp4(kept);
    expect(facts).toMatchObject({ width: 1920, height: 1080 });
    // The XMP uuid, the track's udta (64-bit size), the movie's udta (Android) and meta (iPhone).
    expect(facts?.metadata.map((box) => box.type)).toEqual(["uuid", "udta", "udta", "meta"]);
    expect(facts?.metadata[1]).toMatchObject({ start: facts!.metadata[1]!.at + 16 });
    expect(videoMetadataLeft(kept)).toEqual(VIDEO_METADATA_MARKS);
  });

  it("is blanked in place: each box a free box of its size, no other byte changed", () => {
    const file = Buffer.from(kept);
    blankBoxes(file, 0, readMp4(kept)!.metadata);
    expect(file.equals(blanked)).toBe(true);
    expect(videoMetadataLeft(file)).toEqual([]);
    expect(readMp4(file)).toEqual({ ...readMp4(kept), metadata: [] });
  });

  it("is found as well from ranged reads, and blanked piece by piece into the same file", async () => {
    const { readAt } = ranged(kept);
    const facts = await readMp4At(readAt, kept.length);
    expect(facts).toEqual(readMp4(kept));
    // Pieces that cut boxes, and their types, anywhere.
    for (const pieceBytes of [1, 7, 1000, kept.length, kept.length + 10]) {
      const pieces: Uint8Array[] = [];
      for await (const piece of blankedPieces(readAt, kept.length, facts!.metadata, pieceBytes))
        pieces.push(piece);
      expect(Buffer.concat(pieces).equals(blanked), String(pieceBytes)).toBe(true);
    }
  });

  it("is not written from a file shorter than announced", async () => {
    const pieces = blankedPieces(ranged(kept).readAt, kept.length + 10, readMp4(kept)!.metadata, 1000);
    await expect(async () => {
      for await (const _ of pieces);
    }).rejects.toThrow(/is not \d+ bytes long/);
  });
});

function box(type: string, content: Uint8Array): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, content]);
}

describe("readMp4At", () => {
  it("reads the same facts as readMp4 from ranged reads, without reading the pictures", async () => {
    const video = mp4Video({ width: 1920, height: 1080, rotated: true, payloadBytes: 300_000 });
    const { readAt, reads } = ranged(video);
    expect(await readMp4At(readAt, video.length)).toEqual(readMp4(video));
    const read = reads.reduce((sum, [, length]) => sum + length, 0);
    expect(read).toBeLessThan(70_000);
  });

  it("refuses what readMp4 refuses", async () => {
    const whole = mp4Video();
    const noMoov = Buffer.from(whole);
    noMoov.write("skip", whole.indexOf("moov"), "latin1");
    for (const bytes of [
      whole.subarray(0, whole.length - 10),
      whole.subarray(0, 40),
      new TextEncoder().encode("not a video at all, just some words"),
      noMoov,
    ]) {
      expect(readMp4(bytes)).toBeNull();
      expect(await readMp4At(ranged(bytes).readAt, bytes.length)).toBeNull();
    }
    // Announced longer than it is (the object changed under us): the boxes do not fill it.
    expect(await readMp4At(ranged(whole).readAt, whole.length + 100)).toBeNull();
  });

  it("gives up on a file of very many large top-level boxes rather than read it all", async () => {
    const video = mp4Video();
    const filler = Buffer.concat(Array.from({ length: 70 }, () => box("free", new Uint8Array(70_000))));
    const many = Buffer.concat([video, filler]);
    expect(readMp4(many)).not.toBeNull();
    const { readAt, reads } = ranged(many);
    expect(await readMp4At(readAt, many.length)).toBeNull();
    expect(reads.length).toBeLessThanOrEqual(64);
  });
});
