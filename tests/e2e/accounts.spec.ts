import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e/fixtures.ts";

const emulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
const OOB_CODES = `${emulator}/emulator/v1/projects/demo-nilam/oobCodes`;

interface OobCode {
  email: string;
  oobLink: string;
  requestType: "VERIFY_EMAIL" | "PASSWORD_RESET";
}

async function oobCodes(email: string, requestType: OobCode["requestType"]): Promise<OobCode[]> {
  const body = (await (await fetch(OOB_CODES)).json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((c) => c.email === email && c.requestType === requestType);
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@nilam.test`;
}

async function fillSignup(page: Page, email: string, phone = "9876501234") {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Selvi");
  await page.getByLabel("Last name").fill("Murugan");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill("paddy-field-2026");
  await page.getByLabel("City").selectOption("Thanjavur");
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("sign up, verify the e-mail through its link, then sign in", async ({ page }) => {
  const email = uniqueEmail("signup");
  await fillSignup(page, email);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Signup successful! Check your email for verification.")).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // Before verification the sign-in is refused with the SPEC's words.
  await signIn(page, email, "paddy-field-2026");
  await expect(page.getByRole("alert")).toHaveText("Please verify your email before logging in.");
  await page.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("Verification email sent. Please check your inbox.")).toBeVisible();

  const verifications = await oobCodes(email, "VERIFY_EMAIL");
  expect(verifications).toHaveLength(2);
  await fetch(verifications.at(-1)!.oobLink);

  await signIn(page, email, "paddy-field-2026");
  await expect(page).toHaveURL(/\/common\/Sell$/);
  await expect(page.locator('header a[href="/profile"]')).toBeVisible();
});

test("the sign-up form explains each mistake and an edited field's error clears", async ({ page }) => {
  await fillSignup(page, uniqueEmail("mistake"), "98765");
  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Phone number must be exactly 10 digits.")).toBeVisible();
  await expect(page.getByText("First name is required.")).toBeVisible();
  await page.getByLabel("Phone number").fill("9876501234");
  await expect(page.getByText("Phone number must be exactly 10 digits.")).toBeHidden();
  await expect(page.getByText("First name is required.")).toBeVisible();
});

test("the reset password screen sends the e-mail and says so", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill("buyer@nilam.test");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/forgotpassword\?email=buyer%40nilam\.test$/);
  await expect(page.locator("#reset-email")).toHaveValue("buyer@nilam.test");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Email Sent!" })).toBeVisible();
  expect((await oobCodes("buyer@nilam.test", "PASSWORD_RESET")).length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Close" }).click();
});

test("/login leads to the sign-in screen", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
});

test("a member deletes their account after confirming, and can no longer sign in", async ({ page }) => {
  const email = uniqueEmail("leaving");
  await fillSignup(page, email);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const [verification] = await oobCodes(email, "VERIFY_EMAIL");
  await fetch(verification!.oobLink);
  await signIn(page, email, "paddy-field-2026");
  await expect(page).toHaveURL(/\/common\/Sell$/);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Delete your account?" })).toBeVisible();
  await page.getByRole("button", { name: "Keep my account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/common\/Sell$/);
  await expect(page.locator("header").getByRole("link", { name: "Login" })).toBeVisible();

  await signIn(page, email, "paddy-field-2026");
  await expect(page.getByRole("alert")).toHaveText(/No user found with this email\.|Incorrect password/);
});

test("phone sign-in with a one-time code", async ({ page }) => {
  const phone = `9${String(Date.now()).slice(-9)}`;
  await page.goto("/signin");
  await page.getByRole("link", { name: "Sign in with your phone" }).click();
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("alert")).toHaveText("Phone number must be exactly 10 digits.");
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("OTP sent to your phone number.")).toBeVisible();

  const codes = (await (
    await fetch(`${emulator}/emulator/v1/projects/demo-nilam/verificationCodes`)
  ).json()) as {
    verificationCodes: Array<{ phoneNumber: string; code: string }>;
  };
  const code = codes.verificationCodes.filter((c) => c.phoneNumber === `+91${phone}`).at(-1)!.code;
  await page.getByLabel("One-time code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText("That code is not right. Please check it and try again.");
  await page.getByLabel("One-time code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/common\/Sell$/);
  await expect(page.locator('header a[href="/profile"]')).toBeVisible();
});
