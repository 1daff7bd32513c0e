import { describe, expect, it } from "vitest";
import { adminPaymentsQuerySchema } from "./admin-payments.ts";

describe("the payments list's filters", () => {
  it("reads an empty query as no filters on the first page", () => {
    expect(adminPaymentsQuerySchema.parse({})).toEqual({
      status: null,
      from: null,
      to: null,
      email: null,
      page: 1,
    });
    expect(adminPaymentsQuerySchema.parse({ status: "", from: " ", page: "" })).toMatchObject({
      status: null,
      from: null,
      page: 1,
    });
  });

  it("keeps a status, days, an e-mail address and a page", () => {
    expect(
      adminPaymentsQuerySchema.parse({
        status: "paid",
        from: "2026-03-01",
        to: "2026-03-31",
        email: " a@b.example ",
        page: "3",
      }),
    ).toEqual({ status: "paid", from: "2026-03-01", to: "2026-03-31", email: "a@b.example", page: 3 });
  });

  it.each([
    [{ status: "refunded" }, "Status must be created, paid, failed or expired."],
    [{ from: "01-03-2026" }, "Please enter a date like 2026-03-31."],
    [{ from: "2026-03-02", to: "2026-03-01" }, "'From' must be on or before 'To'."],
    [{ page: "two" }, "Page must be a whole number."],
    [{ status: ["paid", "failed"] }, "Give each filter once."],
  ])("refuses %o", (query, message) => {
    const parsed = adminPaymentsQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
