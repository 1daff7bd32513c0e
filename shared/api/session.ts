// Signing in and out, the member's own account and profile (server/http/api/session.ts, accounts.ts,
// firebase-token.ts).
import * as z from "zod/mini";
import { signupProfileSchema } from "../forms/account.ts";
import { LOCALES } from "../locale.ts";
import { dateTime, described } from "./common.ts";

export { editProfileSchema as profileBody } from "../forms/account.ts";

const locale = z.enum(LOCALES, { message: "locale must be en or ta" });
const idToken = z.string().check(z.minLength(1), z.maxLength(4096));

/** `locale`: the language of the page signed in on; left out, the member's stored one stays. */
export const sessionBody = z.object({ idToken, locale: z.optional(locale) });
export const localeBody = z.object({ locale });
export const signupBody = z.extend(signupProfileSchema, {
  idToken,
  /** The sign-up page's language: the member's e-mails are written in it. */
  locale: z.optional(locale),
});

export const sessionUser = z.object({
  id: described(z.string(), "Firebase uid, also the id of the member's users document"),
  email: z.string(),
  displayName: z.string(),
  isAdmin: z.boolean(),
});
export const userAnswer = z.object({ user: sessionUser });
export const firebaseTokenAnswer = z.object({
  token: described(z.string(), "A Firebase custom token for the same uid (signInWithCustomToken)"),
});
export const signedUpAnswer = z.object({ ok: z.literal(true) });

export const profile = z.object({
  email: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.nullable(z.string()),
  city: z.nullable(z.string()),
  address: z.nullable(z.string()),
  plan: described(
    z.nullable(z.object({ planName: z.string(), pricePaise: z.int(), expiresAt: dateTime })),
    "The running plan, if any",
  ),
});
export const profileAnswer = z.object({ profile });
