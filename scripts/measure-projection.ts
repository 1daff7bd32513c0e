// `npm run bench:projection [-- listings]` (node --expose-gc scripts/measure-projection.ts): builds a projection of generated listings and
// reports its heap, the build time and the CPU time of public reads, with queries never seen before (no cache).

import { gzipSync } from "node:zlib";
import { Projection } from "#server/modules/search/projection.ts";
import type { ProjectionRecord } from "#server/modules/search/records.ts";
import { TAMIL_NADU_DISTRICTS } from "#shared/districts.ts";
import { type BBox, type GeoPoint, TAMIL_NADU_BOUNDS } from "#shared/geo.ts";
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

/** Where half the listings gather (Chennai, Coimbatore, Madurai, Trichy, Salem); the rest are spread over the state. */
const CENTRES = [
  [13.0878, 80.2785],
  [11.0056, 76.9661],
  [9.919, 78.1195],
  [10.8155, 78.6965],
  [11.6538, 78.1554],
] as const;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A listing's public point: near a big town half of the time, anywhere in the state otherwise; 3% have none. */
function generatedArea(): { lat: number; lng: number } | null {
  if (random() < 0.03) return null;
  if (random() < 0.5) {
    const [lat, lng] = pick(CENTRES);
    // Within about 0.3° (33 km), denser towards the centre.
    const r = 0.3 * random() * random();
    const angle = 2 * Math.PI * random();
    return { lat: round4(lat + r * Math.cos(angle)), lng: round4(lng + r * Math.sin(angle)) };
  }
  const [west, south, east, north] = TAMIL_NADU_BOUNDS;
  return { lat: round4(south + random() * (north - south)), lng: round4(west + random() * (east - west)) };
}

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
    area: generatedArea(),
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

/** A point near a big town half of the time, anywhere in the state otherwise. */
function randomPoint(): GeoPoint {
  if (random() < 0.5) {
    const [lat, lng] = pick(CENTRES);
    return { lat: round4(lat + (random() - 0.5) * 0.2), lng: round4(lng + (random() - 0.5) * 0.2) };
  }
  const [west, south, east, north] = TAMIL_NADU_BOUNDS;
  return {
    lat: round4(south + 0.3 + random() * (north - south - 0.6)),
    lng: round4(west + 0.3 + random() * (east - west - 0.6)),
  };
}

/** A box of `size` degrees (0.6: about a district) around a random point. */
function boxAround(size: number): BBox {
  const { lat, lng } = randomPoint();
  return [round4(lng - size / 2), round4(lat - size / 2), round4(lng + size / 2), round4(lat + size / 2)];
}

/** Searches by place (issue 34): boxes, distances and the map's answer. */
function measurePlaces(projection: Projection, filters: readonly ListingFilters[]): void {
  // The other filters of the random queries, without free text (a place is what narrows these searches).
  const others = filters.map((f) => ({ ...f, q: undefined, page: 1 }));
  const inBox = others.map((f) => ({ ...f, bbox: boxAround(0.6) }));
  let hits = 0;
  for (const f of inBox) hits += projection.search(f).total;
  console.log(
    `  bbox 0.6° (a district), page 1 + total:  ${timeEach(inBox, (f) => projection.search(f))} (${Math.round(hits / inBox.length)} matches on average)`,
  );
  const typeOnly = inBox.map((f) => ({
    ...f,
    propertyName: undefined,
    propertyType: [],
    rooms: [],
    city: [],
    min: undefined,
    max: undefined,
  }));
  console.log(
    `  bbox 0.6°, type only:                    ${timeEach(typeOnly, (f) => projection.search(f))}`,
  );
  const deep = inBox.map((f) => ({ ...f, page: 5 }));
  console.log(`  bbox 0.6°, page 5:                       ${timeEach(deep, (f) => projection.search(f))}`);
  const state = others.map((f) => ({ ...f, bbox: TAMIL_NADU_BOUNDS }));
  console.log(`  bbox of the whole state:                 ${timeEach(state, (f) => projection.search(f))}`);
  for (const radius of [10, 25, 50, 100]) {
    const near = others.map((f) => ({ ...f, near: randomPoint(), radius, sort: "distance" as const }));
    console.log(
      `  near ${String(radius).padEnd(3)} km, nearest first, page 1:   ${timeEach(near, (f) => projection.search(f))}`,
    );
  }
  const far = others.map((f) => ({
    ...f,
    near: randomPoint(),
    radius: 100,
    sort: "distance" as const,
    page: 10,
  }));
  console.log(`  near 100 km, nearest first, page 10:     ${timeEach(far, (f) => projection.search(f))}`);
  const anyDistance = others.map((f) => ({ ...f, near: randomPoint(), sort: "distance" as const }));
  console.log(
    `  near, no radius, nearest first, page 1:  ${timeEach(anyDistance, (f) => projection.search(f))}`,
  );
  const newestNear = others.map((f) => ({ ...f, near: randomPoint(), radius: 25 }));
  console.log(
    `  near 25 km, newest first, page 1:        ${timeEach(newestNear, (f) => projection.search(f))}`,
  );
  // The map's answer for a district around Chennai, one type, as a district view (zoom 9) and a closer one.
  const chennai: BBox = [79.98, 12.79, 80.58, 13.39];
  const base: ListingFilters = {
    types: "sell",
    propertyType: [],
    rooms: [],
    city: [],
    sort: "newest",
    page: 1,
    bbox: chennai,
  };
  for (const zoom of [9, 11, 13]) {
    const answer = projection.map(base, zoom);
    const json = JSON.stringify(answer);
    const zipped = gzipSync(json).byteLength;
    const boxes = Array.from({ length: 200 }, () => ({ ...base, bbox: boxAround(0.6) }));
    console.log(
      `  map, zoom ${String(zoom).padEnd(2)}, Chennai district, Sell: ${answer.total} listings, ${answer.clusters.length} clusters, ${answer.listings.length} markers${answer.capped ? " (capped)" : ""}, ${json.length} B JSON, ${zipped} B gzip; random districts ${timeEach(boxes, (f) => projection.map(f, zoom))}`,
    );
  }
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
  const pairs = PROPERTY_NAMES.flatMap((name) => TAMIL_NADU_DISTRICTS.map((city) => [name, city] as const));
  console.log(
    `  going rate (a name in a district):       ${timeEach(pairs, ([name, city]) => projection.goingRate(name, city))}`,
  );
  measurePlaces(projection, filters);
  const updates = Array.from({ length: 1000 }, (_, i) => generatedRecord(count + i));
  console.log(`  upsert (1,000 new listings):             ${timeEach(updates, (r) => projection.upsert(r))}`);
  console.log(
    `  remove:                                  ${timeEach(updates, (r) => projection.remove(r.id))}`,
  );
  projection = Projection.build([]);
}

const counts = process.argv[2] ? [Number(process.argv[2])] : [10_000, 100_000];
if (import.meta.main) for (const count of counts) measure(count);
