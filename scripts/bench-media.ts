// `npm run bench -- --media` (alone: `node scripts/bench-media.ts [--sequential 8 --at-once 15 --concurrency 2]`):
// the upload pipeline on a 12-megapixel phone-like JPEG (4000 × 3000; smooth shapes under sensor-like grain, so
// it compresses like a photo), as the server runs it: sniff, decode once, WebP and AVIF at 480/960/1600 px and a
// placeholder, every file written to disk storage. Reports photos per second one at a time and with
// MEDIA_CONCURRENCY, and the peak memory (RSS) of a process while 15 photos are processed at once, with and
// without the limit. Each measurement runs in a fresh process, so that one's memory does not inflate the next's.
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { createDiskStorage } from "#server/adapters/storage/disk.ts";
import { configureMediaWork } from "#server/modules/media/limits.ts";
import { processMedia } from "#server/modules/media/pipeline.ts";
import { measureInChild } from "./lib/processes.ts";

const MB = 1024 * 1024;

/** 4000 × 3000: blobs of colour (a small noise image scaled up smoothly) under fine grain, as JPEG quality 88. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const small = Buffer.alloc(200 * 150 * 3);
  for (let i = 0; i < small.length; i += 1) small[i] = (Math.random() * 256) | 0;
  const pixels = await sharp(small, { raw: { width: 200, height: 150, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i += 1) {
    const value = pixels[i]! + ((Math.random() * 24) | 0) - 12;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------------------
// One measurement, in a child process: prints one JSON line.

interface Measurement {
  photos: number;
  seconds: number;
  baselineBytes: number;
  peakBytes: number;
  files: number;
}

function statusBytes(field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync("/proc/self/status", "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** Resets the kernel's peak-RSS mark (VmHWM) of this process; false where Linux does not allow it. */
function resetPeak(): boolean {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

async function measure(options: {
  photoFile: string;
  photos: number;
  concurrency: number;
  together: boolean;
}): Promise<Measurement> {
  const dir = await mkdtemp(path.join(tmpdir(), "nilam-bench-media-"));
  const storage = createDiskStorage({
    mediaDir: path.join(dir, "media"),
    privateDir: path.join(dir, "private"),
  });
  let files = 0;
  /** What an upload does: the pipeline, then every file written (no Firestore record here). */
  const upload = async (body: Buffer, n: number) => {
    const processed = await processMedia(body, { filename: `photo-${n}.jpg` });
    await Promise.all(
      processed.files.map((f) => storage.put(`bench/u-${n}/${f.name}`, f.bytes, f.contentType)),
    );
    files += processed.files.length;
  };
  try {
    configureMediaWork({ concurrency: options.concurrency, bufferBytes: 1024 * MB });
    const photo = readFileSync(options.photoFile);
    await upload(Buffer.from(photo), 0); // warm-up: code paths and libvips's first allocations
    files = 0;
    globalThis.gc?.();
    const baselineBytes = statusBytes("VmRSS");
    const kernelPeak = resetPeak();
    let sampledPeak = baselineBytes;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    if (options.together) {
      // Each request holds its own copy of its body, as the upload reader (busboy into memory) does.
      const bodies = Array.from({ length: options.photos }, () => Buffer.from(photo));
      await Promise.all(bodies.map((body, i) => upload(body, i + 1)));
    } else {
      for (let n = 1; n <= options.photos; n += 1) await upload(Buffer.from(photo), n);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peakBytes = Math.max(sampledPeak, kernelPeak ? statusBytes("VmHWM") : 0);
    return { photos: options.photos, seconds, baselineBytes, peakBytes, files };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
// The report: one child per measurement.

const inChild = (args: string[]) =>
  measureInChild<Measurement>(["--expose-gc", import.meta.filename, ...args]);

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

export async function runMediaBenchmark(
  options: { sequential?: number; atOnce?: number; concurrency?: number } = {},
): Promise<void> {
  const { sequential = 8, atOnce = 15, concurrency = 2 } = options;
  const dir = await mkdtemp(path.join(tmpdir(), "nilam-bench-photo-"));
  try {
    const photo = await twelveMegapixelJpeg();
    const photoFile = path.join(dir, "12mp.jpg");
    writeFileSync(photoFile, photo);
    console.log(
      `\nmedia pipeline: a 12-megapixel JPEG (4000 × 3000, ${(photo.length / MB).toFixed(1)} MB) → WebP and AVIF at 480, 960, 1600 px and a 16 px placeholder, written to disk; ${availableParallelism()} cores, libvips ${sharp.versions.vips}`,
    );
    const run = (photos: number, limit: number, together: boolean) =>
      inChild([
        "--child",
        photoFile,
        "--photos",
        String(photos),
        "--concurrency",
        String(limit),
        ...(together ? ["--together"] : []),
      ]);
    const rate = (m: Measurement) =>
      `${(m.photos / m.seconds).toFixed(2)} photos/s (${m.photos} in ${m.seconds.toFixed(1)} s, ${((m.seconds * 1000) / m.photos).toFixed(0)} ms each)`;
    const one = await run(sequential, concurrency, false);
    console.log(`one at a time:                         ${rate(one)}`);
    for (const [limit, label] of [
      [concurrency, `MEDIA_CONCURRENCY=${concurrency}`],
      [atOnce, "no limit"],
    ] as const) {
      const m = await run(atOnce, limit, true);
      console.log(
        `${atOnce} at once, ${label.padEnd(20)}      ${rate(m)}; RSS ${mb(m.baselineBytes)} before, peak ${mb(m.peakBytes)} (+${mb(m.peakBytes - m.baselineBytes)})`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      child: { type: "string" },
      photos: { type: "string", default: "1" },
      together: { type: "boolean", default: false },
      sequential: { type: "string", default: "8" },
      "at-once": { type: "string", default: "15" },
      concurrency: { type: "string", default: "2" },
    },
  });
  if (values.child) {
    const result = await measure({
      photoFile: values.child,
      photos: Number(values.photos),
      concurrency: Number(values.concurrency),
      together: values.together,
    });
    console.log(JSON.stringify(result));
  } else {
    await runMediaBenchmark({
      sequential: Number(values.sequential),
      atOnce: Number(values["at-once"]),
      concurrency: Number(values.concurrency),
    });
  }
}
