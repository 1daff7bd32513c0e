import { describe, expect, it } from "vitest";
import {
  checkRejectionReason,
  codeMatches,
  MODERATION_MESSAGES,
  normaliseCodeQuery,
  rejectListingSchema,
} from "./moderation.ts";

describe("the rejection reason", () => {
  it("is trimmed", () => {
    expect(rejectListingSchema.parse({ reason: "  Blurred photos.  " })).toEqual({
      reason: "Blurred photos.",
    });
  });

  it.each([
    ["missing", undefined, MODERATION_MESSAGES.reasonRequired],
    ["empty", "", MODERATION_MESSAGES.reasonRequired],
    ["only spaces", "   \n ", MODERATION_MESSAGES.reasonRequired],
    ["two characters", " ab ", MODERATION_MESSAGES.reasonTooShort],
    ["501 characters", "x".repeat(501), MODERATION_MESSAGES.reasonTooLong],
    ["a control character", "Bad\u0007photo", "The reason may not contain control characters."],
  ])("is refused when %s", (_what, reason, message) => {
    const result = rejectListingSchema.safeParse({ reason });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("accepts 3 to 500 characters, line breaks included", () => {
    expect(checkRejectionReason("abc")).toBeUndefined();
    expect(checkRejectionReason("x".repeat(500))).toBeUndefined();
    expect(checkRejectionReason("The patta does not match.\nPlease upload it again.")).toBeUndefined();
    expect(checkRejectionReason("")).toBe(MODERATION_MESSAGES.reasonRequired);
  });
});

describe("the code search", () => {
  it("normalises what is typed: upper case, letters and digits", () => {
    expect(normaliseCodeQuery(" nl-000123 ")).toBe("NL000123");
    expect(normaliseCodeQuery("--")).toBe("");
  });

  it.each([
    ["NL-000123", "000123", true],
    ["NL-000123", "nl-0001", true],
    ["NL-000123", "123", true],
    ["NL-000123", "l-00", true],
    ["NL-000123", "", true],
    ["NL-000123", "124", false],
    ["NL-000123", "NL-123", false],
  ])("%s matches %j: %s", (code, query, expected) => {
    expect(codeMatches(code, query)).toBe(expected);
  });
});
