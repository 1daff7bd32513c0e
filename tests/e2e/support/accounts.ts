import type { Page } from "@playwright/test";

const emulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
const PROJECT = "demo-nilam";

/** A fresh member with a verified e-mail, made through the Auth emulator's REST API (no UI, no mail). */
export async function createVerifiedMember(label: string): Promise<{ email: string; password: string }> {
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
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  if (!verify.ok) throw new Error(`emulator update: ${verify.status} ${await verify.text()}`);
  return { email, password };
}

/** Fills the sign-in form the page is on and submits it. */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
}
