// The registration rates table (issue 35, docs/costs-design.md §1) through HTTP on the emulators: admin only,
// every write audited with a public change, the seed's sets while the table is empty (stored on the first
// write), the set in force by the day in India (an injected day: no clock waits), the last set in force kept,
// bad input refused with the form's messages, and a second instance seeing an edit at its next sync.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { createPublicReadCache } from "#server/db/read-cache.ts";
import { createPublicReads } from "#server/modules/public/reads.ts";
import { SEED_RATE_SETS } from "#server/modules/rates/seed.ts";
import { createPublicData } from "#server/modules/search/sync.ts";
import { dayInIndia } from "#shared/dates.ts";
import { clearRates, insertRates, ratesForm } from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  api = await apiTest();
  [admin, member] = await Promise.all([
    api.signIn({ admin: true, label: "rates-admin" }),
    api.signIn({ label: "rates-member" }),
  ]);
});

afterAll(async () => {
  await api?.close();
});

beforeEach(async () => {
  await clearRates(api.db);
});

interface RatesView {
  id: string;
  effectiveFrom: string;
  note: string | null;
  sale: { stampDutyBp: number; registrationFeeBp: number };
}
interface AdminList {
  sets: RatesView[];
  inForceId: string | null;
  today: string;
}
interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

const send = async (method: string, path: string, body?: unknown, cookie = admin.cookie) => {
  const response = await api.call(method, `/api/v1/admin/rates${path}`, { cookie, body });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as unknown };
};
const adminList = async () => (await send("GET", "")).json as AdminList;
const publicRates = async () => {
  const response = await api.call("GET", "/api/v1/rates");
  expect(response.status).toBe(200);
  return (await response.json()) as {
    rates: { effectiveFrom: string; sale: RatesView["sale"] } | null;
    today: string;
  };
};
const auditOf = async (id: string) =>
  (await col.auditLog(api.db).where("entityId", "==", id).get()).docs.map((doc) => doc.data());
const storedCount = async () => (await col.registrationRates(api.db).count().get()).data().count;

describe("who may", () => {
  it("lets only the admin read or change the table; everyone reads the rates in force", async () => {
    for (const [method, path] of [
      ["GET", ""],
      ["POST", ""],
      ["PUT", "/seed-2025-04-01"],
      ["DELETE", "/seed-2025-04-01"],
    ] as const) {
      const body = method === "GET" ? undefined : ratesForm();
      expect((await api.call(method, `/api/v1/admin/rates${path}`, { body })).status).toBe(401);
      expect((await send(method, path, body, member.cookie)).status).toBe(403);
    }
    expect(await storedCount()).toBe(0);
    const anonymous = await api.call("GET", "/api/v1/rates");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=60");
  });
});

describe("an empty table", () => {
  it("reads as the seed's sets, newest first, the 2025 set in force, so a fresh project shows charges", async () => {
    const list = await adminList();
    expect(list.sets.map((set) => set.id)).toEqual(["seed-2025-04-01", "seed-2023-12-01"]);
    expect(list.inForceId).toBe("seed-2025-04-01");
    expect(list.today).toBe(dayInIndia());
    const { rates, today } = await publicRates();
    expect(today).toBe(dayInIndia());
    expect(rates).toEqual(JSON.parse(JSON.stringify(SEED_RATE_SETS[1])));
  });

  it("stores the seed's sets with the first write, each audited, so adding a later set keeps today's", async () => {
    const { status, json } = await send("POST", "", ratesForm({ effectiveFrom: "2099-01-01" }));
    expect(status).toBe(201);
    const { rates } = json as { rates: RatesView };
    expect(await storedCount()).toBe(3);
    const list = await adminList();
    expect(list.sets.map((set) => set.effectiveFrom)).toEqual(["2099-01-01", "2025-04-01", "2023-12-01"]);
    expect(list.inForceId).toBe("seed-2025-04-01");
    expect((await publicRates()).rates?.effectiveFrom).toBe("2025-04-01");
    const [seedEntry] = await auditOf("seed-2025-04-01");
    expect(seedEntry).toMatchObject({ action: "rates.create", actorId: admin.uid, data: { seed: true } });
    expect((await auditOf(rates.id))[0]).toMatchObject({ action: "rates.create", actorId: admin.uid });
  });
});

