import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListingReports, type ListingReportsView } from "./ListingReports.tsx";

const standing = { accountAgeDays: 12, phoneVerified: true, dismissedBefore: 1, upheldBefore: 0 };
const reports: ListingReportsView = {
  counted: 2,
  reasons: { sold: 2, broker: 0, fake: 0, wrong: 0, other: 0 },
  answer: null,
  reports: [
    {
      reason: "sold",
      note: "Sold last week.",
      createdAt: "2026-11-02T10:00:00Z",
      reporter: { erased: false, ...standing },
    },
    {
      reason: "sold",
      note: null,
      createdAt: "2026-11-01T10:00:00Z",
      reporter: {
        erased: true,
        accountAgeDays: null,
        phoneVerified: false,
        dismissedBefore: 0,
        upheldBefore: 0,
      },
    },
  ],
};

describe("ListingReports", () => {
  it("gives a reporter's standing, and says 'Deleted member' for one who erased their account", () => {
    const html = renderToStaticMarkup(<ListingReports reports={reports} />);
    const reporters = [...html.matchAll(/<span class="report-reporter">(.*?)<\/span>/g)].map((m) => m[1]);
    expect(reporters).toHaveLength(2);
    expect(reporters[0]).toContain("Phone verified");
    // Not 'Account age unknown · No verified phone': nothing of an erased member's standing is kept.
    expect(reporters[1]).toBe("Deleted member");
  });
});
