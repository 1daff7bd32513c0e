import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { col } from "#server/db/collections.ts";
import type { Database } from "#server/db/firestore.ts";
import { CONTACT_RATE_LIMIT, submitContactMessage } from "#server/modules/contact/service.ts";
import { hashClientAddress, issueFormToken } from "#server/modules/contact/spam.ts";
import { createTestDatabase } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const message = {
  name: "Meena",
  surname: "Raman",
  phone: "9876543210",
  email: "meena@example.com",
  message: "Is the plot on Avinashi Road still available?",
};

describe("the Contact form (POST /api/v1/contact and submitContactMessage)", () => {
  let database: Database;
  let server: TestServer;
  let address = 0;
  let ip = "";

  beforeAll(async () => {
    database = await createTestDatabase();
    // No sign-in here: the emulator address only has to be well-formed. The test stands as the one proxy in
    // front of the server, naming each sender in X-Forwarded-For.
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9", TRUST_PROXY_HOPS: "1" });
    server = await startTestServer({ config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  // Each test posts from its own address, so that one test's messages do not count against another's rate limit.
  beforeEach(() => {
    address += 1;
    ip = `203.0.113.${address}`;
  });

  /** A token rendered a minute ago: a person had time to type. */
  const oldEnoughToken = () => issueFormToken(Date.now() - 60_000);

  const post = (body: Record<string, unknown>) =>
    fetch(`${server.base}/api/v1/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.base, "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });

  const storedFrom = async (email: string) =>
    (await col.contactMessages(database.db).where("email", "==", email).get()).docs.map((doc) => ({
      id: doc.id,
      ...doc.data(),
    }));

  it("stores a valid message and answers with the SPEC's success message", async () => {
    const email = "stored@example.com";
    const response = await post({ ...message, email, website: "", formToken: oldEnoughToken() });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: "Form submitted successfully!" });
    const rows = await storedFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...message, email, userId: null, handledAt: null });
    const audit = (await col.auditLog(database.db).where("entityId", "==", rows[0]!.id).get()).docs.map(
      (doc) => doc.data(),
    );
    expect(audit).toMatchObject([{ action: "contact.submit", entityType: "contact_message" }]);
    // The address is kept only as a hash.
    expect(audit[0]!.ip).toBe(hashClientAddress(ip));
    expect(audit[0]!.ip).not.toContain("203.0.113");
  });

  it("hands out a form token that works once a person has had time to type", async () => {
    const tokenResponse = await fetch(`${server.base}/api/v1/contact/form-token`);
    const { formToken } = (await tokenResponse.json()) as { formToken: string };
    const tooSoon = await post({ ...message, email: "soon@example.com", formToken });
    expect(tooSoon.status).toBe(400);
    expect(await tooSoon.json()).toMatchObject({
      error: {
        code: "too_fast",
        message: "That was quick! Please check your message, then press Submit again.",
      },
    });
    expect(await storedFrom("soon@example.com")).toEqual([]);
  });

  it("refuses invalid input with 400, the schema's messages, and stores nothing", async () => {
    const email = "not-an-address";
    const response = await post({
      ...message,
      name: " ",
      phone: "98765",
      email,
      message: "",
      formToken: oldEnoughToken(),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fieldErrors: Record<string, string[]> } };
    expect(body.error.fieldErrors).toEqual({
      name: ["Name is required."],
      phone: ["Phone number must be exactly 10 digits."],
      email: ["Please enter a valid email address."],
      message: ["Message is required."],
    });
    expect(await storedFrom(email)).toEqual([]);
  });

  it("refuses control characters and lone surrogates with 400 and field messages, not 500", async () => {
    const email = "nul@example.com";
    const response = await post({
      ...message,
      email,
      name: "Mee\u0000na",
      message: "Still free?\uDC00",
      formToken: oldEnoughToken(),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fieldErrors: Record<string, string[]> } };
    expect(body.error.fieldErrors).toEqual({
      name: ["Name may not contain control characters."],
      message: ["Message contains characters that are not valid text."],
    });
    expect(await storedFrom(email)).toEqual([]);
  });

  it("refuses a post without a valid form token", async () => {
    const response = await post({ ...message, email: "tokenless@example.com" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "stale_form" } });
    expect(await storedFrom("tokenless@example.com")).toEqual([]);
  });

  it("answers a bot that filled the honeypot as if all went well, and keeps nothing", async () => {
    const email = "bot@example.com";
    const response = await post({ ...message, email, website: "https://spam.example", formToken: "" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: "Form submitted successfully!" });
    expect(await storedFrom(email)).toEqual([]);
  });

  it("limits each address to 5 messages in 10 minutes with a 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i += 1) {
      statuses.push(
        (await post({ ...message, email: `limit${i}@example.com`, formToken: oldEnoughToken() })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post({ ...message, email: "limit-extra@example.com", formToken: oldEnoughToken() });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      error: {
        code: "rate_limited",
        message: "You have sent several messages in the last few minutes. Please try again in 10 minutes.",
      },
    });
    expect(await storedFrom("limit-extra@example.com")).toEqual([]);
    // Another address is not affected.
    ip = "198.51.100.1";
    expect((await post({ ...message, email: "other@example.com", formToken: oldEnoughToken() })).status).toBe(
      201,
    );
  });

  it("counts only the last 10 minutes", async () => {
    const meta = { ip: "198.51.100.77", userId: null };
    const input = (n: number, at: number) => ({
      ...message,
      email: `window${n}@example.com`,
      formToken: issueFormToken(at - 60_000),
    });
    const earlier = Date.now() - CONTACT_RATE_LIMIT.windowMs - 1000;
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      await submitContactMessage(database.db, { input: input(i, earlier), ...meta, now: new Date(earlier) });
    }
    await expect(
      submitContactMessage(database.db, { input: input(99, Date.now()), ...meta }),
    ).resolves.toMatchObject({
      status: "stored",
    });
    await expect(
      submitContactMessage(database.db, {
        input: input(98, earlier),
        ...meta,
        now: new Date(earlier + 1000),
      }),
    ).rejects.toMatchObject({ status: 429 });
  });

  it("lets parallel posts from one address past the limit no more than the limit allows", async () => {
    ip = "198.51.100.200";
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post({ ...message, email: `parallel${i}@example.com`, formToken: oldEnoughToken() }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - CONTACT_RATE_LIMIT.max);
  });
});