describe("adding, editing and deleting a set", () => {
  it("adds a set in basis points and whole rupees, audited, and the public answer shows it", async () => {
    await insertRates(api.db, { id: "older", effectiveFrom: "2020-01-01" });
    const { status, json } = await send(
      "POST",
      "",
      ratesForm({ effectiveFrom: "2024-06-01", saleStampDuty: "6.25", note: "Budget cut" }),
    );
    expect(status).toBe(201);
    const { rates } = json as { rates: RatesView };
    expect(rates).toMatchObject({ effectiveFrom: "2024-06-01", note: "Budget cut" });
    const stored = (await col.registrationRates(api.db).doc(rates.id).get()).data();
    expect(stored).toMatchObject({
      sale: { stampDutyBp: 625, registrationFeeBp: 200 },
      apartmentFirstSale: {
        slabs: [
          { upToRupees: 5_000_000, stampDutyBp: 400, registrationFeeBp: 200 },
          { upToRupees: 30_000_000, stampDutyBp: 500, registrationFeeBp: 200 },
          { upToRupees: null, stampDutyBp: 700, registrationFeeBp: 200 },
        ],
      },
      womenConcession: { registrationFeeCutBp: 100, upToRupees: 1_000_000 },
      updatedBy: admin.uid,
    });
    const [entry] = await auditOf(rates.id);
    expect(entry).toMatchObject({
      action: "rates.create",
      actorId: admin.uid,
      entityType: "registrationRates",
    });
    expect(entry!.data.changes).toContainEqual({
      field: "sale",
      before: null,
      after: { stampDutyBp: 625, registrationFeeBp: 200 },
    });
    expect((await publicRates()).rates).toMatchObject({
      effectiveFrom: "2024-06-01",
      sale: { stampDutyBp: 625 },
    });
    expect((await adminList()).inForceId).toBe(rates.id);
  });

  it("edits a set, recording the fields that changed, and the public answer follows at once", async () => {
    const set = await insertRates(api.db, { effectiveFrom: "2024-01-01" });
    expect((await publicRates()).rates?.sale.stampDutyBp).toBe(700);
    const { status, json } = await send(
      "PUT",
      `/${set.id}`,
      ratesForm({ effectiveFrom: "2024-01-01", saleStampDuty: "5", slab1UpTo: "60,00,000" }),
    );
    expect(status).toBe(200);
    expect((json as { rates: RatesView }).rates.sale.stampDutyBp).toBe(500);
    expect((await publicRates()).rates?.sale.stampDutyBp).toBe(500);
    const [entry] = await auditOf(set.id);
    expect(entry).toMatchObject({ action: "rates.update", actorId: admin.uid });
    const fields = (entry!.data.changes as { field: string }[]).map((change) => change.field);
    expect(fields).toContain("sale");
    expect(fields).toContain("apartmentFirstSale");
    expect(fields).not.toContain("effectiveFrom");
  });

  it("deletes a set, audited; the set in force only when an older one takes over", async () => {
    const old = await insertRates(api.db, { effectiveFrom: "2020-01-01" });
    const current = await insertRates(api.db, {
      effectiveFrom: "2024-01-01",
      sale: { stampDutyBp: 600, registrationFeeBp: 200 },
    });
    const later = await insertRates(api.db, { effectiveFrom: "2099-01-01" });

    expect(await send("DELETE", `/${later.id}`)).toEqual({ status: 200, json: { outcome: "deleted" } });
    expect((await auditOf(later.id))[0]).toMatchObject({ action: "rates.delete", actorId: admin.uid });

    expect((await publicRates()).rates?.effectiveFrom).toBe("2024-01-01");
    expect((await send("DELETE", `/${current.id}`)).status).toBe(200);
    expect((await publicRates()).rates?.effectiveFrom).toBe("2020-01-01");

    const refused = await send("DELETE", `/${old.id}`);
    expect(refused.status).toBe(409);
    expect((refused.json as ErrorBody).error.code).toBe("rates_in_use");
    expect(await storedCount()).toBe(1);
    expect(await auditOf(old.id)).toEqual([]);
  });

  it("keeps the seed's sets the same way while the table is empty: the one in force goes last", async () => {
    // The older seed set is not in force: it goes, and the other seed set is stored.
    expect((await send("DELETE", "/seed-2023-12-01")).status).toBe(200);
    expect((await adminList()).sets.map((set) => set.id)).toEqual(["seed-2025-04-01"]);
    expect(await storedCount()).toBe(1);
    const refused = await send("DELETE", "/seed-2025-04-01");
    expect(refused.status).toBe(409);
    expect((refused.json as ErrorBody).error.code).toBe("rates_in_use");
    expect((await publicRates()).rates?.effectiveFrom).toBe("2025-04-01");
  });
});

