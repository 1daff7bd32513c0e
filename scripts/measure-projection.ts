// `npm run bench:projection [-- listings]` (node --expose-gc scripts/measure-projection.ts): builds a projection of generated listings and
// reports its heap, the build time and the CPU time of public reads, with queries never seen before (no cache).

import { Projection } from "#server/modules/search/projection.ts";
import type { ProjectionRecord } from "#server/modules/search/records.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { type ListingFilters, ORDERED_SORTS } from "#shared/listing-filters/schema.ts";
import { derivePrices, LISTING_TYPES, PROPERTY_NAMES, PROPERTY_TYPES, ROOM_OPTIONS } from "#shared/values.ts";

const SYLLABLES =
  "ka ma pu ram nagar pat ti vel lur kot tai pal ayam kur chi san thi ru van mal gan dhi per un du rai".split(
    " ",
  );
const AMENITIES =
  "corner plot eb line nearby water road facing east west north south bore well gated community park school hospital temple bus stop highway access fenced compound wall tar clear title patta dtcp approved market railway station".split(
    " ",
  );

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const LOCALITIES = Array.from({ length: 3000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(""),
);

/** A listing record as the seed would make it, with a cover image and its renditions. */
export function generatedRecord(i: number): ProjectionRecord {
  const id = `${(i * 2_654_435_761).toString(16).padStart(8, "0").slice(-8)}-0000-4000-8000-${String(i).padStart(12, "0")}`;
  const propertyName = pick(PROPERTY_NAMES);
  const budget = Math.round(random() * 20_000_000);
  const areaSqFt = Math.round(500 + random() * 50_000);
  const url = `/media/seed/${id}`;
  return {
    id,
    code: `NL-${String(i + 1).padStart(6, "0")}`,
    propertyName,
    types: pick(LISTING_TYPES),
    propertyType: pick(PROPERTY_TYPES),
    budget,
    budgetMethod: "Overall budget",
    areaSqFt,
    areaUnit: "sqft",
    numberOfRooms: propertyName === "Land" ? null : pick(ROOM_OPTIONS),
    city: pick(TAMIL_NADU_DISTRICTS),
    locality: random() < 0.9 ? pick(LOCALITIES) : null,
    createdAt: Date.UTC(2024, 0, 1) + Math.floor(random() * 700 * 86_400_000),
    updatedAt: Date.UTC(2026, 0, 1),
    pricePerCentRupees: derivePrices({ budget, budgetMethod: "Overall budget", areaSqFt }).pricePerCentRupees,
    cover: {
      url: `${url}-1600.webp`,
      width: 1600,
      height: 1200,
      srcSet: `${url}-480.webp 480w, ${url}-960.webp 960w, ${url}-1600.webp 1600w`,
      avifSrcSet: `${url}-480.avif 480w, ${url}-960.avif 960w, ${url}-1600.avif 1600w`,
      kind: "image",
    },
    amenityWords: [
      ...new Set(Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(AMENITIES))),
    ].join(" "),
    approvals: { layout: propertyName === "Land" && random() < 0.5 ? "DTCP" : null, tnrera: random() < 0.1 },
    roadWidthFt: random() < 0.6 ? Math.round(15 + random() * 45) : null,
    confirmedAt: Date.UTC(2026, 0, 1) - Math.floor(random() * 80 * 86_400_000),
  };
}

