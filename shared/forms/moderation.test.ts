import { describe, expect, it } from "vitest";
import {
  checkRejectionReason,
  codeMatches,
  MODERATION_MESSAGES,
  normaliseCodeQuery,
  parseCodeSearch,
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
    ["NL-000123", " NL 0001 ", true],
    ["NL-000123", "123", true],
    ["NL-000123", "0001", true],
    ["NL-000123", "", true],
    ["NL-000123", "--", true],
    ["NL-000123", "12", false],
    ["NL-000123", "124", false],
    ["NL-000123", "NL-123", false],
    ["NL-000123", "l-00", false],
    ["NL-000123", "0012", false],
    ["NL-500203", "500203", true],
    ["NL-500203", "5002", false],
    ["NL-500203", "nl-5", true],
    ["NL-1234567", "1234567", true],
  ])("%s matches %j: %s", (code, query, expected) => {
    expect(codeMatches(code, query)).toBe(expected);
  });

  it("reads a search as a code's start, its number's start, or one number", () => {
    expect(parseCodeSearch("nl-0001")).toEqual({ kind: "prefix", key: "NL0001" });
    expect(parseCodeSearch("0001")).toEqual({ kind: "prefix", key: "NL0001" });
    expect(parseCodeSearch("500101")).toEqual({ kind: "prefix", key: "NL500101" });
    expect(parseCodeSearch("123")).toEqual({ kind: "exact", key: "NL000123" });
    expect(parseCodeSearch(" - ")).toBeNull();
  });
});
