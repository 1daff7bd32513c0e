// Report a listing (issue 24), through HTTP on the emulators: a member reports a public listing once, with a
// reason; reports from REPORTS_TO_HIDE (3) distinct members hold it off the public site and e-mail its owner;
// the admin's queue shows the reports without their senders; dismissing brings the listing back, a decision on the
// listing closes them. The owner cannot report their own, nobody else's pending listing can be reported, and a
// member reports only so many an hour.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import { insertListingRow, insertListings, type TestListing } from "#tests/factories/index.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/setup/test-server.ts";

const REPORTS_PER_HOUR = 6;

let api: ApiTest;
let owner: TestMember;
let admin: TestMember;
let reporters: TestMember[];
let listing: TestListing;

beforeAll(async () => {
  api = await apiTest({
    rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000, reportsPerHour: REPORTS_PER_HOUR },
  });
  [owner, admin, ...reporters] = await Promise.all([
    api.signIn({ label: "report-owner" }),
    api.signIn({ admin: true, label: "report-admin" }),
    api.signIn({ label: "reporter-a" }),
    api.signIn({ label: "reporter-b" }),
    api.signIn({ label: "reporter-c" }),
    api.signIn({ label: "reporter-d" }),
  ]);
  listing = await insertListingRow(api.db, { ownerId: owner.uid });
});

afterAll(async () => {
  await api?.close();
});

