// `npm run bench [-- --listings 100000 --concurrency 16 --seconds 10]`: seeds a scratch PGlite database with
// N listings (kept in tmp/ for the next run), serves the production build on loopback and reports latency
// percentiles at a fixed concurrency. Bounded in time and request count.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { seedDatabase } from "../server/db/seed/index.ts";
import { startAppServer } from "./lib/app-server.ts";
import { ensureBuild } from "./lib/build.ts";
import { type LoadResult, runLoad } from "./lib/load.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    concurrency: { type: "string", default: "16" },
    seconds: { type: "string", default: "10" },
    "max-requests": { type: "string", default: "20000" },
  },
});
const listings = Number(values.listings);
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const maxRequests = Number(values["max-requests"]);

async function prepareData(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "seeded"))) return;
  mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
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
  return `${name.padEnd(34)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${String(r.requests).padStart(8)} ${(r.requests / r.seconds).toFixed(0).padStart(7)} ${String(r.errors).padStart(6)}`;
}

async function main(): Promise<void> {
  const dataDir = path.resolve("tmp", `bench-${listings}`);
  await ensureBuild();
  await prepareData(dataDir);
  // No sign-ins happen here: the emulator address only keeps the server from starting one.
  const server = await startAppServer({ dataDir, emulatorHost: "127.0.0.1:9", seed: false });
  const base = server.baseUrl;
  try {
    const scenarios: Array<[string, string]> = [
      ["home page SSR /common/Sell", "/common/Sell"],
      ["newest listings API (sell)", "/api/v1/listings/newest?types=sell"],
      ["newest listings API (lease)", "/api/v1/listings/newest?types=lease"],
    ];
    console.log(
      `\n${listings} listings, concurrency ${concurrency}, up to ${seconds} s or ${maxRequests} requests each`,
    );
    console.log(
      `${"scenario".padEnd(34)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"requests".padStart(8)} ${"req/s".padStart(7)} ${"errors".padStart(6)}`,
    );
    for (const [name, url] of scenarios) {
      console.log(row(name, await runLoad({ url: base + url, concurrency, seconds, maxRequests })));
    }
  } finally {
    await server.stop();
  }
}

await main();
