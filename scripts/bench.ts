// `npm run bench [-- --listings 100000 --cold 10000 --concurrency 16 --seconds 10]`: starts its own Auth and
// Firestore emulators, seeds one project per listing count, then measures
// - cold starts: a new server's time to listen and to answer its first public page, first from the projection
//   snapshot the seed wrote, then with none (it reads every approved listing in one query);
// - latency percentiles of public pages and API calls at a fixed concurrency, repeated and never-seen queries,
//   and for each repeated one its throughput against a bare Node server sending the same bytes from memory
//   (scripts/lib/bare-server.ts). The load comes from another process (autocannon, scripts/lib/load.ts), whose
//   figure on the bare server shows it is not the bottleneck. `--pages` runs this part alone (with --listings);
// - the server's memory with the projection loaded, and the JavaScript a page loads;
// - the admin console as a signed-in admin, at a concurrency of 2 (admins are few): the dashboard's counts, the
//   pending queue page, and code searches (a number, a prefix) in the approved list. `--admin` runs only the cold
//   starts and this part, on one project of --listings listings;
// - the saved-search e-mail job (scripts/bench-alerts.ts): its peak memory and time for a full run of members, in a
//   process of its own as its scheduled function runs it. `--alerts` runs this part alone (with --listings).
// - the media pipeline (scripts/bench-media.ts): photos per second for a 12-megapixel JPEG, one at a time and with
//   MEDIA_CONCURRENCY, and the peak memory while 15 are processed at once. `--media` runs this part alone.
// - the deployed path (scripts/bench-deploy.ts): the function's cold start under the Functions Framework and the
//   upload path's throughput through it, on the Hosting and Functions emulators. `--deploy` runs this part alone.
// The server runs its production build in production mode on loopback (BENCHMARK_ON_EMULATORS). Every load is
// bounded in time and request count. The emulator is a functional stand-in for Firestore, not a model of its
// speed: reads that go to it (the cold full read above all) are slower than Cloud Firestore's.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createFirebaseAuth } from "#server/adapters/auth/firebase.ts";
import { loadConfig } from "#server/config.ts";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import { openFirestore } from "#server/db/firestore.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { adminPath, HOME_PATH, listingPath, resultsPath } from "#shared/paths.ts";
import { signInWithPassword } from "#tests/support/identity-toolkit.ts";
import { runAlertJobBenchmark } from "./bench-alerts.ts";
import { runDeployBenchmark } from "./bench-deploy.ts";
import { runMediaBenchmark } from "./bench-media.ts";
import { type RunningAppServer, startAppServer } from "./lib/app-server.ts";
import { LOAD_HEADERS, recordAnswer, startBareServer } from "./lib/bare-server.ts";
import { ensureBuild } from "./lib/build.ts";
import { type RunningEmulators, startEmulators } from "./lib/emulators.ts";
import { type LoadOptions, type LoadResult, percentile, runLoad, urlOfRequest } from "./lib/load.ts";
import { pageJavaScriptBytes } from "./lib/page-weight.ts";
import { waitFor } from "./lib/processes.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    /** A smaller project whose cold start is measured too (0: none). */
    cold: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "16" },
    seconds: { type: "string", default: "10" },
    "max-requests": { type: "string", default: "20000" },
    /** Only the media pipeline (no emulators, no build). */
    media: { type: "boolean", default: false },
    /** Only the saved-search e-mail job, on a project of --listings listings (scripts/bench-alerts.ts). */
    alerts: { type: "boolean", default: false },
    /** Only the public pages' and API's load, on a project of --listings listings (with --admin: both). */
    pages: { type: "boolean", default: false },
    /** Only the deployed path: the function's cold start and the upload path through it (scripts/bench-deploy.ts). */
    deploy: { type: "boolean", default: false },
    /** Only the cold starts and the admin console, on one project of --listings listings. */
    admin: { type: "boolean", default: false },
  },
});
const listings = Number(values.listings);
const coldListings = Number(values.cold);
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const maxRequests = Number(values["max-requests"]);

