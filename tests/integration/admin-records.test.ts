// The admin's records on the emulators, through the API and the production build's pages: the Contact-page
// inbox (handled, reopened, audited, counted), the audit log's filters and paging, and the mail outbox.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "#server/adapters/mail/create.ts";
import { col } from "#server/db/collections.ts";
import { listAuditLog } from "#server/modules/audit/queries.ts";
import { type AuditInput, auditEntry } from "#server/modules/audit/record.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/fixtures/smtp-server.ts";
import { createUser, insertMessage, type TestUser } from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let admin: TestMember;

beforeAll(async () => {
  api = await apiTest({ pages: true });
  admin = await api.signIn({ admin: true, label: "records-admin" });
});

afterAll(async () => {
  await api?.close();
});

const get = (path: string) => api.call("GET", path, { cookie: admin.cookie });
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
/** A page's form as a browser without JavaScript posts it. */
const postForm = (path: string, form: Record<string, string>) =>
  fetch(api.server.base + path, {
    method: "POST",
    headers: {
      cookie: admin.cookie,
      origin: api.server.base,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });

describe("the Contact-page inbox", () => {
  interface Inbox {
    total: number;
    filter: string;
    messages: { id: string; name: string; handledAt: string | null }[];
  }
  const inbox = async (query = "") => json<Inbox>(await get(`/api/v1/admin/contact-messages${query}`));
  const unhandledCount = async () =>
    (await json<{ unhandledMessages: number }>(await get("/api/v1/admin/counts"))).unhandledMessages;
  let older: string;
  let newer: string;
  let answered: string;

  beforeAll(async () => {
    older = await insertMessage(api.db, { name: "Older", createdAt: new Date("2026-02-01T09:00:00Z") });
    newer = await insertMessage(api.db, { name: "Newer", createdAt: new Date("2026-02-03T09:00:00Z") });
    answered = await insertMessage(api.db, {
      name: "Answered",
      createdAt: new Date("2026-02-02T09:00:00Z"),
      handledAt: new Date("2026-02-02T12:00:00Z"),
    });
  });

  it("lists all, unhandled or handled messages, newest first, and refuses another filter", async () => {
    expect((await inbox()).messages.map((m) => m.name)).toEqual(["Newer", "Answered", "Older"]);
    expect(await inbox("?filter=unhandled")).toMatchObject({ total: 2, filter: "unhandled" });
    expect((await inbox("?filter=unhandled")).messages.map((m) => m.name)).toEqual(["Newer", "Older"]);
    expect((await inbox("?filter=handled")).messages.map((m) => m.id)).toEqual([answered]);
    const bad = await get("/api/v1/admin/contact-messages?filter=spam");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Show must be all, unhandled or handled.");
  });

  it("marks a message handled and open again, once each, with an audit entry of the change, and counts it", async () => {
    const before = await unhandledCount();
    const mark = (method: "POST" | "DELETE", body?: unknown) =>
      api.call(method, `/api/v1/admin/contact-messages/${older}/handled`, { cookie: admin.cookie, body });

    const handled = await mark("POST");
    expect(handled.status).toBe(200);
    expect(await json<{ message: { handledAt: string } }>(handled)).toMatchObject({
      message: { id: older, handledAt: expect.any(String) },
    });
    expect(await unhandledCount()).toBe(before - 1);
    // Marking it again changes nothing and records nothing.
    expect((await mark("POST", { handled: true })).status).toBe(200);

    expect((await mark("DELETE")).status).toBe(200);
    expect((await col.contactMessages(api.db).doc(older).get()).data()?.handledAt).toBeNull();
    expect(await unhandledCount()).toBe(before);
    expect((await mark("POST", { handled: false })).status).toBe(200);

    const audit = (await col.auditLog(api.db).where("entityId", "==", older).get()).docs
      .map((doc) => doc.data())
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["contact.handle", admin.uid],
      ["contact.reopen", admin.uid],
    ]);
    expect(audit[0]?.data.changes).toEqual([{ field: "handledAt", before: null, after: expect.any(Date) }]);
    expect(audit[1]?.data.changes).toEqual([{ field: "handledAt", before: expect.any(Date), after: null }]);
  });

  it("refuses a bad body with 400 and an unknown message with 404, changing nothing", async () => {
    const path = `/api/v1/admin/contact-messages/${newer}/handled`;
    const bad = await api.call("POST", path, { cookie: admin.cookie, body: { handled: "yes" } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("handled must be true or false.");
    expect((await col.contactMessages(api.db).doc(newer).get()).data()?.handledAt).toBeNull();
    for (const id of ["no-such-message", "a.b"]) {
      const missing = await api.call("POST", `/api/v1/admin/contact-messages/${id}/handled`, {
        cookie: admin.cookie,
      });
      expect(missing.status, id).toBe(404);
      expect(await missing.text()).toContain("This message no longer exists.");
    }
  });

  it("shows the messages with call and write links, and its button marks one handled: the menu count drops", async () => {
    const id = await insertMessage(api.db, { name: "Lakshmi", createdAt: new Date() });
    const page = await (await get("/admin/messages")).text();
    expect(page).toContain("Lakshmi Raman");
    expect(page).toContain('href="tel:+919876543210"');
    expect(page).toMatch(/href="mailto:sender\d+@example\.com\?subject=Your%20message%20to%20Nilam"/);
    expect(page).toContain("Please call after 6 pm.");
    const count = await unhandledCount();
    expect(page).toMatch(new RegExp(`Messages</span><span class="admin-count">${count}</span>`));

    const answer = await postForm("/admin/messages", { messageId: id, handled: "true" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(
      new RegExp(`Messages</span><span class="admin-count">${count - 1}</span>`),
    );
    expect((await col.contactMessages(api.db).doc(id).get()).data()?.handledAt).toBeInstanceOf(Date);
    const handledView = await (await get("/admin/messages?filter=handled")).text();
    expect(handledView).toContain("Lakshmi Raman");
    expect(handledView).toContain("Mark as not handled");

    expect((await postForm("/admin/messages", { messageId: "../x", handled: "true" })).status).toBe(400);
    expect((await postForm("/admin/messages", { messageId: "gone", handled: "true" })).status).toBe(404);
    expect((await get("/admin/messages?filter=spam")).status).toBe(400);
  });
});

describe("the audit log", () => {
  let selvi: TestUser;
  let arul: TestUser;
  const ids: Record<string, string> = {};

  /** An entry as recordAudit stores it, at a chosen time. */
  async function insertEntry(name: string, input: AuditInput, at: Date): Promise<void> {
    const ref = col.auditLog(api.db).doc();
    await ref.set(auditEntry(input, at));
    ids[name] = ref.id;
  }

  beforeAll(async () => {
    await api.db.recursiveDelete(col.auditLog(api.db));
    selvi = await createUser(api.db, {
      email: "selvi.admin@nilam.test",
      firstName: "Selvi",
      lastName: "Raman",
    });
    arul = await createUser(api.db, { email: "arul.admin@nilam.test", firstName: "Arul", lastName: "Kumar" });
    const listing = (action: string, actorId: string | null, before?: object, after?: object) => ({
      actorId,
      action,
      entityType: "listing",
      entityId: "listing-7",
      ...(before ? { before: { ...before } } : {}),
      ...(after ? { after: { ...after } } : {}),
    });
    // 1 March 23:59 in India (18:29 UTC), then 2 March from 00:00 India time (18:30 UTC the day before).
    await insertEntry(
      "approve",
      listing("listing.approve", selvi.uid, { status: "pending" }, { status: "approved" }),
      new Date("2026-03-01T18:29:00Z"),
    );
    await insertEntry(
      "update",
      listing(
        "listing.update",
        arul.uid,
        { budget: 4_500_000, city: "Salem" },
        { budget: 4_200_000, city: "Salem" },
      ),
      new Date("2026-03-01T18:30:00Z"),
    );
    await insertEntry(
      "plan",
      {
        actorId: selvi.uid,
        action: "plan.update",
        entityType: "plan",
        entityId: "plan-gold",
        before: { priceRupees: 999 },
        after: { priceRupees: 1299 },
      },
      new Date("2026-03-03T06:00:00Z"),
    );
    await insertEntry(
      "reject",
      { ...listing("listing.reject", selvi.uid), data: { reason: "Blurred photos" } },
      new Date("2026-03-04T06:00:00Z"),
    );
    await insertEntry(
      "system",
      { actorId: null, action: "account.erase-deleted-in-firebase", entityType: "user", entityId: "u-9" },
      new Date("2026-03-05T06:00:00Z"),
    );
  });

  interface Log {
    entries: {
      id: string;
      action: string;
      actor: { id: string; name: string; email: string | null } | null;
      changes: { field: string; before: unknown; after: unknown }[];
      details: Record<string, unknown>;
    }[];
    nextCursor: string | null;
    unknownActor: boolean;
  }
  const log = async (query: string) => {
    const response = await get(`/api/v1/admin/audit-log${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return json<Log>(response);
  };
  const names = async (query: string) =>
    (await log(query)).entries.map((entry) => Object.keys(ids).find((name) => ids[name] === entry.id));

  it("lists every entry newest first, with who (the member, or System), what and the before and after", async () => {
    const { entries, nextCursor } = await log("");
    expect(entries.map((entry) => entry.id)).toEqual(
      ["system", "reject", "plan", "update", "approve"].map((name) => ids[name]),
    );
    expect(nextCursor).toBeNull();
    const [system, reject, plan, update] = entries;
    expect(system?.actor).toBeNull();
    expect(reject).toMatchObject({
      actor: { id: selvi.uid, name: "Selvi Raman", email: "selvi.admin@nilam.test" },
      changes: [],
      details: { reason: "Blurred photos" },
    });
    expect(plan?.changes).toEqual([{ field: "priceRupees", before: 999, after: 1299 }]);
    expect(update?.changes).toEqual([{ field: "budget", before: 4_500_000, after: 4_200_000 }]);
  });

  it("filters by action, action prefix, record type, actor (e-mail or id) and days in India's time", async () => {
    expect(await names("?action=listing.update")).toEqual(["update"]);
    expect(await names("?action=listing.")).toEqual(["reject", "update", "approve"]);
    expect(await names("?entityType=plan")).toEqual(["plan"]);
    expect(await names("?actor=selvi.admin@nilam.test")).toEqual(["reject", "plan", "approve"]);
    expect(await names("?actor=SELVI.ADMIN@nilam.test&action=listing.")).toEqual(["reject", "approve"]);
    expect(await names(`?actor=${arul.uid}`)).toEqual(["update"]);
    expect(await names("?from=2026-03-02")).toEqual(["system", "reject", "plan", "update"]);
    expect(await names("?to=2026-03-01")).toEqual(["approve"]);
    expect(await names("?from=2026-03-02&to=2026-03-03&action=listing.")).toEqual(["update"]);
    expect(await names("?entityType=listing&action=listing.reject&actor=selvi.admin@nilam.test")).toEqual([
      "reject",
    ]);
    expect(await log("?actor=nobody@nilam.test")).toEqual({
      entries: [],
      nextCursor: null,
      unknownActor: true,
    });
    expect(await names("?action=plan.delete")).toEqual([]);
  });

  it("pages from a cursor, also under an action prefix and a date range", async () => {
    const first = await listAuditLog(api.db, {
      filters: { action: null, entityType: null, actor: null, from: null, to: null, cursor: null },
      pageSize: 2,
    });
    expect(first.entries.map((entry) => entry.id)).toEqual([ids.system, ids.reject]);
    const second = await listAuditLog(api.db, {
      filters: {
        action: null,
        entityType: null,
        actor: null,
        from: null,
        to: null,
        cursor: first.nextCursor,
      },
      pageSize: 2,
    });
    expect(second.entries.map((entry) => entry.id)).toEqual([ids.plan, ids.update]);
    const filters = {
      action: "listing.",
      entityType: null,
      actor: null,
      from: "2026-03-01",
      to: "2026-03-04",
      cursor: null,
    };
    const prefixed = await listAuditLog(api.db, { filters, pageSize: 1 });
    expect(prefixed.entries.map((entry) => entry.id)).toEqual([ids.reject]);
    const next = await listAuditLog(api.db, {
      filters: { ...filters, cursor: prefixed.nextCursor },
      pageSize: 2,
    });
    expect(next.entries.map((entry) => entry.id)).toEqual([ids.update, ids.approve]);
    expect(next.nextCursor).toBeNull();
  });

  it.each([
    ["?from=2026-02-30", "from", "Please enter a date like 2026-03-31."],
    ["?to=yesterday", "to", "Please enter a date like 2026-03-31."],
    ["?from=2026-03-05&to=2026-03-01", "to", "'From' must be on or before 'To'."],
    ["?action=listing approve", "action", "Action: letters, digits"],
    ["?entityType=listing.plan", "entityType", "Record type: letters"],
    ["?actor=not an address", "actor", "Who: an e-mail address or a user id."],
    ["?cursor=no-such-entry", "cursor", "This page link is broken"],
    ["?action=a&action=b", "action", "Give each filter once."],
  ])("refuses %s with 400 and the field's message", async (query, field, message) => {
    const response = await get(`/api/v1/admin/audit-log${query}`);
    expect(response.status).toBe(400);
    const body = await json<{ error: { message: string; fieldErrors: Record<string, string[]> } }>(response);
    expect(body.error.message).toContain("The audit log filter is not valid: ");
    expect(body.error.message).toContain(message);
    expect(body.error.fieldErrors[field]?.[0]).toContain(message);
  });

  it("shows the entries on the page, with the record's link, and a bad filter's message with a 400", async () => {
    const page = await (await get("/admin/audit?action=listing.")).text();
    expect(page).toContain("Selvi Raman (selvi.admin@nilam.test)");
    expect(page).toContain('href="/individualadmin/listing-7"');
    expect(page).toMatch(/<del>45,00,000|<del>4500000/);
    expect(page).toContain("Blurred photos");
    expect(page).not.toContain("plan.update");
    const all = await (await get("/admin/audit")).text();
    expect(all).toContain(">System<");
    expect(all).toContain("1 Mar 2026, 11:59 pm");

    const bad = await get("/admin/audit?from=2026-13-01");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a date like 2026-03-31.");
  });
});

describe("the mail outbox without SMTP", () => {
  beforeAll(async () => {
    const outbox = col.mailOutbox(api.db);
    const base = {
      kind: "listing.approved",
      entityId: "listing-7",
      lastError: null,
      sentAt: null,
      sendingAt: null,
      unsubscribeUrl: null,
    };
    await outbox.doc("kept-1").set({
      ...base,
      to: "owner@nilam.test",
      subject: "Your property NL-000007 is approved",
      text: "Dear Selvi,\n\nGood news: your listing is approved.",
      status: "kept",
      attempts: 1,
      createdAt: new Date("2026-03-01T10:00:00Z"),
    });
    await outbox.doc("failed-1").set({
      ...base,
      to: "other@nilam.test",
      subject: "Your property NL-000008 was not approved",
      text: "Dear Arul,\n\nThe photos were blurred.",
      status: "failed",
      attempts: 2,
      lastError: "connect ECONNREFUSED",
      createdAt: new Date("2026-03-02T10:00:00Z"),
    });
  });

  it("lists every message newest first, and Retry keeps the failed one in the outbox", async () => {
    const listed = await json<{ mailer: string; failed: number; messages: { id: string; status: string }[] }>(
      await get("/api/v1/admin/outbox"),
    );
    expect(listed.mailer).toBe("outbox");
    expect(listed.failed).toBe(1);
    expect(listed.messages.map((m) => m.id)).toEqual(["failed-1", "kept-1"]);
    expect((await get("/api/v1/admin/outbox?page=0")).status).toBe(400);

    const retried = await api.call("POST", "/api/v1/admin/outbox/retry", { cookie: admin.cookie });
    expect(await retried.json()).toEqual({ sent: 0, kept: 1, failed: 0, skipped: 0 });
    expect((await col.mailOutbox(api.db).doc("failed-1").get()).data()).toMatchObject({
      status: "kept",
      attempts: 3,
    });
  });

  it("shows the messages with their text on the page, and the menu offers the outbox", async () => {
    const page = await (await get("/admin/outbox")).text();
    expect(page).toContain("No SMTP server is set up");
    expect(page).toContain("Your property NL-000007 is approved");
    expect(page).toContain("owner@nilam.test");
    expect(page).toContain("Good news: your listing is approved.");
    expect(page).toContain('href="/admin/outbox"');
    const answer = await postForm("/admin/outbox", { intent: "retry" });
    expect(answer.status).toBe(200);
    expect((await postForm("/admin/outbox", { intent: "purge" })).status).toBe(400);
  });
});

describe("the mail outbox with SMTP", () => {
  let smtp: TestSmtpServer;
  let smtpApi: ApiTest;
  let smtpAdmin: TestMember;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    smtpApi = await apiTest({
      pages: true,
      mailer: createMailer({ mail: { smtpUrl: smtp.url, from: "Nilam <no-reply@nilam.test>" } }),
    });
    smtpAdmin = await smtpApi.signIn({ admin: true, label: "records-smtp-admin" });
    const base = {
      kind: "listing.rejected",
      entityId: "listing-8",
      sentAt: null,
      sendingAt: null,
      unsubscribeUrl: null,
      attempts: 1,
    };
    await col
      .mailOutbox(smtpApi.db)
      .doc("sent-1")
      .set({
        ...base,
        to: "happy@nilam.test",
        subject: "Delivered",
        text: "Delivered.",
        status: "sent",
        lastError: null,
        createdAt: new Date("2026-03-01T10:00:00Z"),
        sentAt: new Date("2026-03-01T10:00:01Z"),
      });
    await col
      .mailOutbox(smtpApi.db)
      .doc("failed-2")
      .set({
        ...base,
        to: "bounced@nilam.test",
        subject: "Your property NL-000009 was not approved",
        text: "Dear Meena,\n\nPlease add the survey number.",
        status: "failed",
        lastError: "550 Mailbox unavailable",
        createdAt: new Date("2026-03-02T10:00:00Z"),
      });
  });

  afterAll(async () => {
    await smtpApi?.close();
    await smtp?.close();
  });

  it("says mail goes out over SMTP, lists only the failures, hides the menu item, and Retry sends them", async () => {
    const open = (path: string) => smtpApi.call("GET", path, { cookie: smtpAdmin.cookie });
    const page = await (await open("/admin/outbox")).text();
    expect(page).toContain("E-mails go out over SMTP.");
    expect(page).toContain("Your property NL-000009 was not approved");
    expect(page).toContain("550 Mailbox unavailable");
    expect(page).toContain("Retry failed e-mails");
    expect(page).not.toContain("Delivered.");
    expect(page).not.toContain('href="/admin/outbox"');

    const retry = await fetch(`${smtpApi.server.base}/admin/outbox`, {
      method: "POST",
      headers: {
        cookie: smtpAdmin.cookie,
        origin: smtpApi.server.base,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "intent=retry",
    });
    expect(retry.status).toBe(200);
    expect(smtp.received.map((mail) => mail.to)).toEqual([["bounced@nilam.test"]]);
    const after = await (await open("/admin/outbox")).text();
    expect(after).toContain("Every e-mail has been sent");
  });
});
