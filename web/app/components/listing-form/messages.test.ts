import { describe, expect, it } from "vitest";
import { LISTING_FORM_FIELDS, LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { m } from "#web/lib/i18n.ts";
import { LISTING_FIELD_LABELS } from "./labels.ts";

describe("the Sell form's messages", () => {
  it("are the SPEC's, word for word, as the shared schema has them", () => {
    expect(m["sell.submitted"]()).toBe(LISTING_MESSAGES.submitted);
    expect(m["sell.submitFailed"]()).toBe(LISTING_MESSAGES.submitFailed);
    expect(m["upload.tooMany"]()).toBe(LISTING_MESSAGES.tooManyFiles);
    expect(m["upload.failed"]()).toBe(LISTING_MESSAGES.uploadFailed);
    expect(m["edit.failed"]()).toBe(LISTING_MESSAGES.updateFailed);
    expect(m["detail.deleteFailed"]()).toBe(LISTING_MESSAGES.deleteFailed);
  });

  it("label every field of the form", () => {
    for (const field of LISTING_FORM_FIELDS) {
      expect(LISTING_FIELD_LABELS[field]?.(), field).toBeTruthy();
    }
  });
});
