// The media pipeline: what an uploaded file is (from its bytes, never its name), and what we keep of it. Photos
// are turned upright, stripped of every metadata block (EXIF with its GPS position, XMP, IPTC, ICC: sharp keeps
// none unless asked) and re-encoded as WebP and AVIF at the standard widths (renditions.ts), never upscaled, with
// a tiny placeholder. MP4 videos keep their pictures and sound byte for byte, but not their metadata: every
// `udta` and `meta` box of the index (where a phone writes the place it recorded, the camera, the owner) becomes a
// `free` box of the same size, so nothing moves and the file plays as before. Nothing here touches storage or the
// database.
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError } from "#server/errors.ts";
import { m } from "#shared/paraglide/messages.js";
import { imageWork } from "./limits.ts";
import { blankBoxes, isMp4Compatible, type Mp4Facts, readMp4 } from "./mp4.ts";
import { photoHash } from "./photo-hash.ts";
import { IMAGE_WIDTHS, renditionWidths } from "./renditions.ts";

// One libvips thread per image and no operation cache: work grows with the number of images being processed
// (MEDIA_CONCURRENCY), not with what sharp decides on its own. (AVIF's encoder still runs threads of its own.)
sharp.concurrency(1);
sharp.cache(false);

const MB = 1024 * 1024;

export interface MediaLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Width × height of the largest photo we decode. */
  maxInputPixels: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  maxImageBytes: 20 * MB,
  maxVideoBytes: 100 * MB,
  maxInputPixels: 50_000_000,
};

/** A rendition is at most twice as high as it is wide, so a panorama on its side cannot make a huge file. */
const MAX_ASPECT = 2;
// Effort changes only how hard the encoder looks for a smaller file, not the quality. Measured on a 12-megapixel
// photo's three renditions: WebP effort 2 takes half the time of the default 4 for 4 % more bytes; AVIF effort 0
// takes a quarter of effort 1's for 4 % more, and its files are still a third smaller than WebP's.
const WEBP = { quality: 78, effort: 2 } as const;
const AVIF = { quality: 50, effort: 0 } as const;
const PLACEHOLDER_WIDTH = 16;
/** A photo that takes longer than this to decode and encode is refused (a crafted file, most likely). */
const TIMEOUT_SECONDS = 60;

export type AcceptedType =
  | { kind: "image"; mime: "image/jpeg" | "image/png" | "image/webp" | "image/heic" | "image/heif" }
  | { kind: "video"; mime: "video/mp4" };

/** A video's file name in its upload's folder. */
export const VIDEO_FILE_NAME = "video.mp4";

export interface ProcessedFile {
  /** File name within the upload's folder, e.g. `960.webp`. */
  name: string;
  role: "webp" | "avif" | "video";
  bytes: Uint8Array;
  contentType: string;
  width: number | null;
  height: number | null;
}

export interface ProcessedMedia {
  kind: "image" | "video";
  /** Renditions narrowest first, WebP then AVIF; or the one video. */
  files: ProcessedFile[];
  /** The widest rendition's size, or the video's picture size when it says. */
  width: number | null;
  height: number | null;
  /** `data:image/webp;base64,…`, about 16 px wide; null for a video. */
  placeholder: string | null;
  /** The photo's perceptual hash (photo-hash.ts), for finding the same picture in other listings; null for a video. */
  photoHash: string | null;
}

const unsupported = (message: string, cause?: unknown) =>
  new AppError({ status: 415, code: "unsupported_media", message, cause });

const tooLarge = (message: string) => new AppError({ status: 413, code: "too_large", message });

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** True when this machine's libvips has a HEVC decoder for HEIC photos (sharp's own binaries do not). */
export const HEIC_READABLE: boolean = (sharp.format.heif.input.fileSuffix ?? []).includes(".heic");

/**
 * What the bytes are, if they are something we accept; otherwise a 415 that says what we do accept. `bytes` is the
 * whole file, or its first bytes with `mp4` reading the whole file's MP4 structure where it is kept.
 */
export async function sniffMedia(
  bytes: Uint8Array,
  filename = "This file",
  mp4: () => Promise<Mp4Facts | null> | Mp4Facts | null = () => readMp4(bytes),
): Promise<AcceptedType> {
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.mime) {
    case "image/jpeg":
    case "image/png":
    case "image/webp":
      return { kind: "image", mime: detected.mime };
    case "image/heic":
    case "image/heif":
      if (HEIC_READABLE) return { kind: "image", mime: detected.mime };
      throw unsupported(m["upload.heic"]({ file: filename }));
    case "video/mp4":
    case "video/quicktime":
    case "video/x-m4v": {
      const facts = await mp4();
      if (!facts) throw unsupported(m["upload.mp4Unreadable"]({ file: filename }));
      if (!isMp4Compatible(facts)) throw unsupported(m["upload.quickTime"]({ file: filename }));
      return { kind: "video", mime: "video/mp4" };
    }
    default:
      throw unsupported(m["upload.notAccepted"]({ file: filename }));
  }
}

