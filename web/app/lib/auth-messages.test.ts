import { describe, expect, it } from "vitest";
import { loginErrorMessage } from "./auth-messages.ts";

describe("loginErrorMessage", () => {
  it.each([
    ["auth/invalid-email", "Invalid email address."],
    ["auth/user-disabled", "This user has been disabled."],
    ["auth/user-not-found", "No user found with this email."],
    ["auth/wrong-password", "Incorrect password. Please try again."],
    ["auth/invalid-credential", "Incorrect password. Please try again."],
    ["auth/email-not-verified", "Please verify your email before logging in."],
  ])("maps %s to the SPEC wording", (code, message) => {
    expect(loginErrorMessage(code, "")).toBe(message);
  });

  it("reports anything else as a login failure with its detail", () => {
    expect(loginErrorMessage("auth/network-request-failed", "network down")).toBe(
      "Login failed: network down",
    );
  });
});
