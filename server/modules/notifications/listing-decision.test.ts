import { describe, expect, it } from "vitest";
import { listingDecisionMail } from "./listing-decision.ts";

const base = {
  code: "NL-000123",
  propertyName: "Land",
  city: "Erode",
  listingId: "0b6f4a52-8d7e-4c3f-9a51-2f0c8f6a1d10",
  firstName: "Selvi",
  reason: null,
  siteUrl: "https://nilam.example/",
};

describe("the owner's e-mail about a decision", () => {
  it("announces an approval with the link to the public page", () => {
    const mail = listingDecisionMail({ ...base, decision: "approved" });
    expect(mail.subject).toBe("Your property NL-000123 is approved");
    expect(mail.text).toContain("Dear Selvi,");
    expect(mail.text).toContain("Land in Erode (NL-000123)");
    expect(mail.text).toContain(`https://nilam.example/view-property5/${base.listingId}`);
  });

  it("gives a rejection's reason, every line of it, and the way to correct the listing", () => {
    const mail = listingDecisionMail({
      ...base,
      decision: "rejected",
      firstName: " ",
      reason: "The patta is missing.\nPlease add it.",
    });
    expect(mail.subject).toBe("Your property NL-000123 was not approved");
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain("  The patta is missing.\n  Please add it.");
    expect(mail.text).toContain(`https://nilam.example/editProperty/${base.listingId}`);
    expect(mail.text).toContain("https://nilam.example/profile");
  });
});
