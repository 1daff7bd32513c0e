// `npm run bench [-- --listings 100000 --concurrency 16 --seconds 10]`: seeds a scratch PGlite database with
// N listings (kept in tmp/ for the next run), serves the production build on loopback and reports latency
// percentiles at a fixed concurrency. Bounded in time and request count.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#server/db/client.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { startAppServer } from "./lib/app-server.ts";
import { ensureBuild } from "./lib/build.ts";
import { type LoadResult, runLoad } from "./lib/load.ts";
import { pageJavaScriptBytes } from "./lib/page-weight.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    concurrency: { type: "string", default: "16" },
    seconds: { type: "string", default: "10" },
    "max-requests": { type: "string", default: "20000" },
    /** A PostgreSQL database to seed and serve from instead of PGlite (seeded only while it has no listings). */
    "database-url": { type: "string" },
  },
});
const listings = Number(values.listings);
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const maxRequests = Number(values["max-requests"]);

const databaseUrl = values["database-url"];

async function prepareData(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "seeded"))) return;
  mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const database = await openDatabase({ url: databaseUrl, dataDir: path.join(dataDir, "db") });
  const result = await seedDatabase({
    db: database.db,
    mediaDir: path.join(dataDir, "media"),
    listingCount: listings,
    // Pages under test need no sign-in, so the accounts need no real Firebase users.
    ensureAuthUser: async (account) => `bench-${account.email}`,
  });
  await database.close();
  writeFileSync(path.join(dataDir, "seeded"), String(result.listings));
  console.log(`seeded ${result.listings} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function row(name: string, r: LoadResult): string {
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `${name.padEnd(38)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${String(r.requests).padStart(8)} ${(r.requests / r.seconds).toFixed(0).padStart(7)} ${String(r.errors).padStart(6)}`;
}

async function main(): Promise<void> {
  const dataDir = path.resolve("tmp", `bench-${listings}${databaseUrl ? "-postgres" : ""}`);
  await ensureBuild();
  await prepareData(dataDir);
  const server = await startAppServer({ dataDir, seed: false, databaseUrl });
  const base = server.baseUrl;
  try {
    const newest = (await (await fetch(`${base}/api/v1/listings/newest?types=sell&limit=1`)).json()) as {
      listings: Array<{ id: string }>;
    };
    const detailPath = `/view-property5/${newest.listings[0]?.id}`;
    const resultsPath =
      "/propertylisting?types=Sell&propertyName=Land&city=Coimbatore&city=Salem&max=5000000";
    const filteredPath = "/api/v1/listings?types=sell&city=Salem&rooms=2%20BHK&max=8000000";
    // A different budget on every request: each answer is computed afresh (the cache's miss path).
    const everyTimeNew = (url: string) => (n: number) =>
      url.replace(/max=\d+/, `max=${8_000_000 + n * 1000}`);
    const scenarios: Array<[string, string | ((n: number) => string)]> = [
      ["home page SSR /common/Sell", "/common/Sell"],
      ["results page SSR (filtered)", resultsPath],
      ["results page SSR, every query new", everyTimeNew(resultsPath)],
      ["detail page SSR", detailPath],
      ["newest listings API (sell)", "/api/v1/listings/newest?types=sell"],
      ["filtered listings API", filteredPath],
      ["filtered listings API, every query new", everyTimeNew(filteredPath)],
      ["suggestions API (coim)", "/api/v1/suggestions?q=coim"],
    ];
    console.log(
      `\n${databaseUrl ? "PostgreSQL" : "PGlite"}, ${listings} listings, concurrency ${concurrency}, up to ${seconds} s or ${maxRequests} requests each`,
    );
    console.log(
      `${"scenario".padEnd(38)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"requests".padStart(8)} ${"req/s".padStart(7)} ${"errors".padStart(6)}`,
    );
    for (const [name, path] of scenarios) {
      const urlFor = typeof path === "string" ? () => base + path : (n: number) => base + path(n);
      const probe = await fetch(urlFor(-1000));
      await probe.arrayBuffer();
      if (!probe.ok) {
        console.log(`${name.padEnd(38)} skipped: ${urlFor(-1000)} answers ${probe.status}`);
        continue;
      }
      console.log(row(name, await runLoad({ url: urlFor, concurrency, seconds, maxRequests })));
    }
    for (const [name, url] of [
      ["results page", resultsPath],
      ["home page", "/common/Sell"],
      ["detail page", detailPath],
    ]) {
      const js = await pageJavaScriptBytes(base + url);
      console.log(
        `${name} JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB, ${(js.gzip / 1024).toFixed(1)} KB gzip`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