const WORK_DIR = path.resolve("tmp", "bench");
const projectIdOf = (count: number) => `demo-nilam-bench-${count}`;
const secondsText = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function seed(emulators: RunningEmulators, count: number): Promise<void> {
  const started = performance.now();
  const database = openFirestore({ projectId: projectIdOf(count), emulatorHost: emulators.firestoreHost });
  const result = await seedDatabase({
    db: database.db,
    mediaDir: path.join(WORK_DIR, "media"),
    listingCount: count,
    // Pages under test need no sign-in, so the accounts need no real Firebase users.
    ensureAuthUser: async (account) => `bench-${account.email}`,
  });
  await database.close();
  console.log(`seeded ${result.listings} listings in ${secondsText(performance.now() - started)}`);
}

/** How long a cold start may take to show its first page before the bench gives up on it. */
const FIRST_PAGE_WITHIN_MS = 180_000;

/**
 * A new server on the project of `count` listings: how long until it listens, and until its first page. A page
 * that answers 503 (the projection not loaded within DATABASE_DEADLINE_MS) is asked for again at once, and
 * counted: the time is the first page that a visitor could see.
 */
async function coldStart(
  emulators: RunningEmulators,
  count: number,
): Promise<{ server: RunningAppServer; listenMs: number; firstPageMs: number; unavailable: number }> {
  const started = performance.now();
  const server = await startAppServer({
    dataDir: WORK_DIR,
    seed: false,
    emulators: { ...emulators, projectId: projectIdOf(count) },
    benchmark: true,
  });
  const listenMs = performance.now() - started;
  let unavailable = 0;
  try {
    for (;;) {
      const page = await fetch(`${server.baseUrl}${HOME_PATH}`);
      await page.arrayBuffer();
      if (page.ok) break;
      if (page.status !== 503 || performance.now() - started > FIRST_PAGE_WITHIN_MS)
        throw new Error(`the first page answered ${page.status}`);
      unavailable += 1;
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { server, listenMs, firstPageMs: performance.now() - started - listenMs, unavailable };
}

const unavailableText = (count: number) => (count > 0 ? ` (after ${count} answers of 503)` : "");

/**
 * Cold starts: the first server after the seed (which wrote a snapshot), then one with no snapshot at all (every
 * listing read, as after a lost snapshot), which writes one. Returns a third server, started from that snapshot
 * as every instance after the first is: the one the load and the memory figures are taken from.
 */
async function measureColdStarts(emulators: RunningEmulators, count: number): Promise<RunningAppServer> {
  const seeded = await coldStart(emulators, count);
  console.log(
    `cold start, ${count} listings, first server after the seed (its snapshot): listening after ${secondsText(seeded.listenMs)}, first page ${secondsText(seeded.firstPageMs)} later${unavailableText(seeded.unavailable)}`,
  );
  await seeded.server.stop();
  const database = openFirestore({ projectId: projectIdOf(count), emulatorHost: emulators.firestoreHost });
  const snapshots = database.db.collection(INTERNAL_COLLECTIONS.projectionSnapshots);
  const kept = await snapshots.get();
  await Promise.all(kept.docs.map((doc) => database.db.recursiveDelete(doc.ref)));
  const bare = await coldStart(emulators, count);
  console.log(
    `cold start, ${count} listings, no snapshot:   listening after ${secondsText(bare.listenMs)}, first page ${secondsText(bare.firstPageMs)} later${unavailableText(bare.unavailable)}`,
  );
  await waitFor("a projection snapshot", async () => (await snapshots.count().get()).data().count > 0, {
    timeoutMs: 120_000,
  });
  await Promise.all([bare.server.stop(), database.close()]);
  return (await coldStart(emulators, count)).server;
}

/** The process's resident memory now (VmRSS) or at its peak so far (VmHWM), in MB. */
function residentMegabytes(pid: number, which: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(new RegExp(`${which}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/** The CPU time the process has used so far, in ms (utime + stime of /proc/PID/stat, in clock ticks of 10 ms). */
function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the server is idle (under 5% of a core for a second): a new server runs its background jobs and its
 * first sync at start, which the deployed function does not (its jobs are functions of their own), and which
 * would otherwise be measured as part of the first load.
 */
async function untilIdle(pid: number): Promise<void> {
  let before = cpuMilliseconds(pid);
  await waitFor(
    "the server to be idle",
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = cpuMilliseconds(pid);
      const busy = now - before;
      before = now;
      return busy < 50;
    },
    { timeoutMs: 300_000 },
  );
}

function row(name: string, r: LoadResult): string {
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `${name.padEnd(38)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${String(r.requests).padStart(8)} ${(r.requests / r.seconds).toFixed(0).padStart(7)} ${String(r.errors).padStart(6)}`;
}

/** Rounds of the throughput comparison: the app and the bare server take turns (see alternateLoads). */
const COMPARISON_ROUNDS = 3;
const COMPARISON_ROUND_SECONDS = 2;

/**
 * Answers a second of the app at `appUrl` and of the bare server at `bareUrl`, measured in turns, a short load of
 * each per round: whatever else the machine does then weighs on both alike, rather than on whichever ran during it.
 */
async function alternateLoads(
  appUrl: string,
  bareUrl: string,
  load: Omit<LoadOptions, "url">,
): Promise<{ app: number; bare: number }> {
  const totals = { app: { requests: 0, seconds: 0 }, bare: { requests: 0, seconds: 0 } };
  for (let round = 0; round < COMPARISON_ROUNDS; round += 1) {
    for (const [which, url] of [
      ["app", appUrl],
      ["bare", bareUrl],
    ] as const) {
      const result = await runLoad({ ...load, url, seconds: COMPARISON_ROUND_SECONDS });
      totals[which].requests += result.requests;
      totals[which].seconds += result.seconds;
    }
  }
  return {
    app: totals.app.requests / totals.app.seconds,
    bare: totals.bare.requests / totals.bare.seconds,
  };
}

async function measureLoad(base: string): Promise<void> {
  const newest = (await (await fetch(`${base}/api/v1/listings/newest?types=sell&limit=1`)).json()) as {
    listings: Array<{ id: string }>;
  };
  const detailPath = listingPath(newest.listings[0]?.id ?? "");
  const resultsPage = resultsPath("types=Sell&propertyName=Land&city=Coimbatore&city=Salem&max=5000000");
  const filteredPath = "/api/v1/listings?types=sell&city=Salem&rooms=2%20BHK&max=8000000";
  // A different budget on every request: each answer is computed afresh (the cache's miss path).
  const everyTimeNew = (url: string) => ({
    url: url.replace(/max=\d+/, "max={n}"),
    numbered: { from: 8_000_000, step: 1000 },
  });
  const scenarios: Array<[string, string | Required<Pick<LoadOptions, "url" | "numbered">>]> = [
    [`home page SSR ${HOME_PATH}`, HOME_PATH],
    ["results page SSR (filtered)", resultsPage],
    ["results page SSR, every query new", everyTimeNew(resultsPage)],
    ["detail page SSR", detailPath],
    ["newest listings API (sell)", "/api/v1/listings/newest?types=sell"],
    ["filtered listings API", filteredPath],
    ["filtered listings API, every query new", everyTimeNew(filteredPath)],
    ["suggestions API (coim)", "/api/v1/suggestions?q=coim"],
  ];
  console.log(
    `\n${listings} listings, concurrency ${concurrency}, up to ${seconds} s or ${maxRequests} requests each, load from another process (autocannon)`,
  );
  console.log(
    `${"scenario".padEnd(38)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"requests".padStart(8)} ${"req/s".padStart(7)} ${"errors".padStart(6)}`,
  );
  const ratios: string[] = [];
  for (const [name, target] of scenarios) {
    const request =
      typeof target === "string" ? { url: base + target } : { ...target, url: base + target.url };
    const probeUrl = urlOfRequest(request, -1000);
    const probe = await fetch(probeUrl);
    await probe.arrayBuffer();
    if (!probe.ok) {
      console.log(`${name.padEnd(38)} skipped: ${probeUrl} answers ${probe.status}`);
      continue;
    }
    const load = { concurrency, seconds, maxRequests, headers: LOAD_HEADERS };
    const app = await runLoad({ ...request, ...load });
    console.log(row(name, app));
    // Against a bare Node server sending this answer's bytes: what the app costs beyond them.
    if (typeof target === "string") {
      const bare = await startBareServer(await recordAnswer(request.url));
      const { app: appRate, bare: bareRate } = await alternateLoads(request.url, bare.url, load).finally(() =>
        bare.close(),
      );
      ratios.push(
        `${name.padEnd(38)} ${(appRate / bareRate).toFixed(2).padStart(5)}  (${appRate.toFixed(0)} vs ${bareRate.toFixed(0)} req/s)`,
      );
    }
  }
  console.log(
    `\nthroughput against a bare Node server sending the same bytes from memory, in ${COMPARISON_ROUNDS} rounds of ${COMPARISON_ROUND_SECONDS} s each in turn (goal ≥ 0.5):`,
  );
  for (const line of ratios) console.log(line);
  for (const [name, url] of [
    ["results page", resultsPage],
    ["home page", HOME_PATH],
    ["detail page", detailPath],
  ]) {
    const js = await pageJavaScriptBytes(base + url);
    console.log(
      `${name} JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB, ${(js.gzip / 1024).toFixed(1)} KB gzip`,
    );
  }
}

/** A session cookie of a new admin on the Auth emulator (the seed's demo accounts have no Firebase users here). */
async function adminCookie(emulators: RunningEmulators, base: string, count: number): Promise<string> {
  const config = loadConfig({
    FIREBASE_PROJECT_ID: projectIdOf(count),
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
  });
  const auth = createFirebaseAuth(config);
  const email = "bench-admin@nilam.test";
  const password = "Bench@12345";
  try {
    const uid = await auth.upsertVerifiedUser({ email, password, displayName: "Bench Admin" });
    await auth.setAdminClaim(uid, true);
  } finally {
    await auth.close();
  }
  const { idToken } = await signInWithPassword(emulators.authHost, { email, password });
  const session = await fetch(`${base}/api/v1/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ idToken }),
  });
  const cookie = session.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`admin sign-in answered ${session.status}`);
  return cookie.split(";")[0]!;
}

