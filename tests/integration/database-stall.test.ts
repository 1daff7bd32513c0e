// A stalled database (issue 30, item 7): this file's Firestore client talks to the emulator through a proxy that
// can pause (tests/fixtures/stall-proxy.ts), as a SIGSTOPped backend or a hung connection would. While it is
// paused, public reads that memory can answer are answered from memory within the check's deadline; member pages
// and writes give up at the database deadline with a 503 in the page's language and Retry-After; /healthz says the
// database is unreachable. When the database comes back, a write that was given up has not been applied, and the
// same write sent again is applied once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { AppError } from "#server/errors.ts";
import { createLogger } from "#server/logger.ts";
import { createPublicData, type PublicDataDeadlines, servingDeadlines } from "#server/modules/search/sync.ts";
import { type StallProxy, startStallProxy } from "#tests/fixtures/stall-proxy.ts";
import { uniqueEmail } from "#tests/support/auth-emulator.ts";
import { contactForm, insertListingRow, type TestListing } from "#tests/support/factories/index.ts";
import { firestoreEmulatorHost } from "#tests/support/test-database.ts";
import {
  type ApiTest,
  apiTest,
  startTestServer,
  type TestMember,
  testConfig,
} from "#tests/support/test-server.ts";

/** Short, so that the test is; production's default is 10 s (DATABASE_DEADLINE_MS). */
const DEADLINE_MS = 5000;
const DEADLINES = servingDeadlines(DEADLINE_MS);
/** A district no other test file lists. */
const CITY = "Perambalur";
const QUERY = `types=Sell&propertyName=Land&city=${CITY}`;

let proxy: StallProxy;
let api: ApiTest;
let member: TestMember;
let listing: TestListing;
/** What a test started beside `api`, closed after it. */
const started: { close(): Promise<void> }[] = [];
const emulatorHost = firestoreEmulatorHost();
/** The server's log entries, parsed. */
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  proxy = await startStallProxy(emulatorHost);
  // Every Firestore client this file opens goes through the proxy (the variable is read when a client is made).
  process.env.FIRESTORE_EMULATOR_HOST = proxy.host;
  api = await apiTest({
    pages: true,
    settings: { DATABASE_DEADLINE_MS: String(DEADLINE_MS) },
    // As a serving instance, but checking the change log on every read: every read needs the database.
    publicData: (db) => createPublicData(db, { checkIntervalMs: 0, deadlines: DEADLINES, onError: () => {} }),
    logger: createLogger("debug", { format: "json", write: (line) => logged.push(JSON.parse(line)) }),
  });
  member = await api.signIn({ label: "stall" });
  listing = await insertListingRow(api.db, {
    ownerId: member.uid,
    types: "sell",
    propertyName: "Land",
    city: CITY,
    propertyType: "Agricultural",
    numberOfRooms: null,
  });
});

afterAll(async () => {
  proxy?.resume();
  for (const thing of started) await thing.close();
  await api?.close();
  await proxy?.close();
  process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
});

interface Timed {
  response: Response;
  ms: number;
  text: string;
}

async function timed(path: string, init: RequestInit = {}, base = api.server.base): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(base + path, init);
  const text = await response.text();
  return { response, ms: performance.now() - started, text };
}

/** The answers of requests sent at once, by name. */
async function together<K extends string>(requests: Record<K, Promise<Timed>>): Promise<Record<K, Timed>> {
  const named = Object.entries<Promise<Timed>>(requests);
  const answers = await Promise.all(named.map(async ([name, answer]) => [name, await answer] as const));
  return Object.fromEntries(answers) as Record<K, Timed>;
}

const asMember = (extra: Record<string, string> = {}) => ({ headers: { cookie: member.cookie, ...extra } });

/** The public reads of the test, each seen once before the stall (so a shared page is kept in memory). */
const PUBLIC_READS = {
  homePage: "/common/Sell",
  resultsPage: `/propertylisting?${QUERY}`,
  detailPage: () => `/view-property5/${listing.id}`,
  apiSearch: `/api/v1/listings?${QUERY}`,
};

