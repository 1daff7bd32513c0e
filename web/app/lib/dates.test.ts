import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates.ts";

describe("formatLongDate", () => {
  it("uses the en-IN long format in India's time zone", () => {
    expect(formatLongDate(new Date("2024-10-17T10:00:00Z"))).toBe("17 October 2024");
    // 20:00 UTC is already the next day in India.
    expect(formatLongDate("2024-10-16T20:00:00Z")).toBe("17 October 2024");
  });
});