describe("refusals", () => {
  it("answers bad input 400 with the form's messages, never 500, and stores nothing", async () => {
    const bad = await send(
      "POST",
      "",
      ratesForm({ saleStampDuty: "7.125", slab3UpTo: "1", loanTenure: "40" }),
    );
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorBody).error.fieldErrors).toMatchObject({
      saleStampDuty: ["Stamp duty must be a percentage with at most 2 decimals, like 7 or 2.86."],
      loanTenure: ["Loan tenure must be between 1 and 30."],
    });
    const across = await send("POST", "", ratesForm({ womenCut: "3" }));
    expect(across.status).toBe(400);
    expect((across.json as ErrorBody).error.fieldErrors?.womenCut).toEqual([
      "The women's cut cannot be more than the registration fee.",
    ]);
    for (const body of [[], "rates", { effectiveFrom: { $gt: "" } }, null]) {
      const odd = await send("POST", "", body);
      expect(odd.status, JSON.stringify(body)).toBe(400);
    }
    expect(await storedCount()).toBe(0);
  });

  it("says 404 for a set that is not there, and 409 for a second set on one day", async () => {
    await insertRates(api.db, { id: "only", effectiveFrom: "2024-01-01" });
    expect((await send("PUT", "/nope", ratesForm())).status).toBe(404);
    expect((await send("DELETE", "/nope")).status).toBe(404);
    const same = await send("POST", "", ratesForm({ effectiveFrom: "2024-01-01" }));
    expect(same.status).toBe(409);
    expect((same.json as ErrorBody).error).toMatchObject({
      code: "rates_same_date",
      fieldErrors: { effectiveFrom: [expect.stringMatching(/already takes effect/)] },
    });
  });
});

describe("the day a set takes effect", () => {
  it("puts a set dated later in force at 00:00 in India, not before (an injected day)", async () => {
    await insertRates(api.db, { effectiveFrom: "2024-01-01" });
    const { json } = await send("POST", "", ratesForm({ effectiveFrom: "2030-06-01", saleStampDuty: "6" }));
    const publicData = createPublicData(api.db, { checkIntervalMs: 0 });
    const reads = createPublicReads(api.db, { publicData, cache: createPublicReadCache(publicData) });
    try {
      // 23:59:59 on 31 May in India is 18:29:59 UTC; 00:00 on 1 June is 18:30 UTC.
      const before = dayInIndia(new Date("2030-05-31T18:29:59Z"));
      const from = dayInIndia(new Date("2030-05-31T18:30:00Z"));
      expect([before, from]).toEqual(["2030-05-31", "2030-06-01"]);
      expect((await reads.rates(before))?.effectiveFrom).toBe("2024-01-01");
      expect(await reads.rates(from)).toMatchObject({
        effectiveFrom: "2030-06-01",
        sale: { stampDutyBp: 600 },
      });
      expect(await reads.rates("2023-12-31")).toBeNull();
      // Today it waits; the admin's list says which is in force.
      expect((await publicRates()).rates?.effectiveFrom).toBe("2024-01-01");
      expect((await adminList()).inForceId).not.toBe((json as { rates: RatesView }).rates.id);
    } finally {
      await publicData.close();
    }
  });
});

describe("another instance", () => {
  it("keeps its answer until its next check of the change log, then shows the admin's edit", async () => {
    const set = await insertRates(api.db, { effectiveFrom: "2024-01-01" });
    // Another serving instance: it trusts a check of the log for an hour, so only the check below refreshes it
    // (in production it checks at most once a second: server/runtime.ts).
    const publicData = createPublicData(api.db, { checkIntervalMs: 3_600_000 });
    const reads = createPublicReads(api.db, { publicData, cache: createPublicReadCache(publicData) });
    try {
      expect((await reads.rates())?.sale.stampDutyBp).toBe(700);
      expect(
        (await send("PUT", `/${set.id}`, ratesForm({ effectiveFrom: "2024-01-01", saleStampDuty: "6.5" })))
          .status,
      ).toBe(200);
      expect((await reads.rates())?.sale.stampDutyBp).toBe(700);
      // The interval has passed: its next sync reads the log, where the edit recorded a public change.
      publicData.expire();
      expect((await reads.rates())?.sale.stampDutyBp).toBe(650);
    } finally {
      await publicData.close();
    }
  });
});
