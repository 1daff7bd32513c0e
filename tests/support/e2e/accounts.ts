import { expect, type Page } from "@playwright/test";
import { signInWithPassword, signUp, updateAccount } from "../identity-toolkit.ts";
import { origin } from "./site.ts";

/** host:port of the Auth emulator the e2e run's server signs in with. */
export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
const PROJECT = "demo-nilam";

export interface Account {
  email: string;
  password: string;
}

/** An account this run made: its uid too. */
export interface Member extends Account {
  id: string;
}

/** The seeded demo accounts (README "Demo accounts"). */
export const DEMO = {
  admin: { email: "admin@nilam.test", password: "Admin@12345" },
  owner: { email: "owner@nilam.test", password: "Owner@12345" },
  buyer: { email: "buyer@nilam.test", password: "Buyer@12345" },
} satisfies Record<string, Account>;

/**
 * A fresh member with a verified e-mail, made through the Auth emulator's REST API (no UI, no mail); with
 * `phoneNumber` (+91…), also a phone number as if verified by SMS code. Tests take one from the `member` fixture
 * (fixtures.ts), which also erases it afterwards; this is for the accounts a test makes beside it.
 */
export async function createVerifiedMember(
  label: string,
  { phoneNumber }: { phoneNumber?: string } = {},
): Promise<Member> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@nilam.test`;
  const password = "paddy-field-2026";
  const { localId } = await signUp(authEmulatorHost, { email, password });
  await updateAccount({ host: authEmulatorHost, projectId: PROJECT }, localId, {
    emailVerified: true,
    ...(phoneNumber ? { phoneNumber } : {}),
  });
  return { email, password, id: localId };
}

/** Fills the sign-in form the page is on and submits it (for the tests about signing in). */
export async function submitSignIn(page: Page, account: Account) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * Signs the page's browser context in without the sign-in screen: an ID token from the Auth emulator's REST
 * API, traded for the `__session` cookie as the sign-in screen does (page.request shares the context's cookies).
 * The `member`, `owner` and `admin` fixtures (fixtures.ts) do this for a test's `page`; a test calls it for a
 * second browser of its own. The sign-in screen has tests of its own.
 */
export async function mintSession(page: Page, account: Account): Promise<void> {
  const { idToken } = await signInWithPassword(authEmulatorHost, account);
  const session = await page.request.post("/api/v1/session", { data: { idToken }, headers: { origin } });
  expect(session.status(), await session.text()).toBe(200);
}
