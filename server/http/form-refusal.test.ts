import { describe, expect, it, vi } from "vitest";
import { AppError } from "#server/errors.ts";
import { editProfileSchema } from "#shared/forms/account.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { formRefusal, refusalOf } from "./form-refusal.ts";
import { inLocale } from "./request-locale.ts";

const logger = () => ({ error: vi.fn() });

describe("a refused form's answer", () => {
  it("is the schema's field messages and a line for the form, in the request's language", () => {
    const refuse = () => {
      const parsed = editProfileSchema.safeParse({ firstName: "Meena", lastName: "", phoneNumber: "12" });
      return formRefusal(parsed.error, { failed: LISTING_MESSAGES.updateFailed, logger: logger() });
    };
    expect(inLocale("ta", refuse)).toEqual({
      ok: false,
      status: 400,
      message: "குறிக்கப்பட்ட புலங்களைச் சரிசெய்யுங்கள்.",
      fieldErrors: {
        lastName: "கடைசிப் பெயர் தேவை.",
        phoneNumber: "கைபேசி எண் சரியாக 10 இலக்கங்களாக இருக்க வேண்டும்.",
        address: "முகவரி தேவை.",
      },
    });
    expect(inLocale("en", refuse)).toEqual({
      ok: false,
      status: 400,
      message: "Please correct the highlighted fields.",
      fieldErrors: {
        lastName: "Last name is required.",
        phoneNumber: "Phone number must be exactly 10 digits.",
        address: "Address is required.",
      },
    });
  });

  it("keeps a service's refusal: its status, its message and each field's first message", () => {
    const error = new AppError({
      status: 409,
      code: "stale",
      message: "Changed meanwhile.",
      fieldErrors: { reason: ["Too short.", "Also this."], other: ["Not asked for."] },
    });
    expect(refusalOf(error)).toEqual({
      ok: false,
      status: 409,
      message: "Changed meanwhile.",
      fieldErrors: { reason: "Too short.", other: "Not asked for." },
    });
    expect(refusalOf(error, ["reason"])?.fieldErrors).toEqual({ reason: "Too short." });
  });

  it("logs anything else and answers 500 in the page's words for a failure, in the request's language", () => {
    const log = logger();
    const failure = new Error("firestore is down");
    const answer = inLocale("ta", () =>
      formRefusal(failure, {
        failed: LISTING_MESSAGES.submitFailed,
        logger: log,
        context: { listingId: "x" },
      }),
    );
    expect(answer).toEqual({
      ok: false,
      status: 500,
      message: inLocale("ta", () => LISTING_MESSAGES.submitFailed()),
      fieldErrors: {},
    });
    expect(answer.message).not.toBe("Failed to submit the form. Please try again.");
    expect(log.error).toHaveBeenCalledWith(
      { err: failure, listingId: "x" },
      "a page form could not be saved",
    );
    expect(refusalOf(failure)).toBeNull();
    expect(refusalOf(new AppError({ status: 503, code: "down", message: "Down." }))).toBeNull();
  });
});