async function report(member: TestMember | null, listingId: string, body: unknown) {
  const response = await api.call("POST", `/api/v1/listings/${listingId}/reports`, {
    cookie: member?.cookie,
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const publicStatus = async (id: string) => (await api.call("GET", `/api/v1/listings/${id}`)).status;
interface QueueEntry {
  listing: { id: string; code: string; status: string; held: boolean };
  open: number;
  reasons: Record<string, number>;
  reports: Array<{ reason: string; note: string | null }>;
}
const queue = async () => {
  const response = await api.call("GET", "/api/v1/admin/reports", { cookie: admin.cookie });
  return {
    text: await response.clone().text(),
    body: (await response.json()) as { listings: QueueEntry[] },
  };
};

describe("reporting a listing", () => {
  it("refuses visitors, the owner, a pending listing and a faulty form, and changes nothing", async () => {
    const [a] = reporters as [TestMember];
    expect((await report(null, listing.id, { reason: "sold" })).status).toBe(401);
    expect(await report(owner, listing.id, { reason: "sold" })).toMatchObject({
      status: 403,
      body: { error: { message: "You cannot report your own listing." } },
    });
    const pending = await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" });
    expect((await report(a, pending.id, { reason: "sold" })).status).toBe(404);
    expect(await report(a, listing.id, { reason: "spam" })).toMatchObject({
      status: 400,
      body: { error: { fieldErrors: { reason: ["Please choose a reason."] } } },
    });
    expect(await report(a, listing.id, { reason: "other", note: "  " })).toMatchObject({
      status: 400,
      body: { error: { fieldErrors: { note: ["Please say what is wrong."] } } },
    });
    expect((await col.listingReports(api.db).doc(listing.id).get()).exists).toBe(false);
  });

  it("takes one report per member; the third member's hides the listing and e-mails the owner", async () => {
    const [a, b, c] = reporters as [TestMember, TestMember, TestMember];
    expect(await report(a, listing.id, { reason: "sold" })).toEqual({
      status: 201,
      body: { message: "Thank you. An admin will look at this listing." },
    });
    expect(await report(a, listing.id, { reason: "fake" })).toMatchObject({
      status: 409,
      body: { error: { message: "You have already reported this listing." } },
    });
    expect((await report(b, listing.id, { reason: "broker" })).status).toBe(201);
    expect(await publicStatus(listing.id)).toBe(200);

    expect(
      (await report(c, listing.id, { reason: "other", note: "The phone says it was sold in May." })).status,
    ).toBe(201);
    expect(await publicStatus(listing.id)).toBe(404);
    const stored = (await col.listings(api.db).doc(listing.id).get()).data()!;
    expect(stored.status).toBe("pending");
    expect(stored.heldForReports).toBeInstanceOf(Date);

    const mail = await col.mailOutbox(api.db).where("entityId", "==", listing.id).get();
    const held = mail.docs.map((doc) => doc.data()).filter((m) => m.kind === "listing.heldForReports");
    expect(held).toHaveLength(1);
    expect(held[0]!.text).toContain("Sold or let already");
    expect(held[0]!.text).toContain("A broker posing as the owner");
    for (const member of [a, b, c]) expect(held[0]!.text).not.toContain(member.email);

    const audit = await col.auditLog(api.db).where("entityId", "==", listing.id).get();
    const entry = audit.docs.map((doc) => doc.data()).find((e) => e.action === "listing.heldForReports");
    expect(entry?.actorId).toBeNull();
  });

  it("shows the admin the reports without who sent them, counts them, and a dismissal brings the listing back", async () => {
    const { text, body } = await queue();
    expect(body.listings).toHaveLength(1);
    expect(body.listings[0]).toMatchObject({
      listing: { id: listing.id, code: listing.code, status: "pending", held: true },
      open: 3,
      reasons: { sold: 1, broker: 1, fake: 0, wrong: 0, other: 1 },
    });
    expect(body.listings[0]!.reports.map((r) => r.reason).sort()).toEqual(["broker", "other", "sold"]);
    for (const member of reporters) {
      expect(text).not.toContain(member.uid);
      expect(text).not.toContain(member.email);
    }
    const counts = await api.call("GET", "/api/v1/admin/counts", { cookie: admin.cookie });
    expect(await counts.json()).toMatchObject({ reported: 1 });
    // Members are refused the queue.
    expect((await api.call("GET", "/api/v1/admin/reports", { cookie: owner.cookie })).status).toBe(403);

    const dismissed = await api.call("POST", `/api/v1/admin/reports/${listing.id}/dismiss`, {
      cookie: admin.cookie,
    });
    expect(dismissed.status).toBe(200);
    expect(await publicStatus(listing.id)).toBe(200);
    expect((await col.listings(api.db).doc(listing.id).get()).data()!.heldForReports).toBeNull();
    expect((await queue()).body.listings).toEqual([]);
    const again = await api.call("POST", `/api/v1/admin/reports/${listing.id}/dismiss`, {
      cookie: admin.cookie,
    });
    expect(again.status).toBe(409);
    // A member who reported it once cannot report it again.
    expect((await report(reporters[0]!, listing.id, { reason: "wrong" })).status).toBe(409);
  });

  it("closes a listing's open reports when the admin rejects it", async () => {
    const other = await insertListingRow(api.db, { ownerId: owner.uid });
    expect((await report(reporters[3]!, other.id, { reason: "wrong" })).status).toBe(201);
    expect((await queue()).body.listings.map((l) => l.listing.id)).toEqual([other.id]);
    const rejected = await api.call("POST", `/api/v1/admin/listings/${other.id}/reject`, {
      cookie: admin.cookie,
      body: { reason: "The price is wrong, as members reported." },
    });
    expect(rejected.status).toBe(200);
    expect((await queue()).body.listings).toEqual([]);
    const reports = await col.reports(api.db, other.id).get();
    expect(reports.docs.map((doc) => doc.data().open)).toEqual([false]);
  });

  it("lets a member report only so many listings an hour", async () => {
    const d = reporters[3]!;
    const rows = await insertListings(
      api.db,
      Array.from({ length: REPORTS_PER_HOUR }, () => ({ ownerId: owner.uid })),
    );
    const statuses: number[] = [];
    for (const row of rows) statuses.push((await report(d, row.id, { reason: "sold" })).status);
    // The rejected listing's report above counted too.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
