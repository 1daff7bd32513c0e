// The refusals that were English literals until issue 33 are messages now: their English stays SPEC's (and the
// server's old) wording to the letter, and a Tamil request reads them in Tamil.
import { describe, expect, it } from "vitest";
import { AppError } from "#server/errors.ts";
import { CONTACT_MESSAGES } from "#server/modules/contact/service.ts";
import { m } from "#shared/paraglide/messages.js";
import { PAYMENT_MESSAGES } from "#shared/payments.ts";
import { REVEAL_MESSAGES } from "#shared/reveals.ts";
import { inLocale } from "./http/request-locale.ts";

const ENGLISH = {
  payments: {
    selectPlan: "Please select a plan.",
    gatewayUnavailable: "Payment gateway unavailable. Please try again later.",
    planNotFound: "Selected plan details not found.",
    orderFailed: "Error creating order. Please try again.",
    planUpdateFailed: "Payment successful but failed to update user plan.",
    success: "Payment successful and plan updated!",
    notVerified: "The payment could not be verified.",
    orderNotFound: "Order not found.",
    notPayable: "This order can no longer be paid.",
  },
  reveals: {
    planRequired: "Subscription Required: choose a plan to see the owner's contact details.",
    tooMany: "Too many contact requests. Please try again in a few minutes.",
    notFound: "No property details found.",
  },
  contact: {
    success: "Form submitted successfully!",
    invalid: "Please correct the highlighted fields.",
    tooFast: "That was quick! Please check your message, then press Submit again.",
    staleForm: "This form had expired. Please press Submit again.",
    rateLimited: "You have sent several messages in the last few minutes. Please try again in 10 minutes.",
  },
} as const;

const CATALOGUES = {
  payments: PAYMENT_MESSAGES,
  reveals: REVEAL_MESSAGES,
  contact: CONTACT_MESSAGES,
} as const;

describe("payment, reveal and contact refusals", () => {
  for (const [area, english] of Object.entries(ENGLISH)) {
    const catalogue: Record<string, unknown> = CATALOGUES[area as keyof typeof CATALOGUES];
    for (const [key, text] of Object.entries(english)) {
      const message = catalogue[key] as () => string;
      it(`${area}.${key} keeps its English and has its own Tamil`, () => {
        expect(inLocale("en", message)).toBe(text);
        const tamil = inLocale("ta", message);
        expect(tamil).not.toBe(text);
        expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
      });
    }
  }

  it("count a plan's contacts in both languages", () => {
    expect(inLocale("en", () => REVEAL_MESSAGES.quotaExhausted(2))).toBe(
      "You have used all 2 contacts of your plan. Choose a plan to see more owners' contact details.",
    );
    expect(inLocale("ta", () => REVEAL_MESSAGES.quotaExhausted(2))).toContain("2 தொடர்புகளையும்");
    expect(inLocale("en", () => REVEAL_MESSAGES.quotaExhausted(1))).toBe(
      "You have used the 1 contact of your plan. Choose a plan to see more owners' contact details.",
    );
    expect(inLocale("ta", () => REVEAL_MESSAGES.quotaExhausted(1))).toContain("1 தொடர்பைப் பயன்படுத்திவிட்டீர்கள்");
  });
});

describe("the server's general and upload refusals", () => {
  const REFUSALS: Array<[name: string, message: () => string, english: string]> = [
    ["AppError.unauthorized", () => AppError.unauthorized().message, "You need to login to see this page"],
    ["AppError.forbidden", () => AppError.forbidden().message, "You are not allowed to do that."],
    ["AppError.notFound", () => AppError.notFound().message, "Not found."],
    [
      "no API route",
      () => m["error.noApiRoute"]({ method: "GET", path: "/nothing" }),
      "No API route for GET /nothing.",
    ],
    [
      "an unreadable address",
      () => m["error.unreadableAddress"](),
      "The request's address could not be read.",
    ],
    [
      "a file too large",
      () => m["upload.fileTooLarge"]({ photoSize: "15 MB", videoSize: "100 MB" }),
      "The file is too large: photos up to 15 MB and videos up to 100 MB are accepted.",
    ],
    [
      "an encoded upload",
      () => m["upload.notEncoded"](),
      "Send the file as it is, without a Content-Encoding.",
    ],
    [
      "uploads at once",
      () => m["upload.alreadySending"]({ count: "3" }),
      "You are sending 3 files already. Please wait for one of them to finish.",
    ],
    [
      "a direct upload where there is none",
      () => m["upload.sendToServer"](),
      "This server takes every file itself: send it to POST /api/v1/uploads.",
    ],
  ];

  for (const [name, message, english] of REFUSALS) {
    it(`${name} keeps its English and has its own Tamil`, () => {
      expect(inLocale("en", message)).toBe(english);
      const tamil = inLocale("ta", message);
      expect(tamil).not.toBe(english);
      expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
    });
  }
});
