import { describe, expect, it } from "vitest";
import { LISTING_FORM_FIELDS, LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { LISTING_FIELD_LABELS } from "./labels.ts";

describe("the Sell form's messages", () => {
  it("are the SPEC's, word for word, in English", () => {
    expect(LISTING_MESSAGES.submitted()).toBe("Form Submitted Successfully..! And Waiting for Approval.");
    expect(LISTING_MESSAGES.submitFailed()).toBe("Failed to submit the form. Please try again.");
    expect(LISTING_MESSAGES.tooManyFiles()).toBe("You can upload a maximum of 15 files.");
    expect(LISTING_MESSAGES.uploadFailed()).toBe("Failed to upload files.");
    expect(LISTING_MESSAGES.updated()).toBe("Property updated successfully");
    expect(LISTING_MESSAGES.updateFailed()).toBe("Error updating property. Please try again later.");
    expect(LISTING_MESSAGES.deleteFailed()).toBe("Failed to delete property.");
    expect(LISTING_MESSAGES.notFound()).toBe("No property details found.");
  });

  it("label every field of the form", () => {
    for (const field of LISTING_FORM_FIELDS) {
      expect(LISTING_FIELD_LABELS[field]?.(), field).toBeTruthy();
    }
  });
});
