// Report a listing (issues 24 and 30), through HTTP on the emulators: a member reports a public listing once, with
// a reason; reports from REPORTS_TO_HIDE (3) distinct members with a verified phone number (one per number) hold
// it off the public site and e-mail its owner, while other members' reports only reach the admin's queue; the
// owner answers the hold once; the queue shows the reports, the answer and each reporter's account age, phone
// and earlier outcomes, never the reporter; dismissing brings the listing back, a decision on the listing closes
// them. The owner cannot report their own, nobody else's pending listing can be reported, and reports are limited
// per phone number, or per network for members without one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { col } from "#server/db/collections.ts";
import type { OpenReport } from "#server/modules/reports/queries.ts";
import { phoneKeyOf } from "#server/modules/reports/standing.ts";
import { updateInFirebase } from "#tests/support/auth-emulator.ts";
import {
  insertListingRow,
  insertListings,
  type TestListing,
  uniquePhone,
} from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

const REPORTS_PER_HOUR = 6;
const DAY_MS = 86_400_000;

let api: ApiTest;
let owner: TestMember;
let admin: TestMember;
/** Members whose accounts have a phone number Firebase verified: their reports count towards a hold. */
let verified: TestMember[];
/** Members with a verified e-mail only, as many as one mailbox's + aliases make. */
let unverified: TestMember[];
let listing: TestListing;

const e164 = () => `+91${uniquePhone()}`;

async function withPhone(member: TestMember, phoneNumber = e164()): Promise<TestMember> {
  await updateInFirebase(member.uid, { phoneNumber });
  return member;
}

beforeAll(async () => {
  api = await apiTest({
    rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000, reportsPerHour: 1000 },
  });
  const labels = ["verified-a", "verified-b", "verified-c", "verified-d"];
  const [o, a, ...rest] = await Promise.all([
    api.signIn({ label: "report-owner" }),
    api.signIn({ admin: true, label: "report-admin" }),
    ...labels.map((label) => api.signIn({ label })),
    ...["alias-1", "alias-2", "alias-3"].map((label) => api.signIn({ label })),
  ]);
  [owner, admin] = [o!, a!];
  verified = await Promise.all(rest.slice(0, labels.length).map((member) => withPhone(member)));
  unverified = rest.slice(labels.length);
  // The first verified reporter's account is ten days old.
  await updateInFirebase(verified[0]!.uid, { createdAt: new Date(Date.now() - 10 * DAY_MS - 60_000) });
  listing = await insertListingRow(api.db, { ownerId: owner.uid });
});

afterAll(async () => {
  await api?.close();
});

