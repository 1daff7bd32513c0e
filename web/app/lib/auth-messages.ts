import { type Message, m } from "./i18n.ts";

const LOGIN_ERRORS: Record<string, Message> = {
  "auth/invalid-email": m["login.error.invalidEmail"],
  "auth/user-disabled": m["login.error.userDisabled"],
  user_disabled: m["login.error.userDisabled"],
  "auth/user-not-found": m["login.error.userNotFound"],
  "auth/wrong-password": m["login.error.wrongPassword"],
  // Firebase now answers invalid-credential instead of revealing which part was wrong.
  "auth/invalid-credential": m["login.error.wrongPassword"],
  "auth/invalid-login-credentials": m["login.error.wrongPassword"],
  "auth/email-not-verified": m["login.error.emailNotVerified"],
  email_not_verified: m["login.error.emailNotVerified"],
  "auth/too-many-requests": m["login.error.tooManyRequests"],
};

/** The message of SPEC §8 (Login) for a Firebase or server error code. */
export function loginErrorMessage(code: string, detail: string): string {
  const key = LOGIN_ERRORS[code];
  return key ? key() : m["login.error.failed"]({ message: detail || code });
}
