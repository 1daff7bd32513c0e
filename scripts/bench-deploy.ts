// `npm run bench -- --deploy` (alone: `node scripts/bench-deploy.ts [--cold 3 --photos 8]`): the deployed path.
// Starts the Auth, Firestore, Functions and Hosting emulators with the seeded demo data (200 listings), then
// - the function's cold start: a fresh Functions Framework process serving build/functions, timed from spawn to
//   its first page (the home: module load, runtime open, public data loaded from Firestore, SSR), `--cold`
//   times; and the first page through Hosting after the emulators start;
// - the upload path's throughput through the function: photos (a 1200 × 900 JPEG with EXIF) one at a time and
//   four at once, and a 40 MB video in one request.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { HOME_PATH } from "#shared/paths.ts";
import { newMember, photo, uploadFile } from "#tests/deploy/site.ts";
import { mp4Video } from "#tests/support/factories/media.ts";
import { seed, startDeployedSite } from "./emulators.ts";
import { ensureBuild } from "./lib/build.ts";
import { startFunctionsFramework, untilAnswers } from "./lib/functions-framework.ts";
import { freePort } from "./lib/processes.ts";

const PROJECT_ID = "demo-nilam";
const BUILD_DIR = path.resolve(process.env.NILAM_BUILD_DIR ?? "build");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

export async function runDeployBenchmark(options: { cold: number; photos: number }): Promise<void> {
  await ensureBuild();
  const workDir = await mkdtemp(path.join(tmpdir(), "nilam-bench-deploy-"));
  const dataDir = path.join(workDir, "data");
  const startedAt = performance.now();
  const emulators = await startDeployedSite({ workDir, dataDir, hostingPort: await freePort() });
  try {
    console.log(`Emulator suite with Hosting and Functions ready in ${ms(performance.now() - startedAt)}`);
    await seed(emulators, dataDir);
    const viaHosting = performance.now();
    await untilAnswers(`${emulators.hostingUrl}${HOME_PATH}`);
    console.log(`First page through Hosting after seeding: ${ms(performance.now() - viaHosting)}`);

    const env = {
      FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
      FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SIGN_IN_LIMIT: "1000",
    };
    const coldStarts: number[] = [];
    for (let i = 0; i < options.cold; i += 1) {
      const fn = await startFunctionsFramework({ buildDir: BUILD_DIR, env });
      try {
        coldStarts.push(await untilAnswers(`${fn.base}${HOME_PATH}`, fn.child));
      } finally {
        await fn.stop();
      }
    }
    console.log(
      `Function cold start (spawn → first page, Functions Framework, ${options.cold} runs): median ${ms(median(coldStarts))}, each ${coldStarts.map(ms).join(", ")}`,
    );

    const fn = await startFunctionsFramework({ buildDir: BUILD_DIR, env });
    try {
      await untilAnswers(`${fn.base}/healthz`, fn.child);
      const site = { base: fn.base, authHost: emulators.authHost };
      // A member sends at most 3 files at once: the photos sent at once are each another member's.
      const members = await Promise.all(
        Array.from({ length: Math.max(1, options.photos) }, (_, i) => newMember(site, `bench-${i}`)),
      );
      const member = members[0]!;
      const file = await photo();
      const upload = async (from = member) => {
        const response = await uploadFile(site, from, file);
        if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
        await response.arrayBuffer();
      };
      let started = performance.now();
      for (let i = 0; i < options.photos; i += 1) await upload();
      const sequential = options.photos / ((performance.now() - started) / 1000);
      started = performance.now();
      await Promise.all(members.map((from) => upload(from)));
      const parallel = options.photos / ((performance.now() - started) / 1000);
      console.log(
        `Photo uploads through the function (${Math.round(file.bytes.length / 1024)} KB JPEG, MEDIA_CONCURRENCY=1 as deployed): ${sequential.toFixed(2)}/s one at a time, ${parallel.toFixed(2)}/s ${options.photos} at once`,
      );
      const video = mp4Video({ payloadBytes: 40 * 1024 * 1024 });
      started = performance.now();
      const response = await uploadFile(site, member, { bytes: video, name: "tour.mp4", type: "video/mp4" });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `A 40 MB video in one request through the function: ${response.status}, ${seconds.toFixed(2)} s (${(40 / seconds).toFixed(0)} MB/s)`,
      );
    } finally {
      await fn.stop();
    }
  } finally {
    await emulators.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { cold: { type: "string", default: "3" }, photos: { type: "string", default: "8" } },
  });
  await runDeployBenchmark({ cold: Number(values.cold), photos: Number(values.photos) });
}
