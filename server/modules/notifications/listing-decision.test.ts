import { describe, expect, it } from "vitest";
import { inLocale } from "#server/http/request-locale.ts";
import { listingDecisionMail } from "./listing-decision.ts";

const base = {
  code: "NL-000123",
  propertyName: "Land",
  city: "Erode",
  listingId: "0b6f4a52-8d7e-4c3f-9a51-2f0c8f6a1d10",
  firstName: "Selvi",
  reason: null,
  siteUrl: "https://nilam.example/",
  locale: "en",
} as const;

describe("the owner's e-mail about a decision", () => {
  it("announces an approval with the link to the public page", () => {
    const mail = listingDecisionMail({ ...base, decision: "approved" });
    expect(mail.subject).toBe("Your property NL-000123 is approved");
    expect(mail.text).toBe(
      [
        "Dear Selvi,",
        "",
        "Good news: your listing Land in Erode (NL-000123) has been approved and is now visible to everyone on Nilam.",
        "",
        `See it here: https://nilam.example/view-property5/${base.listingId}`,
        "",
        "If you edit it later, it will be checked again before the changes are public.",
        "",
        "— The Nilam team",
      ].join("\n"),
    );
  });

  it("gives a rejection's reason, every line of it, and the way to correct the listing", () => {
    const mail = listingDecisionMail({
      ...base,
      decision: "rejected",
      firstName: " ",
      reason: "The patta is missing.\nPlease add it.",
    });
    expect(mail.subject).toBe("Your property NL-000123 was not approved");
    expect(mail.text).toBe(
      [
        "Hello,",
        "",
        "Your listing Land in Erode (NL-000123) was not approved, for this reason:",
        "",
        "  The patta is missing.",
        "  Please add it.",
        "",
        `You can correct it and submit it again: https://nilam.example/editProperty/${base.listingId}`,
        "Your listings and their status: https://nilam.example/profile",
        "",
        "— The Nilam team",
      ].join("\n"),
    );
  });

  it("writes to a Tamil member in Tamil, with Tamil names and links to the Tamil pages", () => {
    const mail = listingDecisionMail({
      ...base,
      decision: "approved",
      propertyName: "Farm House",
      locale: "ta",
    });
    expect(mail.subject).toBe("உங்கள் சொத்து NL-000123 அங்கீகரிக்கப்பட்டது");
    expect(mail.text).toBe(
      [
        "அன்புள்ள Selvi,",
        "",
        "நல்ல செய்தி: உங்கள் விளம்பரம் ஈரோடு பகுதியில் பண்ணை வீடு (NL-000123) அங்கீகரிக்கப்பட்டது; இப்போது நிலம் தளத்தில் அனைவரும் இதைக் காணலாம்.",
        "",
        `இங்கே காண்க: https://nilam.example/ta/view-property5/${base.listingId}`,
        "",
        "பின்னர் இதைத் திருத்தினால், மாற்றங்கள் பொதுவில் வெளியாகும் முன் மீண்டும் சரிபார்க்கப்படும்.",
        "",
        "— நிலம் குழு",
      ].join("\n"),
    );
  });

  it("gives a Tamil member the reason as the admin wrote it, and the Tamil edit form and profile", () => {
    const mail = listingDecisionMail({
      ...base,
      decision: "rejected",
      firstName: "",
      city: "Bengaluru",
      reason: "The patta is missing.",
      locale: "ta",
    });
    expect(mail.subject).toBe("உங்கள் சொத்து NL-000123 அங்கீகரிக்கப்படவில்லை");
    expect(mail.text).toBe(
      [
        "வணக்கம்,",
        "",
        // A city that is not a district keeps its name.
        "உங்கள் விளம்பரம் Bengaluru பகுதியில் நிலம் (NL-000123) பின்வரும் காரணத்தால் அங்கீகரிக்கப்படவில்லை:",
        "",
        "  The patta is missing.",
        "",
        `அதைத் திருத்தி மீண்டும் சமர்ப்பிக்கலாம்: https://nilam.example/ta/editProperty/${base.listingId}`,
        "உங்கள் விளம்பரங்களும் அவற்றின் நிலையும்: https://nilam.example/ta/profile",
        "",
        "— நிலம் குழு",
      ].join("\n"),
    );
  });

  it("follows the owner's language, not the language of the admin's request", () => {
    const english = inLocale("ta", () => listingDecisionMail({ ...base, decision: "approved" }));
    expect(english.subject).toBe("Your property NL-000123 is approved");
    expect(english.text).toContain("Land in Erode");
    const tamil = inLocale("en", () => listingDecisionMail({ ...base, decision: "approved", locale: "ta" }));
    expect(tamil.subject).toBe("உங்கள் சொத்து NL-000123 அங்கீகரிக்கப்பட்டது");
  });
});
