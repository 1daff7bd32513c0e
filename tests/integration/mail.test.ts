// Notification e-mails over SMTP, on a real SMTP server (smtp-server on loopback) and the Firestore emulator:
// what arrives, what a refusing or absent server leaves in the outbox, and the retry that sends it later.
import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "#server/adapters/mail/create.ts";
import type { Mailer } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import type { Database } from "#server/db/firestore.ts";
import { queueMail, retryFailedMail, sendQueuedMail } from "#server/modules/notifications/outbox.ts";
import {
  bodyOf,
  headerOf,
  SMTP_USER,
  startSmtpServer,
  type TestSmtpServer,
} from "#tests/fixtures/smtp-server.ts";
import { createUser, insertListingRow } from "#tests/support/factories/index.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { apiTest } from "#tests/support/test-server.ts";

const FROM = "Nilam <no-reply@nilam.test>";

let smtp: TestSmtpServer;
let database: Database;
let mailer: Mailer;

beforeAll(async () => {
  [smtp, database] = await Promise.all([startSmtpServer(), createTestDatabase()]);
  mailer = createMailer({ mail: { smtpUrl: smtp.url, from: FROM } });
});

afterEach(() => {
  smtp.refuseRecipients = null;
  smtp.received.length = 0;
});

afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

let sequence = 0;
/** A notification queued as a service queues it: inside a transaction. */
async function queue(
  overrides: { to?: string; subject?: string; text?: string; unsubscribeUrl?: string } = {},
): Promise<string> {
  sequence += 1;
  const { db } = database;
  return db.runTransaction(async (tx) =>
    queueMail(db, {
      tx,
      to: overrides.to ?? `owner${sequence}@nilam.test`,
      subject: overrides.subject ?? `Your property NL-00${sequence} is approved`,
      text:
        overrides.text ?? `Dear Selvi,\n\nYour listing number ${sequence} is approved.\n\n— The Nilam team`,
      kind: "listing.approved",
      entityId: `listing-${sequence}`,
      unsubscribeUrl: overrides.unsubscribeUrl,
    }),
  );
}

const stored = async (id: string) => (await col.mailOutbox(database.db).doc(id).get()).data();
const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe("createMailer", () => {
  it("sends over SMTP when SMTP_URL is set, and keeps e-mails in the outbox otherwise", () => {
    expect(mailer.kind).toBe("smtp");
    expect(createMailer({ mail: { smtpUrl: undefined, from: FROM } }).kind).toBe("outbox");
  });
});

