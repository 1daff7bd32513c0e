import { expect, type Page } from "@playwright/test";

const emulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
const PROJECT = "demo-nilam";

export interface Account {
  email: string;
  password: string;
}

/** The seeded demo accounts (README "Demo accounts"). */
export const DEMO = {
  admin: { email: "admin@nilam.test", password: "Admin@12345" },
  owner: { email: "owner@nilam.test", password: "Owner@12345" },
  buyer: { email: "buyer@nilam.test", password: "Buyer@12345" },
} satisfies Record<string, Account>;

/**
 * A fresh member with a verified e-mail, made through the Auth emulator's REST API (no UI, no mail); with
 * `phoneNumber` (+91…), also a phone number as if verified by SMS code.
 */
export async function createVerifiedMember(
  label: string,
  { phoneNumber }: { phoneNumber?: string } = {},
): Promise<Account> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@nilam.test`;
  const password = "paddy-field-2026";
  const signUp = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!signUp.ok) throw new Error(`emulator signUp: ${signUp.status} ${await signUp.text()}`);
  const { localId } = (await signUp.json()) as { localId: string };
  // The emulator takes "owner" as an admin credential.
  const verify = await fetch(
    `${emulator}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId, emailVerified: true, ...(phoneNumber ? { phoneNumber } : {}) }),
    },
  );
  if (!verify.ok) throw new Error(`emulator update: ${verify.status} ${await verify.text()}`);
  return { email, password };
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
 * For tests about something else than signing in; the sign-in screen has tests of its own.
 */
export async function mintSession(page: Page, account: Account): Promise<void> {
  const signIn = await fetch(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  );
  if (!signIn.ok) throw new Error(`emulator signInWithPassword: ${signIn.status} ${await signIn.text()}`);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const origin = new URL(process.env.BASE_URL ?? "http://localhost:3000").origin;
  const session = await page.request.post("/api/v1/session", { data: { idToken }, headers: { origin } });
  expect(session.status(), await session.text()).toBe(200);
}
