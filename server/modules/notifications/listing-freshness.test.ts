import { describe, expect, it } from "vitest";
import { listingFreshnessMail } from "./listing-freshness.ts";

const base = {
  code: "NL-000123",
  propertyName: "Land",
  city: "Erode",
  types: "sell",
  firstName: "Selvi",
  lapsesAt: new Date("2026-12-10T06:00:00Z"),
  days: 90,
  token: "abc.def.ghi",
  linkExpiresAt: new Date("2027-01-09T06:00:00Z"),
  siteUrl: "https://nilam.example/",
  locale: "en",
} as const;

describe("the owner's freshness e-mails", () => {
  it("asks a week before, with a link that keeps the listing and one that marks it sold", () => {
    const mail = listingFreshnessMail({ ...base, stage: "warning" });
    expect(mail.subject).toBe("Is your listing NL-000123 still available?");
    expect(mail.text).toBe(
      [
        "Dear Selvi,",
        "",
        "Your listing Land in Erode (NL-000123) leaves Nilam on 10 December 2026, unless you tell us it is still available. Buyers trust listings that are kept up to date.",
        "",
        "Still available? Keep it on the site for 90 more days: https://nilam.example/confirm-listing?t=abc.def.ghi",
        "Sold already? Take it off the site: https://nilam.example/confirm-listing?t=abc.def.ghi&answer=closed",
        "These links are for this listing only, need no sign-in, and work until 9 January 2027.",
        "",
        "— The Nilam team",
      ].join("\n"),
    );
  });

  it("says let for rent, and writes to a Tamil owner in Tamil, with the Tamil page's links", () => {
    const mail = listingFreshnessMail({ ...base, stage: "lapsed", types: "rent", locale: "ta" });
    expect(mail.subject).toBe("உங்கள் விளம்பரம் NL-000123 தளத்திலிருந்து நீக்கப்பட்டது");
    expect(mail.text).toContain("ஈரோடு");
    expect(mail.text).toContain("ஏற்கெனவே வாடகைக்கு விடப்பட்டதா?");
    expect(mail.text).toContain("https://nilam.example/ta/confirm-listing?t=abc.def.ghi&answer=closed");
    expect(mail.text).toContain("https://nilam.example/ta/profile");
  });
});