/** The admin console on the project of `count` listings. */
async function measureAdmin(emulators: RunningEmulators, base: string, count: number): Promise<void> {
  const headers = { cookie: await adminCookie(emulators, base, count) };
  const adminConcurrency = 2;
  console.log(`\nadmin console, ${count} listings, concurrency ${adminConcurrency}, up to ${seconds} s each`);
  for (const [name, target] of [
    ["admin dashboard counts API", "/api/v1/admin/counts"],
    ["admin pending queue page SSR", adminPath("pending")],
    ["admin approved list API, a number (123)", "/api/v1/admin/listings?status=approved&q=123"],
    ["admin approved list API, a prefix (NL-0012)", "/api/v1/admin/listings?status=approved&q=NL-0012"],
  ] as const) {
    const result = await runLoad({
      url: base + target,
      concurrency: adminConcurrency,
      seconds,
      maxRequests,
      headers,
    });
    console.log(row(name, result));
  }
  await measureEmulatorQuery(emulators, count);
}

/**
 * What the emulator itself takes for one query of `listings` and for one document read, with no server: it answers
 * any query by scanning the collection (whatever its filters and limit), where Cloud Firestore reads about a page
 * of index entries. Each admin list and search row above makes one such query; the rest of its time is the app's.
 */
async function measureEmulatorQuery(emulators: RunningEmulators, count: number): Promise<void> {
  const database = openFirestore({ projectId: projectIdOf(count), emulatorHost: emulators.firestoreHost });
  try {
    const listingsOf = col.listings(database.db);
    const median = async (read: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await read();
        times.push(performance.now() - started);
      }
      return percentile(
        times.toSorted((a, b) => a - b),
        50,
      );
    };
    const query = await median(() => listingsOf.where("status", "==", "pending").limit(1).get());
    const first = (await listingsOf.limit(1).get()).docs[0];
    const read = first ? await median(() => first.ref.get()) : Number.NaN;
    console.log(
      `the emulator alone, ${count} listings: one query of listings (limit 1) ${query.toFixed(0)} ms, one document read ${read.toFixed(0)} ms (median of 5)`,
    );
  } finally {
    await database.close();
  }
}