async function savedSearchNames(): Promise<string[]> {
  const saved = await col.savedSearches(api.db).where("userId", "==", member.uid).get();
  return saved.docs.map((doc) => doc.data().name);
}

async function contactMessagesFrom(email: string): Promise<number> {
  return (await col.contactMessages(api.db).where("email", "==", email).get()).size;
}

/** The error handler's note of a request that went on after its deadline's 503, once it has ended. */
const endedAfterDeadline = (response: Response) => () =>
  logged.find(
    (entry) =>
      entry.requestId === response.headers.get("x-request-id") &&
      entry.message === "request failed after its client was answered or gone",
  );

describe("a stalled database", () => {
  it("answers public reads from memory, gives up on member pages and writes, and loses or doubles no write", async () => {
    for (const path of [
      PUBLIC_READS.homePage,
      PUBLIC_READS.resultsPage,
      PUBLIC_READS.detailPage(),
      PUBLIC_READS.apiSearch,
    ]) {
      const { response } = await timed(path);
      expect(response.status, path).toBe(200);
    }
    expect((await timed("/healthz")).response.status).toBe(200);
    // Another instance, started but not yet loaded: it has nothing in memory to answer from.
    const coldData = createPublicData(api.db, {
      checkIntervalMs: 0,
      deadlines: DEADLINES,
      onError: () => {},
    });
    const coldServer = await startTestServer({
      config: testConfig({ DATABASE_DEADLINE_MS: String(DEADLINE_MS) }),
      db: api.db,
      publicData: coldData,
      pages: true,
    });
    started.push(coldServer, coldData);

    proxy.pause();
    const save = { name: "Land near Perambalur", query: QUERY };
    const contact = contactForm(uniqueEmail("stall-contact"));
    const json = { origin: api.server.base, "content-type": "application/json" };
    const answers = await together({
      home: timed(PUBLIC_READS.homePage),
      results: timed(PUBLIC_READS.resultsPage),
      detail: timed(PUBLIC_READS.detailPage()),
      apiSearch: timed(PUBLIC_READS.apiSearch),
      // Searches nobody asked for before: the projection answers them, the database is not needed.
      neverSeen: timed(`/api/v1/listings?types=Sell&city=${CITY}`),
      neverSeenPage: timed(`/propertylisting?types=Sell&city=${CITY}`),
      health: timed("/healthz"),
      profile: timed("/profile", asMember()),
      tamilProfile: timed("/ta/profile", asMember()),
      write: timed("/api/v1/saved-searches", {
        method: "POST",
        headers: { ...json, cookie: member.cookie, "accept-language": "ta" },
        body: JSON.stringify(save),
      }),
      // A visitor's write: no session to read first, so it goes as far as its transaction's first read.
      message: timed("/api/v1/contact", { method: "POST", headers: json, body: JSON.stringify(contact) }),
      cold: timed("/ta/common/Sell", {}, coldServer.base),
    });
    const {
      results,
      neverSeenPage,
      detail,
      apiSearch,
      neverSeen,
      health,
      profile,
      tamilProfile,
      write,
      cold,
    } = answers;

    // Memory's answers: after the check's deadline (1 s) at most, well before the request deadline or the stall's end.
    for (const name of ["home", "results", "detail", "apiSearch", "neverSeen", "neverSeenPage"] as const) {
      const read = answers[name];
      expect(read.response.status, name).toBe(200);
      expect(read.ms, name).toBeLessThan(DEADLINE_MS);
    }
    for (const page of [results, neverSeenPage]) expect(page.text).toContain(`/view-property5/${listing.id}`);
    expect(detail.text).toContain(listing.code);
    expect(JSON.parse(apiSearch.text).listings.map((l: { id: string }) => l.id)).toEqual([listing.id]);
    expect(JSON.parse(neverSeen.text).listings.map((l: { id: string }) => l.id)).toEqual([listing.id]);

    // The health check answers within its own 2 s, and says why.
    expect(health.ms).toBeLessThan(DEADLINE_MS);
    expect(health.response.status).toBe(503);
    expect(JSON.parse(health.text)).toMatchObject({ status: "unavailable", database: "unreachable" });

    // A member's pages and writes, and a page of the instance with nothing loaded, give up at the deadline, in their
    // language, and say when to try again.
    for (const name of ["profile", "tamilProfile", "write", "message", "cold"] as const) {
      const answer = answers[name];
      expect(answer.response.status, name).toBe(503);
      expect(answer.response.headers.get("retry-after"), name).toBe("30");
      expect(answer.ms, name).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
      expect(answer.ms, name).toBeLessThan(DEADLINE_MS + 4000);
    }
    expect(profile.text).toContain('<html lang="en"');
    expect(profile.text).toContain("We could not reach our database in time.");
    for (const page of [tamilProfile, cold]) expect(page.text).toContain('<html lang="ta"');
    expect(tamilProfile.text).toContain("எங்கள் தரவுத்தளத்தை உரிய நேரத்தில் அணுக முடியவில்லை.");
    expect(JSON.parse(write.text).error).toMatchObject({
      code: "unavailable",
      message: "எங்கள் தரவுத்தளத்தை உரிய நேரத்தில் அணுக முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.",
    });

    proxy.resume();
    // The writes given up go on when the database answers: the visitor's message as far as its commit, which is
    // refused; the member's without its body (Node drops an unread body once the answer is sent). Neither is kept.
    await expect
      .poll(endedAfterDeadline(answers.message.response), { timeout: 20_000 })
      .toMatchObject({ err: { code: "unavailable" } });
    await expect.poll(endedAfterDeadline(write.response), { timeout: 20_000 }).toBeDefined();
    expect(await contactMessagesFrom(contact.email!)).toBe(0);
    expect(await savedSearchNames()).toEqual([]);

    // Sent again, each is applied once.
    const again = await api.call("POST", "/api/v1/saved-searches", { cookie: member.cookie, body: save });
    expect(again.status).toBe(201);
    expect(await savedSearchNames()).toEqual([save.name]);
    expect((await api.call("POST", "/api/v1/contact", { body: contact })).status).toBe(201);
    expect(await contactMessagesFrom(contact.email!)).toBe(1);
    expect((await timed("/healthz")).response.status).toBe(200);
  }, 60_000);

  it("bounds how old the data it answers may be, and a cold instance does not wait past the deadline", async () => {
    const deadlines: PublicDataDeadlines = { checkMs: 200, staleMs: 1500, loadMs: 1000 };
    const warm = createPublicData(api.db, { checkIntervalMs: 0, deadlines, onError: () => {} });
    const cold = createPublicData(api.db, { checkIntervalMs: 0, deadlines, onError: () => {} });
    try {
      await warm.sync();
      const loaded = performance.now();
      proxy.pause();
      // Within staleMs: the projection as it is, at the check's deadline.
      const started = performance.now();
      await warm.sync();
      expect(performance.now() - started).toBeLessThan(deadlines.loadMs);
      expect(warm.projection.get(listing.id)).toBeDefined();

      const refusal = (data: typeof warm) =>
        data.sync().then(
          () => null,
          (error: unknown) => (error instanceof AppError ? error.status : error),
        );
      // Before its first load, an instance answers 503 once loadMs has passed.
      const coldStarted = performance.now();
      expect(await refusal(cold)).toBe(503);
      expect(performance.now() - coldStarted).toBeLessThan(deadlines.loadMs + 1000);
      // Older than staleMs: 503 rather than data that old.
      await expect.poll(() => refusal(warm), { timeout: 10_000 }).toBe(503);
      expect(performance.now() - loaded).toBeGreaterThanOrEqual(deadlines.staleMs);

      proxy.resume();
      await expect.poll(() => refusal(warm), { timeout: 20_000 }).toBeNull();
      await expect.poll(() => refusal(cold), { timeout: 20_000 }).toBeNull();
    } finally {
      proxy.resume();
      await Promise.all([warm.close(), cold.close()]);
    }
  }, 60_000);
});
