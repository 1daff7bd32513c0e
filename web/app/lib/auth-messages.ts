import { type MessageKey, t } from "./i18n.ts";

const LOGIN_ERRORS: Record<string, MessageKey> = {
  "auth/invalid-email": "login.error.invalidEmail",
  "auth/user-disabled": "login.error.userDisabled",
  user_disabled: "login.error.userDisabled",
  "auth/user-not-found": "login.error.userNotFound",
  "auth/wrong-password": "login.error.wrongPassword",
  // Firebase now answers invalid-credential instead of revealing which part was wrong.
  "auth/invalid-credential": "login.error.wrongPassword",
  "auth/invalid-login-credentials": "login.error.wrongPassword",
  "auth/email-not-verified": "login.error.emailNotVerified",
  email_not_verified: "login.error.emailNotVerified",
  "auth/too-many-requests": "login.error.tooManyRequests",
};

/** The message of SPEC §8 (Login) for a Firebase or server error code. */
export function loginErrorMessage(code: string, detail: string): string {
  const key = LOGIN_ERRORS[code];
  return key ? t(key) : t("login.error.failed", { message: detail || code });
}