async function report(member: TestMember | null, listingId: string, body: unknown, on = api) {
  const response = await on.call("POST", `/api/v1/listings/${listingId}/reports`, {
    cookie: member?.cookie,
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function answer(member: TestMember, listingId: string, body: unknown) {
  const response = await api.call("POST", `/api/v1/listings/${listingId}/reports/answer`, {
    cookie: member.cookie,
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const publicStatus = async (id: string) => (await api.call("GET", `/api/v1/listings/${id}`)).status;
interface QueueEntry {
  listing: { id: string; code: string; status: string; held: boolean };
  open: number;
  counted: number;
  reasons: Record<string, number>;
  answer: { note: string; at: string } | null;
  reports: Array<{ reason: string; note: string | null; reporter: OpenReport["reporter"] }>;
}
const queue = async () => {
  const response = await api.call("GET", "/api/v1/admin/reports", { cookie: admin.cookie });
  return {
    text: await response.clone().text(),
    body: (await response.json()) as { listings: QueueEntry[] },
  };
};
const entryOf = async (id: string) => (await queue()).body.listings.find((l) => l.listing.id === id);

describe("reporting a listing", () => {
  it("refuses visitors, the owner, a pending listing and a faulty form, and changes nothing", async () => {
    const [a] = verified as [TestMember];
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

  it("never hides a listing on the reports of members without a verified phone, however many", async () => {
    const target = await insertListingRow(api.db, { ownerId: owner.uid });
    for (const member of unverified)
      expect((await report(member, target.id, { reason: "fake" })).status).toBe(201);
    expect(await publicStatus(target.id)).toBe(200);
    expect((await col.listings(api.db).doc(target.id).get()).data()!.heldForReports).toBeNull();
    // They reach the admin all the same, marked as not counting.
    const entry = await entryOf(target.id);
    expect(entry).toMatchObject({ open: 3, counted: 0, listing: { held: false } });
    expect(entry!.reports.map((r) => r.reporter.phoneVerified)).toEqual([false, false, false]);
  });

  it("counts a phone number once, even moved to another account after its report", async () => {
    const target = await insertListingRow(api.db, { ownerId: owner.uid });
    const phone = e164();
    const [first, second] = await Promise.all([
      api.signIn({ label: "phone-mover-1" }),
      api.signIn({ label: "phone-mover-2" }),
    ]);
    await withPhone(first!, phone);
    expect((await report(first!, target.id, { reason: "sold" })).status).toBe(201);
    await updateInFirebase(first!.uid, { phoneNumber: null });
    await withPhone(second!, phone);
    expect((await report(second!, target.id, { reason: "sold" })).status).toBe(201);
    expect(await entryOf(target.id)).toMatchObject({ open: 2, counted: 1 });
  });

  it("takes one report per member; the third verified member's hides the listing and e-mails the owner", async () => {
    const [a, b, c] = verified as [TestMember, TestMember, TestMember];
    expect(await report(a, listing.id, { reason: "sold" })).toEqual({
      status: 201,
      body: { message: "Thank you. An admin will look at this listing." },
    });
    expect(await report(a, listing.id, { reason: "fake" })).toMatchObject({
      status: 409,
      body: { error: { message: "You have already reported this listing." } },
    });
    expect((await report(b, listing.id, { reason: "broker" })).status).toBe(201);
    // A member without a phone adds a report, not a count.
    expect((await report(unverified[0]!, listing.id, { reason: "wrong" })).status).toBe(201);
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

  it("lets only the owner answer a hold, once, and shows the answer to the admin", async () => {
    const note = "It is still for sale. The buyer who said it was sold backed out in June.";
    const unheld = await insertListingRow(api.db, { ownerId: owner.uid });
    expect((await answer(verified[3]!, listing.id, { note })).status).toBe(404);
    expect((await answer(admin, listing.id, { note })).status).toBe(404);
    expect(await answer(owner, listing.id, { note: "   " })).toMatchObject({
      status: 400,
      body: { error: { fieldErrors: { note: ["Please write your answer."] } } },
    });
    expect(await answer(owner, unheld.id, { note })).toMatchObject({
      status: 409,
      body: { error: { code: "not_held" } },
    });
    expect(await answer(owner, listing.id, { note })).toEqual({
      status: 200,
      body: { message: "Thank you. An admin will read your answer and decide." },
    });
    expect(await answer(owner, listing.id, { note: "Again." })).toMatchObject({
      status: 409,
      body: { error: { code: "already_answered" } },
    });
    // Still held: the admin decides.
    expect(await publicStatus(listing.id)).toBe(404);
    const { body } = await queue();
    // An answered hold comes first.
    expect(body.listings[0]).toMatchObject({ listing: { id: listing.id }, answer: { note } });
  });

  it("shows the admin each reporter's standing without who they are; a dismissal brings the listing back and counts against the reporters", async () => {
    const { text, body } = await queue();
    const entry = body.listings.find((l) => l.listing.id === listing.id)!;
    expect(entry).toMatchObject({
      listing: { id: listing.id, code: listing.code, status: "pending", held: true },
      open: 4,
      counted: 3,
      reasons: { sold: 1, broker: 1, fake: 0, wrong: 1, other: 1 },
    });
    const byReason = Object.fromEntries(entry.reports.map((r) => [r.reason, r.reporter]));
    expect(byReason.sold).toEqual({
      erased: false,
      accountAgeDays: 10,
      phoneVerified: true,
      counted: true,
      dismissedBefore: 0,
      upheldBefore: 0,
    });
    expect(byReason.broker).toMatchObject({ accountAgeDays: 0, phoneVerified: true, counted: true });
    // The member without a phone: their other report is still open, so no outcome yet.
    expect(byReason.wrong).toMatchObject({ phoneVerified: false, counted: false, dismissedBefore: 0 });
    for (const member of [...verified, ...unverified]) {
      expect(text).not.toContain(member.uid);
      expect(text).not.toContain(member.email);
    }
    const counts = await api.call("GET", "/api/v1/admin/counts", { cookie: admin.cookie });
    expect(await counts.json()).toMatchObject({ reported: 3 });
    // Members are refused the queue.
    expect((await api.call("GET", "/api/v1/admin/reports", { cookie: owner.cookie })).status).toBe(403);

    const dismissed = await api.call("POST", `/api/v1/admin/reports/${listing.id}/dismiss`, {
      cookie: admin.cookie,
    });
    expect(dismissed.status).toBe(200);
    expect(await publicStatus(listing.id)).toBe(200);
    expect((await col.listings(api.db).doc(listing.id).get()).data()!.heldForReports).toBeNull();
    expect(await entryOf(listing.id)).toBeUndefined();
    const again = await api.call("POST", `/api/v1/admin/reports/${listing.id}/dismiss`, {
      cookie: admin.cookie,
    });
    expect(again.status).toBe(409);
    // A member who reported it once cannot report it again.
    expect((await report(verified[0]!, listing.id, { reason: "wrong" })).status).toBe(409);

    // The dismissal follows the reporters to their next reports; the answer went with the hold.
    const next = await insertListingRow(api.db, { ownerId: owner.uid });
    expect((await report(verified[0]!, next.id, { reason: "fake" })).status).toBe(201);
    expect((await report(unverified[0]!, next.id, { reason: "fake" })).status).toBe(201);
    const nextEntry = (await entryOf(next.id))!;
    expect(nextEntry.answer).toBeNull();
    expect(nextEntry.reports.map((r) => r.reporter.dismissedBefore)).toEqual([1, 1]);
    expect((await col.listingReports(api.db).doc(listing.id).get()).data()).toMatchObject({
      open: 0,
      counted: 0,
      answer: null,
    });
  });

  it("closes a listing's open reports when the admin rejects it, and counts them upheld", async () => {
    const other = await insertListingRow(api.db, { ownerId: owner.uid });
    expect((await report(verified[3]!, other.id, { reason: "wrong" })).status).toBe(201);
    expect((await entryOf(other.id))?.open).toBe(1);
    const rejected = await api.call("POST", `/api/v1/admin/listings/${other.id}/reject`, {
      cookie: admin.cookie,
      body: { reason: "The price is wrong, as members reported." },
    });
    expect(rejected.status).toBe(200);
    expect(await entryOf(other.id)).toBeUndefined();
    const reports = await col.reports(api.db, other.id).get();
    expect(reports.docs.map((doc) => doc.data())).toMatchObject([{ open: false, outcome: "upheld" }]);
    expect((await col.reporters(api.db).doc(verified[3]!.uid).get()).data()).toMatchObject({
      dismissed: 0,
      upheld: 1,
    });
  });
});

describe("an erased member's reports", () => {
  it("keep their reasons and counts, and the listing's hold, but nothing that names the member", async () => {
    const [leaving, other1, other2, stranger] = await Promise.all(
      ["leaving-reporter", "hold-b", "hold-c", "no-phone"].map((label) => api.signIn({ label })),
    );
    const phone = e164();
    await withPhone(leaving!, phone);
    await Promise.all([withPhone(other1!), withPhone(other2!)]);
    const note = "My cousin Ravi bought it in March; call me on 98400 12345.";
    // One listing their report helps hold, with a report of a member without a phone beside it; another whose
    // reports an admin dismissed, which gave them a reporter record.
    const held = await insertListingRow(api.db, { ownerId: owner.uid });
    const dismissed = await insertListingRow(api.db, { ownerId: owner.uid });
    expect((await report(leaving!, held.id, { reason: "sold", note })).status).toBe(201);
    expect((await report(stranger!, held.id, { reason: "other", note: "Seen it twice." })).status).toBe(201);
    expect((await report(other1!, held.id, { reason: "sold" })).status).toBe(201);
    expect((await report(other2!, held.id, { reason: "wrong" })).status).toBe(201);
    expect((await report(leaving!, dismissed.id, { reason: "fake", note })).status).toBe(201);
    const dismissal = await api.call("POST", `/api/v1/admin/reports/${dismissed.id}/dismiss`, {
      cookie: admin.cookie,
    });
    expect(dismissal.status).toBe(200);
    expect((await col.reporters(api.db).doc(leaving!.uid).get()).exists).toBe(true);
    const summaries = async () =>
      Promise.all(
        [held.id, dismissed.id].map(async (id) => (await col.listingReports(api.db).doc(id).get()).data()),
      );
    const summariesBefore = await summaries();
    const heldBefore = (await col.listings(api.db).doc(held.id).get()).data()!;
    expect(heldBefore).toMatchObject({ status: "pending", heldForReports: expect.any(Date) });

    expect((await api.call("DELETE", "/api/v1/profile", { cookie: leaving!.cookie })).status).toBe(204);

    // No report holds the member's uid, e-mail, phone number (nor its digest) or words, in its id or fields.
    const reports = await api.db.collectionGroup("reports").get();
    const traces = [leaving!.uid, leaving!.email, phone, phoneKeyOf(phone), note, "Ravi"];
    for (const doc of reports.docs) {
      const text = `${doc.ref.path} ${JSON.stringify(doc.data())}`;
      for (const trace of traces) expect(text, doc.ref.path).not.toContain(trace);
    }
    expect((await col.reporters(api.db).doc(leaving!.uid).get()).exists).toBe(false);
    // The moderation record stays: the summaries, the hold and each listing's reports, the erased one's reason,
    // state and count kept without its note or standing.
    expect(await summaries()).toEqual(summariesBefore);
    expect((await col.listings(api.db).doc(held.id).get()).data()).toMatchObject({
      status: "pending",
      heldForReports: heldBefore.heldForReports,
    });
    const erasedOf = async (id: string) =>
      (await col.reports(api.db, id).get()).docs.map((doc) => doc.data()).filter((r) => r.reporterErased);
    const heldReports = await col.reports(api.db, held.id).get();
    expect(heldReports.size).toBe(4);
    expect(await erasedOf(held.id)).toEqual([
      {
        reason: "sold",
        note: null,
        createdAt: expect.any(Date),
        open: true,
        outcome: null,
        reporterSince: null,
        phoneKey: null,
        counted: true,
        reporterErased: true,
      },
    ]);
    expect(await erasedOf(dismissed.id)).toMatchObject([
      { reason: "fake", open: false, outcome: "dismissed" },
    ]);
    // The others' reports are as they were.
    expect(heldReports.docs.find((doc) => doc.id === stranger!.uid)?.data()).toMatchObject({
      note: "Seen it twice.",
      reporterErased: false,
    });

    // The admin sees a deleted member's report as such, and deciding adds to nobody's record.
    const { text, body } = await queue();
    const entry = body.listings.find((l) => l.listing.id === held.id)!;
    expect(entry).toMatchObject({ open: 4, counted: 3, reasons: { sold: 2, wrong: 1, other: 1 } });
    expect(entry.reports.filter((r) => r.reporter.erased)).toEqual([
      {
        reason: "sold",
        note: null,
        createdAt: expect.any(String),
        reporter: {
          erased: true,
          accountAgeDays: null,
          phoneVerified: false,
          counted: true,
          dismissedBefore: 0,
          upheldBefore: 0,
        },
      },
    ]);
    for (const trace of traces) expect(text).not.toContain(trace);
    const released = await api.call("POST", `/api/v1/admin/reports/${held.id}/dismiss`, {
      cookie: admin.cookie,
    });
    expect(released.status).toBe(200);
    const records = (await col.reporters(api.db).get()).docs.map((doc) => doc.id);
    expect(records).toEqual(expect.arrayContaining([stranger!.uid, other1!.uid, other2!.uid]));
    const erasedIds = heldReports.docs.filter((doc) => doc.data().reporterErased).map((doc) => doc.id);
    expect(records.filter((id) => erasedIds.includes(id))).toEqual([]);
  });
});

describe("the reports rate limit", () => {
  let limited: ApiTest;
  afterAll(async () => {
    await limited?.close();
  });

  it("counts by phone number, or by network for members without one: new accounts do not multiply it", async () => {
    limited = await apiTest({
      rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000, reportsPerHour: REPORTS_PER_HOUR },
    });
    const [seller, ...members] = await Promise.all(
      ["seller", "alias-a", "alias-b", "phone-a"].map((label) => limited.signIn({ label })),
    );
    const [aliasA, aliasB, phoneA] = members as [TestMember, TestMember, TestMember];
    await withPhone(phoneA);
    const rows = await insertListings(
      limited.db,
      Array.from({ length: REPORTS_PER_HOUR + 1 }, () => ({ ownerId: seller!.uid })),
    );
    const statuses: number[] = [];
    // Two accounts without a phone, from one address, share one allowance.
    for (const [i, row] of rows.entries())
      statuses.push((await report(i % 2 ? aliasB : aliasA, row.id, { reason: "sold" }, limited)).status);
    expect(statuses).toEqual([...Array(REPORTS_PER_HOUR).fill(201), 429]);
    // A verified number has an allowance of its own.
    expect((await report(phoneA, rows.at(-1)!.id, { reason: "sold" }, limited)).status).toBe(201);
  });
});
