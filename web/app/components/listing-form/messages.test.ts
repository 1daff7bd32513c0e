import { describe, expect, it } from "vitest";
import { LISTING_FORM_FIELDS, LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { type MessageKey, t } from "#web/lib/i18n.ts";
import { sell } from "#web/lib/messages/sell.ts";

describe("the Sell form's messages", () => {
  it("are the SPEC's, word for word, as the shared schema has them", () => {
    expect(t("sell.submitted")).toBe(LISTING_MESSAGES.submitted);
    expect(t("sell.submitFailed")).toBe(LISTING_MESSAGES.submitFailed);
    expect(t("upload.tooMany")).toBe(LISTING_MESSAGES.tooManyFiles);
    expect(t("upload.failed")).toBe(LISTING_MESSAGES.uploadFailed);
    expect(t("edit.failed")).toBe(LISTING_MESSAGES.updateFailed);
    expect(t("detail.deleteFailed")).toBe(LISTING_MESSAGES.deleteFailed);
  });

  it("label every field of the form", () => {
    for (const field of LISTING_FORM_FIELDS) {
      const key = `listingForm.field.${field}` as MessageKey;
      expect(Object.hasOwn(sell, key), field).toBe(true);
    }
  });
});