/** The file's own name for messages: no folders, no control characters, not too long. */
export function displayName(filename: string | undefined): string {
  const name = (filename ?? "")
    .split(/[/\\]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  if (!name) return m["upload.thisFile"]();
  return name.length > 80 ? `${name.slice(0, 77)}…` : name;
}

function sizeError(error: unknown, filename: string): AppError {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) return tooLarge(m["upload.tooManyPixels"]({ file: filename }));
  if (/timeout/i.test(message)) return tooLarge(m["upload.tooSlow"]({ file: filename }));
  return unsupported(m["upload.photoUnreadable"]({ file: filename }), error);
}

async function processImage(
  bytes: Uint8Array,
  limits: MediaLimits,
  filename: string,
): Promise<ProcessedMedia> {
  const input = { limitInputPixels: limits.maxInputPixels, failOn: "error" as const };
  // The header alone (no pixels decoded yet), so that the message can say how large the photo is.
  const header = await sharp(bytes, { failOn: "error" })
    .metadata()
    .catch((error: unknown) => {
      throw sizeError(error, filename);
    });
  if ((header.width ?? 0) * (header.height ?? 0) > limits.maxInputPixels)
    throw tooLarge(
      m["upload.pixelsTooMany"]({
        file: filename,
        width: String(header.width),
        height: String(header.height),
        megapixels: String(Math.round(limits.maxInputPixels / 1e6)),
      }),
    );

  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  // One decode, upright (EXIF orientation), in sRGB, 8 bits per channel, at the widest size we keep; every
  // rendition is made from these pixels, which carry no metadata at all.
  const { data, info } = await sharp(bytes, input)
    .timeout({ seconds: TIMEOUT_SECONDS })
    .rotate()
    .resize({ width: widest, height: widest * MAX_ASPECT, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw sizeError(error, filename);
    });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).timeout({
      seconds: TIMEOUT_SECONDS,
    });

  const files: ProcessedFile[] = [];
  for (const role of ["webp", "avif"] as const) {
    for (const width of renditionWidths(info.width)) {
      const resized = width === info.width ? pixels() : pixels().resize({ width });
      const encoded = role === "webp" ? resized.webp(WEBP) : resized.avif(AVIF);
      const out = await encoded.toBuffer({ resolveWithObject: true });
      files.push({
        name: `${width}.${role}`,
        role,
        bytes: out.data,
        contentType: `image/${role}`,
        width: out.info.width,
        height: out.info.height,
      });
    }
  }
  const tiny = await pixels().resize({ width: PLACEHOLDER_WIDTH }).blur(0.5).webp({ quality: 40 }).toBuffer();
  const largest = files.filter((f) => f.role === "webp").at(-1)!;
  return {
    kind: "image",
    files,
    width: largest.width,
    height: largest.height,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    photoHash: await photoHash(pixels()),
  };
}

/** 413 for a video over MEDIA_MAX_VIDEO_MB. */
export function checkVideoSize(bytes: number, limits: MediaLimits, filename: string): void {
  if (bytes > limits.maxVideoBytes)
    throw tooLarge(m["upload.videoTooLarge"]({ file: filename, size: megabytes(limits.maxVideoBytes) }));
}

/**
 * Checks an upload and makes what we store of it. Throws AppError 415 for bytes that are not an accepted photo
 * or video, 413 for one over its size limit. Photos wait for a free slot (MEDIA_CONCURRENCY) before decoding. A
 * video's metadata boxes are blanked in `bytes` itself (blankBoxes), which are then the file to store: a video
 * may be 100 MB, and is not copied.
 */
export async function processMedia(
  bytes: Uint8Array,
  options: { limits?: MediaLimits; filename?: string } = {},
): Promise<ProcessedMedia> {
  const limits = options.limits ?? DEFAULT_MEDIA_LIMITS;
  const filename = displayName(options.filename);
  const type = await sniffMedia(bytes, filename);
  if (type.kind === "video") {
    checkVideoSize(bytes.byteLength, limits, filename);
    const facts = readMp4(bytes);
    blankBoxes(bytes, 0, facts?.metadata ?? []);
    return {
      kind: "video",
      files: [
        {
          name: VIDEO_FILE_NAME,
          role: "video",
          bytes,
          contentType: "video/mp4",
          width: facts?.width ?? null,
          height: facts?.height ?? null,
        },
      ],
      width: facts?.width ?? null,
      height: facts?.height ?? null,
      placeholder: null,
      photoHash: null,
    };
  }
  if (bytes.byteLength > limits.maxImageBytes)
    throw tooLarge(m["upload.photoTooLarge"]({ file: filename, size: megabytes(limits.maxImageBytes) }));
  return imageWork.run(1, () => processImage(bytes, limits, filename));
}