describe("sendQueuedMail over SMTP", () => {
  it("delivers a queued notification with its To, Subject and text, signed in with the URL's credentials", async () => {
    const text =
      "Dear Selvi,\n\nYour plot at Omalur (₹ 45,00,000) is approved.\nசென்று பாருங்கள்.\n\n— The Nilam team";
    const id = await queue({ to: "selvi@nilam.test", subject: "Your property NL-000123 is approved", text });

    const summary = await sendQueuedMail({ db: database.db, mailer }, [id]);

    expect(summary).toEqual({ sent: 1, kept: 0, failed: 0, skipped: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: "no-reply@nilam.test", to: ["selvi@nilam.test"], user: SMTP_USER });
    expect(headerOf(mail!.raw, "To")).toBe("selvi@nilam.test");
    expect(headerOf(mail!.raw, "From")).toBe(FROM);
    expect(headerOf(mail!.raw, "Subject")).toBe("Your property NL-000123 is approved");
    expect(bodyOf(mail!.raw).trimEnd()).toBe(text);
    expect(await stored(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
      sendingAt: null,
    });
  });

  it("gives a message that can be stopped its List-Unsubscribe headers, for a one-click POST (RFC 8058)", async () => {
    const url = "https://nilam.test/saved-search-alerts?t=abc.def.ghi";
    const id = await queue({ to: "alerts@nilam.test", unsubscribeUrl: url });
    await sendQueuedMail({ db: database.db, mailer }, [id]);
    const [mail] = receivedBy("alerts@nilam.test");
    expect(headerOf(mail!.raw, "List-Unsubscribe")).toBe(`<${url}>`);
    expect(headerOf(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // A notification has none.
    const plain = await queue({ to: "plain@nilam.test" });
    await sendQueuedMail({ db: database.db, mailer }, [plain]);
    expect(headerOf(receivedBy("plain@nilam.test")[0]!.raw, "List-Unsubscribe")).toBeUndefined();
  });

  it("sends a message once: a second hand-over of a sent one is skipped", async () => {
    const id = await queue();
    await sendQueuedMail({ db: database.db, mailer }, [id]);
    expect(await sendQueuedMail({ db: database.db, mailer }, [id])).toEqual({
      sent: 0,
      kept: 0,
      failed: 0,
      skipped: 1,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it("marks a refused message failed with the server's answer, never throws, and a retry sends it", async () => {
    const id = await queue({ to: "full-mailbox@nilam.test" });
    smtp.refuseRecipients = "Mailbox full";

    const summary = await sendQueuedMail({ db: database.db, mailer }, [id]);

    expect(summary.failed).toBe(1);
    const failed = await stored(id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, sentAt: null, sendingAt: null });
    expect(failed?.lastError).toMatch(/550/);
    expect(failed?.lastError).toMatch(/Mailbox full/);
    expect(smtp.received).toHaveLength(0);

    smtp.refuseRecipients = null;
    expect((await retryFailedMail({ db: database.db, mailer })).sent).toBeGreaterThanOrEqual(1);
    expect(receivedBy("full-mailbox@nilam.test")).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("marks the message failed when no SMTP server answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const address = closed.address();
    const port = typeof address === "object" && address ? address.port : 0;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const absent = createMailer({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM } });
    const id = await queue();

    expect((await sendQueuedMail({ db: database.db, mailer: absent }, [id])).failed).toBe(1);
    expect((await stored(id))?.lastError).toMatch(/ECONNREFUSED/);

    await retryFailedMail({ db: database.db, mailer });
    expect(await stored(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends a message once when several senders take it up at the same moment", async () => {
    const id = await queue({ to: "once@nilam.test" });
    const deps = { db: database.db, mailer };
    const summaries = await Promise.all([
      sendQueuedMail(deps, [id]),
      sendQueuedMail(deps, [id]),
      sendQueuedMail(deps, [id]),
    ]);
    expect(summaries.reduce((total, summary) => total + summary.sent, 0)).toBe(1);
    expect(receivedBy("once@nilam.test")).toHaveLength(1);
  });

  it("retries what its process never handed over, but leaves a message just queued to its own request", async () => {
    const stuck = await queue({ to: "stuck@nilam.test" });
    const fresh = await queue({ to: "fresh@nilam.test" });
    await col
      .mailOutbox(database.db)
      .doc(stuck)
      .update({ createdAt: new Date(Date.now() - 5 * 60 * 1000) });

    await retryFailedMail({ db: database.db, mailer });

    expect(receivedBy("stuck@nilam.test")).toHaveLength(1);
    expect(receivedBy("fresh@nilam.test")).toHaveLength(0);
    expect((await stored(fresh))?.status).toBe("queued");
  });
});

describe("a moderation decision's e-mail through the app", () => {
  it("writes to each owner in their own language, not in the admin's", async () => {
    const api = await apiTest({ mailer });
    try {
      const admin = await api.signIn({ admin: true, label: "mail-admin-languages" });
      const tamil = await createUser(api.db, {
        email: "meena.ta@nilam.test",
        firstName: "Meena",
        locale: "ta",
      });
      // No language stored: English.
      const english = await createUser(api.db, { email: "arun.en@nilam.test", firstName: "Arun" });
      const tamilListing = await insertListingRow(api.db, {
        ownerId: tamil.uid,
        status: "pending",
        propertyName: "House",
        city: "Salem",
      });
      const englishListing = await insertListingRow(api.db, {
        ownerId: english.uid,
        status: "pending",
        propertyName: "House",
        city: "Salem",
      });
      const reason = "The patta is missing.";
      for (const [listing, decision, body] of [
        [tamilListing, "approve", {}],
        [englishListing, "approve", {}],
        [tamilListing, "reject", { reason }],
      ] as const) {
        const answer = await api.call("POST", `/api/v1/admin/listings/${listing.id}/${decision}`, {
          cookie: admin.cookie,
          body,
        });
        expect(answer.status, await answer.clone().text()).toBe(200);
      }

      const [approvedTa, rejectedTa] = receivedBy("meena.ta@nilam.test");
      expect(headerOf(approvedTa!.raw, "Subject")).toBe(`உங்கள் சொத்து ${tamilListing.code} அங்கீகரிக்கப்பட்டது`);
      const approvedText = bodyOf(approvedTa!.raw);
      expect(approvedText).toMatch(/^அன்புள்ள Meena,/);
      expect(approvedText).toContain(`உங்கள் விளம்பரம் சேலம் பகுதியில் வீடு (${tamilListing.code}) அங்கீகரிக்கப்பட்டது`);
      expect(approvedText).toContain(`/ta/view-property5/${tamilListing.id}`);
      expect(approvedText).toContain("— நிலம் குழு");
      expect(approvedText).not.toMatch(/Dear|approved/);

      expect(headerOf(rejectedTa!.raw, "Subject")).toBe(`உங்கள் சொத்து ${tamilListing.code} அங்கீகரிக்கப்படவில்லை`);
      const rejectedText = bodyOf(rejectedTa!.raw);
      expect(rejectedText).toContain(`  ${reason}`);
      expect(rejectedText).toContain(`/ta/editProperty/${tamilListing.id}`);
      expect(rejectedText).toContain("/ta/profile");

      const [approvedEn] = receivedBy("arun.en@nilam.test");
      expect(headerOf(approvedEn!.raw, "Subject")).toBe(`Your property ${englishListing.code} is approved`);
      const englishText = bodyOf(approvedEn!.raw);
      expect(englishText).toMatch(/^Dear Arun,/);
      expect(englishText).toContain(`your listing House in Salem (${englishListing.code}) has been approved`);
      expect(englishText).toMatch(new RegExp(`https?://[^/\\s]+/view-property5/${englishListing.id}`));
      expect(englishText).not.toContain("/ta/");

      // The outbox keeps what was sent, in the owner's language.
      const outbox = await col.mailOutbox(api.db).where("entityId", "==", tamilListing.id).get();
      expect(outbox.docs.map((doc) => doc.data().subject).sort()).toEqual(
        [
          `உங்கள் சொத்து ${tamilListing.code} அங்கீகரிக்கப்படவில்லை`,
          `உங்கள் சொத்து ${tamilListing.code} அங்கீகரிக்கப்பட்டது`,
        ].sort(),
      );
    } finally {
      await api.close();
    }
  });

  it("answers the approval with 200 when SMTP refuses, then the outbox's Retry delivers the e-mail", async () => {
    const api = await apiTest({ mailer });
    try {
      const admin = await api.signIn({ admin: true, label: "mail-admin" });
      const owner = await createUser(api.db, { email: "kavya.owner@nilam.test", firstName: "Kavya" });
      const listing = await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" });
      smtp.refuseRecipients = "Mailbox unavailable";

      const approve = await api.call("POST", `/api/v1/admin/listings/${listing.id}/approve`, {
        cookie: admin.cookie,
        body: {},
      });
      expect(approve.status, await approve.clone().text()).toBe(200);
      expect((await col.listings(api.db).doc(listing.id).get()).data()?.status).toBe("approved");

      const outbox = await api.call("GET", "/api/v1/admin/outbox", { cookie: admin.cookie });
      const listed = (await outbox.json()) as {
        mailer: string;
        messages: { to: string; status: string; lastError: string }[];
      };
      expect(listed.mailer).toBe("smtp");
      expect(listed.messages).toEqual([
        expect.objectContaining({
          to: "kavya.owner@nilam.test",
          status: "failed",
          lastError: expect.stringMatching(/Mailbox unavailable/),
        }),
      ]);

      smtp.refuseRecipients = null;
      const retry = await api.call("POST", "/api/v1/admin/outbox/retry", { cookie: admin.cookie });
      expect(await retry.json()).toMatchObject({ sent: 1, failed: 0 });
      const [mail] = receivedBy("kavya.owner@nilam.test");
      expect(headerOf(mail!.raw, "Subject")).toBe(`Your property ${listing.code} is approved`);
      expect(bodyOf(mail!.raw)).toContain(`/view-property5/${listing.id}`);
      const after = (await (
        await api.call("GET", "/api/v1/admin/outbox", { cookie: admin.cookie })
      ).json()) as {
        messages: unknown[];
      };
      expect(after.messages).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