async function measureAlertJob(emulators: RunningEmulators): Promise<void> {
  await runAlertJobBenchmark({ emulators, projectId: projectIdOf(listings), listings, workDir: WORK_DIR });
}

/** Only the alert job: the seeded project, then the job on it. */
async function alertsAlone(): Promise<void> {
  rmSync(WORK_DIR, { recursive: true, force: true });
  const emulators = await startBenchEmulators();
  try {
    await seed(emulators, listings);
    await measureAlertJob(emulators);
  } finally {
    await emulators.stop();
  }
}

/**
 * One seeded project of --listings listings, then only the parts asked for: the public load (--pages) from the
 * seed's snapshot, the cold starts and the admin console (--admin), the same rows as the full run.
 */
async function partsAlone(parts: { load: boolean; admin: boolean }): Promise<void> {
  rmSync(WORK_DIR, { recursive: true, force: true });
  await ensureBuild();
  const emulators = await startBenchEmulators();
  try {
    console.log(`emulators: ${emulators.description}`);
    await seed(emulators, listings);
    const server = parts.admin
      ? await measureColdStarts(emulators, listings)
      : (await coldStart(emulators, listings)).server;
    try {
      await untilIdle(server.pid);
      if (parts.load) await measureLoad(server.baseUrl);
      if (parts.admin) await measureAdmin(emulators, server.baseUrl, listings);
    } finally {
      await server.stop();
    }
  } finally {
    await emulators.stop();
  }
}

