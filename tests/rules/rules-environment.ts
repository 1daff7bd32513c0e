// The rules test environment: firestore.rules loaded into the Firestore emulator under a project id of this
// test file's own, and one web-SDK client per principal.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll } from "vitest";

// Denied requests are what these tests are about; the SDK would warn of each one.
setLogLevel("error");

/** A web SDK Firestore client as @firebase/rules-unit-testing hands it out (the modular functions accept it). */
export type WebFirestore = ReturnType<RulesTestContext["firestore"]>;

export const PRINCIPALS = ["anonymous", "user", "owner", "memberActive", "memberExpired", "admin"] as const;
export type Principal = (typeof PRINCIPALS)[number];

export const PRINCIPAL_LABEL: Record<Principal, string> = {
  anonymous: "anonymous",
  user: "signed-in user",
  owner: "owner",
  memberActive: "member (active plan)",
  memberExpired: "member (expired plan)",
  admin: "admin",
};

/** Firebase uids. The owner posted every listing at hand and owns every record that names a member. */
export const UID = {
  user: "uid-user",
  owner: "uid-owner",
  memberActive: "uid-member-active",
  memberExpired: "uid-member-expired",
  admin: "uid-admin",
} as const satisfies Record<Exclude<Principal, "anonymous">, string>;

export function uidOf(principal: Principal): string | null {
  return principal === "anonymous" ? null : UID[principal];
}

function firestoreEmulator(): { host: string; port: number } {
  const address = process.env.FIRESTORE_EMULATOR_HOST;
  if (!address) {
    throw new Error(
      "FIRESTORE_EMULATOR_HOST is not set: the security-rules tests need the Firestore emulator. " +
        "Run them through `npm test`, or start the emulator and export FIRESTORE_EMULATOR_HOST=host:port.",
    );
  }
  const match = /^(.+):(\d+)$/.exec(address);
  if (!match?.[1] || !match[2])
    throw new Error(`FIRESTORE_EMULATOR_HOST must be host:port, not "${address}"`);
  return { host: match[1], port: Number(match[2]) };
}

export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: `demo-nilam-rules-${randomUUID().slice(0, 8)}`,
    firestore: {
      ...firestoreEmulator(),
      rules: readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8"),
    },
  });
}

/** One client per principal: admins carry the `admin` custom claim, as Firebase Auth mints it. */
export function clientsFor(env: RulesTestEnvironment): Record<Principal, WebFirestore> {
  const signedIn = (principal: Exclude<Principal, "anonymous">) =>
    env.authenticatedContext(UID[principal], principal === "admin" ? { admin: true } : {}).firestore();
  return {
    anonymous: env.unauthenticatedContext().firestore(),
    user: signedIn("user"),
    owner: signedIn("owner"),
    memberActive: signedIn("memberActive"),
    memberExpired: signedIn("memberExpired"),
    admin: signedIn("admin"),
  };
}

/** What a rules test file works with: its environment, and one client per principal. */
export interface RulesFixture {
  readonly env: RulesTestEnvironment;
  readonly clients: Record<Principal, WebFirestore>;
}

/**
 * Starts a rules environment for the test file before its tests, with `seed` written past the rules, and cleans it
 * up after them. Read `env` and `clients` inside tests (they exist once beforeAll has run).
 */
export function rulesEnvironmentForFile(seed: (env: RulesTestEnvironment) => Promise<void>): RulesFixture {
  let env: RulesTestEnvironment | undefined;
  let clients: Record<Principal, WebFirestore> | undefined;
  beforeAll(async () => {
    env = await startRulesEnvironment();
    await seed(env);
    clients = clientsFor(env);
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error("The rules environment is not started yet: use it inside a test.");
    return value;
  };
  return {
    get env() {
      return ready(env);
    },
    get clients() {
      return ready(clients);
    },
  };
}
