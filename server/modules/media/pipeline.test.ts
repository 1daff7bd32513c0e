import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  jpegWithGps,
  metadataLeft,
  mp4Video,
  NO_METADATA_LEFT,
  pngImage,
  readExifTags,
  videoMetadataLeft,
  webpImage,
} from "#tests/support/factories/media.ts";
import { DEFAULT_MEDIA_LIMITS, displayName, processMedia, sniffMedia } from "./pipeline.ts";

describe("sniffMedia", () => {
  it("knows photos and videos by their bytes", async () => {
    expect(await sniffMedia(await jpegWithGps({ width: 40, height: 30 }))).toEqual({
      kind: "image",
      mime: "image/jpeg",
    });
    expect(await sniffMedia(await pngImage(40, 30))).toEqual({ kind: "image", mime: "image/png" });
    expect(await sniffMedia(await webpImage(40, 30))).toEqual({ kind: "image", mime: "image/webp" });
    expect(await sniffMedia(mp4Video())).toEqual({ kind: "video", mime: "video/mp4" });
  });

  it("refuses a text file whatever its name says, and says what is accepted", async () => {
    const text = new TextEncoder().encode("Patta No. 1234, Survey No. 56/7 — not a photo");
    await expect(sniffMedia(text, "photo.jpg")).rejects.toMatchObject({
      status: 415,
      code: "unsupported_media",
      message: "photo.jpg is not a photo or video we accept: JPEG, PNG or WebP photos and MP4 videos are.",
    });
  });

  it("refuses GIFs, QuickTime-only movies and truncated videos with their own reasons", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    await expect(sniffMedia(gif, "a.gif")).rejects.toMatchObject({ status: 415 });
    await expect(
      sniffMedia(mp4Video({ majorBrand: "qt  ", compatibleBrands: ["qt  "] }), "IMG_0001.MOV"),
    ).rejects.toMatchObject({ status: 415, message: expect.stringContaining("QuickTime") });
    const video = mp4Video();
    await expect(sniffMedia(video.subarray(0, video.length - 100))).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining("could not be read as an MP4 video"),
    });
  });

  it("refuses HEIC with advice when this machine cannot decode it", async () => {
    const heicHeader = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(64),
    ]);
    const readable = (sharp.format.heif.input.fileSuffix ?? []).includes(".heic");
    if (readable) await expect(sniffMedia(heicHeader)).resolves.toMatchObject({ kind: "image" });
    else
      await expect(sniffMedia(heicHeader, "IMG_0002.HEIC")).rejects.toMatchObject({
        status: 415,
        message: expect.stringContaining("Most Compatible"),
      });
  });
});

describe("displayName", () => {
  it("keeps a file's own name, without folders or control characters", () => {
    expect(displayName("C:\\Users\\meena\\plot.jpg")).toBe("plot.jpg");
    expect(displayName("../../etc/passwd")).toBe("passwd");
    expect(displayName("a\u0000b\u202e.jpg")).toBe("ab.jpg");
    expect(displayName("   ")).toBe("This file");
    expect(displayName(`${"x".repeat(100)}.jpg`)).toHaveLength(78);
  });
});

describe("processMedia", () => {
  it("turns a photo upright and keeps none of its metadata, GPS above all, in any rendition", async () => {
    // 1200 × 900 stored pixels with orientation 6: the photo is 900 wide and 1200 high.
    const photo = await jpegWithGps({ width: 1200, height: 900, orientation: 6 });
    const before = await metadataLeft(photo);
    expect(before).toMatchObject({ exif: true, orientation: 6 });
    expect(readExifTags((await sharp(photo).metadata()).exif)?.gps.length).toBeGreaterThanOrEqual(4);

    const processed = await processMedia(photo);
    expect(processed).toMatchObject({ kind: "image", width: 900, height: 1200 });
    expect(processed.files.map((f) => [f.name, f.width, f.height])).toEqual([
      ["480.webp", 480, 640],
      ["900.webp", 900, 1200],
      ["480.avif", 480, 640],
      ["900.avif", 900, 1200],
    ]);
    for (const file of processed.files) {
      expect(await metadataLeft(file.bytes), file.name).toEqual(NO_METADATA_LEFT);
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe(file.role === "webp" ? "webp" : "heif");
    }
  });

  it("makes a placeholder of a few hundred bytes, 16 px wide", async () => {
    const { placeholder } = await processMedia(await pngImage(800, 600));
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(placeholder!.length).toBeLessThan(600);
    const tiny = await sharp(Buffer.from(placeholder!.split(",")[1]!, "base64")).metadata();
    expect([tiny.width, tiny.height]).toEqual([16, 12]);
  });

  it("keeps a phone's MP4 but for its metadata, blanked in place: not where it was recorded", async () => {
    const video = mp4Video({ width: 1280, height: 720, metadata: "kept" });
    const processed = await processMedia(Buffer.from(video));
    expect(processed).toMatchObject({ kind: "video", width: 1280, height: 720 });
    const stored = Buffer.from(processed.files[0]!.bytes);
    expect(stored.equals(mp4Video({ width: 1280, height: 720, metadata: "blanked" }))).toBe(true);
    expect(videoMetadataLeft(stored)).toEqual([]);
  });

  it("keeps an MP4 without metadata byte for byte, with its picture size", async () => {
    const video = mp4Video({ width: 1280, height: 720 });
    const processed = await processMedia(video);
    expect(processed).toMatchObject({ kind: "video", width: 1280, height: 720, placeholder: null });
    expect(processed.files).toHaveLength(1);
    expect(processed.files[0]).toMatchObject({ name: "video.mp4", contentType: "video/mp4" });
    expect(Buffer.from(processed.files[0]!.bytes).equals(video)).toBe(true);
  });

  it("refuses files over their kind's size, and photos with too many pixels", async () => {
    const limits = { ...DEFAULT_MEDIA_LIMITS, maxImageBytes: 1000, maxVideoBytes: 1000 };
    const photo = await pngImage(400, 300);
    await expect(processMedia(photo, { limits, filename: "big.png" })).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining("photos up to"),
    });
    await expect(processMedia(mp4Video({ payloadBytes: 2000 }), { limits })).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining("videos up to"),
    });
    await expect(
      processMedia(photo, { limits: { ...DEFAULT_MEDIA_LIMITS, maxInputPixels: 100_000 } }),
    ).rejects.toMatchObject({ status: 413, message: expect.stringContaining("400 × 300 pixels") });
  });

  it("refuses a file that starts like a JPEG but is not one", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    await expect(processMedia(broken, { filename: "broken.jpg" })).rejects.toMatchObject({
      status: 415,
      message: "broken.jpg could not be read as a photo. Please upload another file.",
    });
  });
});