function heapUsed(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

/** A random query of the results page: a type most of the time, and some of the other filters. */
function randomFilters(): ListingFilters {
  const maybe = <T>(p: number, value: () => T): T | undefined => (random() < p ? value() : undefined);
  const words = [
    ...TAMIL_NADU_DISTRICTS.map((d) => d.toLowerCase().slice(0, 3 + Math.floor(random() * 5))),
    ...AMENITIES,
    ...LOCALITIES.slice(0, 200).map((l) => l.slice(0, 4 + Math.floor(random() * 4))),
    "coimbatre",
    "land salem",
    "house for rent",
  ];
  const min = maybe(0.3, () => Math.round(random() * 5_000_000));
  return {
    types: maybe(0.8, () => pick(LISTING_TYPES)),
    propertyName: maybe(0.6, () => pick(PROPERTY_NAMES)),
    propertyType: random() < 0.2 ? [pick(PROPERTY_TYPES)] : [],
    rooms: random() < 0.2 ? [pick(ROOM_OPTIONS)] : [],
    city: random() < 0.5 ? [pick(TAMIL_NADU_DISTRICTS)] : [],
    min,
    max: maybe(0.3, () => (min ?? 0) + Math.round(random() * 10_000_000)),
    q: maybe(0.4, () => `${pick(words)}${random() < 0.3 ? ` ${pick(words)}` : ""}`),
    sort: pick(ORDERED_SORTS),
    page: random() < 0.8 ? 1 : 1 + Math.floor(random() * 5),
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function timeEach<T>(inputs: readonly T[], run: (input: T) => unknown): string {
  const times = inputs.map((input) => {
    const started = process.cpuUsage();
    const at = performance.now();
    run(input);
    const cpu = process.cpuUsage(started);
    return Math.max(performance.now() - at, (cpu.user + cpu.system) / 1000);
  });
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(3);
  return `p50 ${f(percentile(times, 0.5))} ms, p95 ${f(percentile(times, 0.95))} ms, p99 ${f(percentile(times, 0.99))} ms, max ${f(times.at(-1)!)} ms`;
}

function measure(count: number): void {
  const before = heapUsed();
  const records = Array.from({ length: count }, (_, i) => generatedRecord(i));
  const started = performance.now();
  let projection = Projection.build(records);
  const buildMs = performance.now() - started;
  // The projection keeps copies: the generated records go.
  records.length = 0;
  const after = heapUsed();
  console.log(
    `${count} listings: build ${buildMs.toFixed(0)} ms, heap ${((after - before) / 1e6).toFixed(1)} MB (${((after - before) / 1e6 / (count / 10_000)).toFixed(1)} MB per 10,000)`,
  );
  if (count < 100_000) return;
  // Warm up, then queries never seen before.
  for (let i = 0; i < 300; i++) projection.search(randomFilters());
  const filters = Array.from({ length: 2000 }, randomFilters);
  console.log(`  search (random filters, 40% with text): ${timeEach(filters, (f) => projection.search(f))}`);
  const texts = filters.filter((f) => f.q);
  console.log(`  search with free text only:              ${timeEach(texts, (f) => projection.search(f))}`);
  const broad = filters.map((f) => ({ ...f, types: undefined, propertyName: undefined, city: [] }));
  console.log(`  search without type, name or city:       ${timeEach(broad, (f) => projection.search(f))}`);
  const queries = texts.map((f) => f.q!.slice(0, 1 + Math.floor(random() * 6)));
  console.log(
    `  suggestions:                             ${timeEach(queries, (q) => projection.suggest(q))}`,
  );
  const ids = [...projection.records()].slice(0, 2000).map((r) => r.id);
  console.log(`  similar:                                 ${timeEach(ids, (id) => projection.similar(id))}`);
  console.log(
    `  counts by name:                          ${timeEach(LISTING_TYPES, (t) => projection.countsByName(t))}`,
  );
  const updates = Array.from({ length: 1000 }, (_, i) => generatedRecord(count + i));
  console.log(`  upsert (1,000 new listings):             ${timeEach(updates, (r) => projection.upsert(r))}`);
  console.log(
    `  remove:                                  ${timeEach(updates, (r) => projection.remove(r.id))}`,
  );
  projection = Projection.build([]);
}

const counts = process.argv[2] ? [Number(process.argv[2])] : [10_000, 100_000];
if (import.meta.main) for (const count of counts) measure(count);
