import { describe, expect, it } from "vitest";
import { dayInIndia, formatDateTime, formatLongDate } from "./dates.ts";

describe("formatLongDate", () => {
  it("uses the en-IN long format in India's time zone", () => {
    expect(formatLongDate(new Date("2024-10-17T10:00:00Z"))).toBe("17 October 2024");
    // 20:00 UTC is already the next day in India.
    expect(formatLongDate("2024-10-16T20:00:00Z")).toBe("17 October 2024");
  });
});

describe("formatDateTime", () => {
  it("gives the date and the time in India, where 20:00 UTC is the next morning", () => {
    expect(formatDateTime(new Date("2026-03-02T04:30:00Z"))).toBe("2 Mar 2026, 10:00 am");
    expect(formatDateTime("2024-10-16T20:00:00Z")).toBe("17 Oct 2024, 1:30 am");
  });
});

describe("dates in Tamil", () => {
  it("names the month in Tamil, in India's time zone, with Western digits", () => {
    expect(formatLongDate(new Date("2024-10-17T10:00:00Z"), "ta")).toBe("17 அக்டோபர், 2024");
    expect(formatLongDate("2026-03-01T20:00:00Z", "ta")).toBe("2 மார்ச், 2026");
  });

  it("gives the date and the time", () => {
    expect(formatDateTime(new Date("2026-03-02T04:30:00Z"), "ta")).toMatch(/^2 மார்\., 2026, 10:00\sAM$/);
    expect(formatDateTime("2024-10-16T20:00:00Z", "ta")).toMatch(/^17 அக்\., 2024, 1:30\sAM$/);
  });
});

describe("dayInIndia", () => {
  it("turns the day at midnight in India, 18:30 UTC, not at midnight UTC", () => {
    expect(dayInIndia(new Date("2025-03-31T18:29:59Z"))).toBe("2025-03-31");
    expect(dayInIndia(new Date("2025-03-31T18:30:00Z"))).toBe("2025-04-01");
    expect(dayInIndia(new Date("2025-12-31T20:00:00Z"))).toBe("2026-01-01");
  });
});
