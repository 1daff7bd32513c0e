import { describe, expect, it } from "vitest";
import { accountAgeDays, phoneKeyOf, reporterStanding, reportLimitKey } from "./standing.ts";

describe("a reporter's standing", () => {
  it("has a phone key only for an account with a verified number, the same for the same number", () => {
    const createdAt = new Date("2026-11-01T10:00:00Z");
    const withPhone = reporterStanding({ createdAt, phoneNumber: "+919876543210" });
    expect(withPhone).toEqual({ since: createdAt, phoneKey: phoneKeyOf("+919876543210") });
    expect(withPhone.phoneKey).not.toContain("9876543210");
    expect(phoneKeyOf("+919876543211")).not.toBe(withPhone.phoneKey);
    expect(reporterStanding({ createdAt, phoneNumber: null })).toEqual({ since: createdAt, phoneKey: null });
    expect(reporterStanding(null)).toEqual({ since: null, phoneKey: null });
  });

  it("is rate-limited by its phone number, or else by its network, never by the account", () => {
    expect(reportLimitKey({ since: null, phoneKey: "k" }, "203.0.113.7")).toBe("phone k");
    expect(reportLimitKey({ since: null, phoneKey: null }, "203.0.113.7")).toBe("address 203.0.113.7");
  });

  it("counts an account's age in whole days", () => {
    const since = new Date("2026-11-20T23:00:00Z");
    expect(accountAgeDays(since, new Date("2026-11-21T22:59:59Z"))).toBe(0);
    expect(accountAgeDays(since, new Date("2026-11-28T23:00:00Z"))).toBe(8);
    expect(accountAgeDays(since, new Date("2026-11-20T00:00:00Z"))).toBe(0);
  });
});
