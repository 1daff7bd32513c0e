import { describe, expect, it } from "vitest";
import { checkPlanField, planFieldErrors, planFormSchema } from "./plan.ts";

const valid = { name: "Gold", price: "1,999", duration: "3", timeUnit: "month" };

describe("plan form", () => {
  it("turns the typed values into integers", () => {
    expect(planFormSchema.parse(valid)).toEqual({
      name: "Gold",
      nameTa: null,
      price: 1999,
      duration: 3,
      timeUnit: "month",
      contactQuota: null,
    });
    expect(planFormSchema.parse({ ...valid, nameTa: " தங்கம் " }).nameTa).toBe("தங்கம்");
    expect(planFormSchema.parse({ ...valid, price: 499, duration: 1, name: "  Basic " })).toMatchObject({
      name: "Basic",
      price: 499,
      duration: 1,
    });
  });

  it("takes a contact quota, blank or absent for unlimited", () => {
    expect(planFormSchema.parse({ ...valid, contactQuota: "1,000" }).contactQuota).toBe(1000);
    expect(planFormSchema.parse({ ...valid, contactQuota: 25 }).contactQuota).toBe(25);
    expect(planFormSchema.parse({ ...valid, contactQuota: " " }).contactQuota).toBeNull();
    expect(planFormSchema.parse({ ...valid, contactQuota: null }).contactQuota).toBeNull();
    expect(checkPlanField("contactQuota", "")).toBeUndefined();
  });

  it("says every field is required", () => {
    const result = planFormSchema.safeParse({ name: " ", price: "", duration: "", timeUnit: "" });
    expect(planFieldErrors(result.error!)).toEqual({
      name: "Plan name is required.",
      price: "Price is required.",
      duration: "Duration is required.",
      timeUnit: "Time unit is required.",
    });
    expect(planFieldErrors(planFormSchema.safeParse({}).error!)).toEqual({
      name: "Plan name is required.",
      price: "Price is required.",
      duration: "Duration is required.",
      timeUnit: "Time unit is required.",
    });
  });

  it.each([
    ["duration", "0", "Duration must be at least 1."],
    ["duration", "-2", "Duration must be a whole number."],
    ["duration", "1.5", "Duration must be a whole number."],
    ["duration", "1001", "Duration must be at most 1000."],
    ["price", "0", "Price must be at least ₹1."],
    ["price", "99.50", "Price must be a whole number."],
    ["price", "1e3", "Price must be a whole number."],
    ["price", "1000001", "Price must be at most ₹10,00,000."],
    ["price", "123456789012", "Price must be at most ₹10,00,000."],
    ["contactQuota", "0", "Contacts per plan must be at least 1, or blank for unlimited."],
    ["contactQuota", "2.5", "Contacts per plan must be a whole number."],
    ["contactQuota", "100001", "Contacts per plan must be at most 1,00,000."],
  ] as const)("refuses %s %s", (field, value, message) => {
    expect(checkPlanField(field, value)).toBe(message);
    expect(planFieldErrors(planFormSchema.safeParse({ ...valid, [field]: value }).error!)[field]).toBe(
      message,
    );
  });

  it("refuses numbers that are not whole, sent as JSON", () => {
    expect(planFieldErrors(planFormSchema.safeParse({ ...valid, price: 9.5, duration: -1 }).error!)).toEqual({
      price: "Price must be a whole number.",
      duration: "Duration must be a whole number.",
    });
  });

  it("offers day, week, month and year, and no other unit", () => {
    for (const unit of ["day", "week", "month", "year"])
      expect(checkPlanField("timeUnit", unit)).toBeUndefined();
    expect(checkPlanField("timeUnit", "minute")).toBe("Time unit is required.");
  });

  it("keeps names to one line of plain text", () => {
    expect(checkPlanField("name", "Gold\u0007")).toBe("Plan name may not contain control characters.");
    expect(checkPlanField("name", "x".repeat(61))).toBe("Plan name must be at most 60 characters.");
  });
});
