import { describe, expect, it } from "vitest";
import type { ListingCard } from "#shared/listing-card.ts";
import { savedSearchAlertMail } from "./saved-search-alerts.ts";

const card = (code: string, budget: number): ListingCard => ({
  id: `id-${code}`,
  code,
  propertyName: "Land",
  types: "sell",
  propertyType: "Agricultural",
  budget,
  budgetMethod: "Overall budget",
  areaSqFt: 43_560,
  areaUnit: "acre",
  numberOfRooms: null,
  city: "Salem",
  coverImage: null,
  approvals: { layout: null, tnrera: false },
  confirmedDaysAgo: 0,
  createdAt: new Date("2026-11-01T00:00:00Z"),
});

const input = {
  firstName: "Arun",
  searches: [
    {
      name: "Salem farmland",
      query: "types=Sell&propertyName=Land&city=Salem",
      fresh: [card("NL-000201", 2_500_000)],
      cheaper: [{ card: card("NL-000150", 1_800_000), was: 2_000_000 }],
      offToken: "one.two.three",
    },
  ],
  allOffToken: "all.off.token",
  siteUrl: "https://nilam.example",
  locale: "en" as const,
};

describe("the saved searches' daily e-mail", () => {
  it("names each search's new listings and lower prices, with its results and a link that stops it", () => {
    const mail = savedSearchAlertMail({ ...input, searches: [...input.searches] });
    expect(mail.subject).toBe("News on your saved search on Nilam");
    expect(mail.text).toBe(
      [
        "Dear Arun,",
        "",
        "Here is what changed since our last e-mail among the listings your saved searches find.",
        "",
        "Salem farmland",
        "1 new listing:",
        "  • Land in Salem (NL-000201): ₹25 L · Overall budget",
        "    https://nilam.example/view-property5/id-NL-000201",
        "1 lower price:",
        "  • Land in Salem (NL-000150): ₹18 L · Overall budget (was ₹20 L · Overall budget)",
        "    https://nilam.example/view-property5/id-NL-000150",
        "All its results: https://nilam.example/propertylisting?types=Sell&propertyName=Land&city=Salem",
        "No more e-mails for this search: https://nilam.example/saved-search-alerts?t=one.two.three",
        "",
        "Your saved searches: https://nilam.example/profile",
        "",
        "— The Nilam team",
      ].join("\n"),
    );
    expect(mail.unsubscribeUrl).toBe("https://nilam.example/saved-search-alerts?t=all.off.token");
  });

  it("writes in Tamil to a member who uses the site in Tamil", () => {
    const mail = savedSearchAlertMail({ ...input, searches: [...input.searches], locale: "ta" });
    expect(mail.subject).toBe("நிலம் தளத்தில் உங்கள் சேமித்த தேடலில் புதியவை");
    expect(mail.text).toContain("1 புதிய விளம்பரம்:");
    expect(mail.text).toContain("சேலம்");
    expect(mail.unsubscribeUrl).toBe("https://nilam.example/ta/saved-search-alerts?t=all.off.token");
  });
});
