import { describe, expect, it } from "vitest";
import { m } from "#shared/paraglide/messages.js";
import { decideTransition } from "../listings/lifecycle-graph.ts";
import { listingHeldMail } from "./listing-held.ts";

const base = {
  code: "NL-000123",
  propertyName: "Land",
  city: "Erode",
  firstName: "Selvi",
  reasons: ["sold", "wrong"],
  siteUrl: "https://nilam.example/",
  locale: "en",
} as const;

describe("the owner's e-mail about a listing held for reports", () => {
  it("gives the reasons, the answer to the reports and, for a sold or let property, Delete", () => {
    const mail = listingHeldMail(base);
    expect(mail.subject).toBe("Your listing NL-000123 is hidden after reports");
    expect(mail.text).toBe(
      [
        "Dear Selvi,",
        "",
        "Members reported your listing Land in Erode (NL-000123), so it is hidden from the site until an admin looks at it. The reports said:",
        "",
        `  • ${m["report.reason.sold"]({}, { locale: "en" })}`,
        `  • ${m["report.reason.wrong"]({}, { locale: "en" })}`,
        "",
        'If the listing is still right, say why under "Answer the reports" on your profile: an admin will read it, check the listing and put it back. If it is sold or let, delete it: open it from your profile and choose Delete.',
        "Your listings and their status: https://nilam.example/profile",
        "",
        "— The Nilam team",
      ].join("\n"),
    );
  });

  it("offers only what the owner can do with a held listing: its answer and Delete, not Sold or Let", () => {
    // A held listing is pending, which the lifecycle never closes: the profile offers no Sold or Let for it.
    const held = { status: "pending", heldForReports: new Date("2026-11-01T00:00:00Z") } as const;
    expect(decideTransition(held, { transition: "close", actor: "owner" })).toEqual({
      ok: false,
      reason: "state",
    });
    for (const locale of ["en", "ta"] as const) {
      const { text } = listingHeldMail({ ...base, locale });
      expect(text).toContain(`"${m["report.answerTitle"]({}, { locale })}"`);
      // The detail page's button, which the owner reaches from their profile (DetailActions).
      expect(text).toContain(m["detail.delete"]({}, { locale }));
    }
  });

  it("writes to a Tamil member in Tamil", () => {
    const mail = listingHeldMail({ ...base, locale: "ta" });
    expect(mail.subject).toBe("புகார்களால் உங்கள் விளம்பரம் NL-000123 மறைக்கப்பட்டுள்ளது");
    expect(mail.text).toContain(
      'விற்கப்பட்டிருந்தால் அல்லது வாடகைக்கு விடப்பட்டிருந்தால், அதை நீக்குங்கள்: உங்கள் சுயவிவரத்திலிருந்து அதைத் திறந்து "நீக்கு" என்பதைத் தேர்வுசெய்யுங்கள்.',
    );
    expect(mail.text).toContain("https://nilam.example/ta/profile");
  });
});
