import { describe, expect, it } from "vitest";
import { customerSearch, matchesCustomerSearch } from "./search.ts";

const meena = {
  firstName: "Meena",
  lastName: "Raman",
  email: "meena.r@example.com",
  phoneNumber: "9876543210",
};

describe("customer search", () => {
  it.each([
    "meena",
    "MEENA RAMAN",
    "a ram",
    "Example.COM",
    "meena.r@",
    "98765",
    "98765 43210",
    "+91 98765-43210",
  ])("finds %s", (typed) => {
    expect(matchesCustomerSearch(meena, customerSearch(typed))).toBe(true);
  });

  it.each(["kavya", "raman meena", "12345", "meena@"])("does not find %s", (typed) => {
    expect(matchesCustomerSearch(meena, customerSearch(typed))).toBe(false);
  });

  it("finds everyone with an empty search, and copes with missing e-mail and phone", () => {
    const phoneOnly = { firstName: "", lastName: "", email: null, phoneNumber: "9000000001" };
    expect(matchesCustomerSearch(phoneOnly, customerSearch("  "))).toBe(true);
    expect(matchesCustomerSearch(phoneOnly, customerSearch("9000"))).toBe(true);
    expect(matchesCustomerSearch(phoneOnly, customerSearch("meena"))).toBe(false);
  });
});
