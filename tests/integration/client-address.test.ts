// Rate limits key on the client's address, read as the deployment in front of the server says (TRUST_PROXY_HOPS):
// a client cannot pick a new address per request with X-Forwarded-For, and page forms are not one shared bucket.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { col } from "#server/db/collections.ts";
import type { Database } from "#server/db/firestore.ts";
import { hashClientAddress } from "#server/modules/contact/spam.ts";
import { emulatorHost, projectId } from "../support/auth-emulator.ts";
import { contactForm } from "../support/factories/content.ts";
import { createTestDatabase } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const SIGN_IN_LIMIT = 3;

/** A POST over a connection from a chosen loopback address (127.0.0.0/8 is all this machine's). */
function postFrom(
  server: TestServer,
  path: string,
  options: { from: string; forwardedFor?: string; form?: Record<string, string> },
): Promise<number> {
  const body = options.form ? new URLSearchParams(options.form).toString() : "{}";
  const url = new URL(path, server.base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: options.from,
        headers: {
          origin: server.base,
          "content-type": options.form ? "application/x-www-form-urlencoded" : "application/json",
          "content-length": Buffer.byteLength(body),
          ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.once("error", reject);
    req.end(body);
  });
}

let database: Database;
const servers: TestServer[] = [];

async function serverBehind(hops: number): Promise<TestServer> {
  const config = loadConfig({
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: projectId,
    TRUST_PROXY_HOPS: String(hops),
  });
  const server = await startTestServer({
    config,
    db: database.db,
    pages: true,
    rateLimits: { signInPer15Minutes: SIGN_IN_LIMIT, signUpPerHour: 100 },
  });
  servers.push(server);
  return server;
}

async function contactBucketExists(address: string): Promise<boolean> {
  return (await col.contactRateLimits(database.db).doc(hashClientAddress(address)).get()).exists;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database?.close();
});

describe("a bare Node host (TRUST_PROXY_HOPS=0): the connection's address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverBehind(0);
  });

  it("a new X-Forwarded-For per request does not escape the sign-in limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i += 1) {
      statuses.push(
        await postFrom(server, "/api/v1/session", { from: "127.0.0.1", forwardedFor: `198.51.100.${i}` }),
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it("another address has its own count", async () => {
    expect(await postFrom(server, "/api/v1/session", { from: "127.0.0.2" })).toBe(400);
  });

  it("the Contact page counts its sender's address, not a header the sender wrote", async () => {
    const status = await postFrom(server, "/contact", {
      from: "127.0.0.3",
      forwardedFor: "198.51.100.77",
      form: contactForm("bare-host@example.com"),
    });
    expect(status).toBe(200);
    expect(await contactBucketExists("127.0.0.3")).toBe(true);
    expect(await contactBucketExists("198.51.100.77")).toBe(false);
  });
});

describe("behind Firebase Hosting (TRUST_PROXY_HOPS=2): the address Hosting appended", () => {
  let server: TestServer;
  // What a client sends, then what Hosting's CDN appends (the client), then Google's front end (the CDN).
  const chain = (spoofed: string, client: string) => `${spoofed}, ${client}, 151.101.1.1`;
  beforeAll(async () => {
    server = await serverBehind(2);
  });

  it("a made-up address at the left of X-Forwarded-For does not escape the sign-in limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i += 1) {
      const forwardedFor = chain(`198.51.100.${i}`, "203.0.113.50");
      statuses.push(await postFrom(server, "/api/v1/session", { from: "127.0.0.1", forwardedFor }));
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it("each client behind the proxies has its own count", async () => {
    const forwardedFor = chain("198.51.100.1", "203.0.113.51");
    expect(await postFrom(server, "/api/v1/session", { from: "127.0.0.1", forwardedFor })).toBe(400);
  });

  it("the Contact page counts the client Hosting saw", async () => {
    const status = await postFrom(server, "/contact", {
      from: "127.0.0.1",
      forwardedFor: chain("198.51.100.88", "203.0.113.60"),
      form: contactForm("hosting@example.com"),
    });
    expect(status).toBe(200);
    expect(await contactBucketExists("203.0.113.60")).toBe(true);
    expect(await contactBucketExists("198.51.100.88")).toBe(false);
  });
});
