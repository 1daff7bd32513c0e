import { describe, expect, it } from "vitest";
import { customerFiltersSchema } from "./customers.ts";

describe("customer filters", () => {
  it("means 'All Cities', no search and the first page when nothing is given", () => {
    expect(customerFiltersSchema.parse({})).toEqual({ city: null, q: null, page: 1 });
    expect(customerFiltersSchema.parse({ city: "", q: "  ", page: "" })).toEqual({
      city: null,
      q: null,
      page: 1,
    });
  });

  it("takes a city of the list, a trimmed search and a page", () => {
    expect(customerFiltersSchema.parse({ city: "Salem", q: " Meena ", page: "3" })).toEqual({
      city: "Salem",
      q: "Meena",
      page: 3,
    });
  });

  it.each([
    [{ city: "Bengaluru" }, "Please choose a city from the list."],
    [{ page: "0" }, "Page must be at least 1."],
    [{ page: "-1" }, "Page must be a whole number."],
    [{ page: "99999" }, "Page must be a whole number."],
    [{ q: "x".repeat(101) }, "Search must be at most 100 characters."],
    [{ city: ["Salem", "Erode"] }, "Give each filter once."],
  ])("refuses %o", (query, message) => {
    const result = customerFiltersSchema.safeParse(query);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