function startBenchEmulators(): Promise<RunningEmulators> {
  return startEmulators({
    projectId: projectIdOf(listings),
    workDir: path.join(WORK_DIR, "emulators"),
    prefer: "jar",
  });
}

async function main(): Promise<void> {
  rmSync(WORK_DIR, { recursive: true, force: true });
  await ensureBuild();
  const emulators = await startBenchEmulators();
  try {
    console.log(`emulators: ${emulators.description}`);
    if (coldListings > 0) {
      await seed(emulators, coldListings);
      await (await measureColdStarts(emulators, coldListings)).stop();
      // Beside the same figure at --listings (after the admin rows): the emulator's query time grows with the
      // collection. (The admin rows themselves need the Auth emulator's default project, --listings'.)
      await measureEmulatorQuery(emulators, coldListings);
    }
    await seed(emulators, listings);
    const server = await measureColdStarts(emulators, listings);
    try {
      console.log(
        `server memory with ${listings} listings loaded: ${residentMegabytes(server.pid).toFixed(0)} MB RSS`,
      );
      await untilIdle(server.pid);
      await measureLoad(server.baseUrl);
      await measureAdmin(emulators, server.baseUrl, listings);
      console.log(
        `server memory after the load: ${residentMegabytes(server.pid).toFixed(0)} MB RSS, peak ${residentMegabytes(server.pid, "VmHWM").toFixed(0)} MB (the function has 2,048 MB)`,
      );
    } finally {
      await server.stop();
    }
    await measureAlertJob(emulators);
  } finally {
    await emulators.stop();
  }
}

if (values.media) await runMediaBenchmark();
else if (values.alerts) await alertsAlone();
else if (values.pages || values.admin) await partsAlone({ load: values.pages, admin: values.admin });
else if (values.deploy) await runDeployBenchmark({ cold: 3, photos: 8 });
else {
  await main();
  await runMediaBenchmark();
  await runDeployBenchmark({ cold: 3, photos: 8 });
}
