import { describe, expect, it } from "vitest";
import { INTL_LOCALE, isLocale, LOCALES } from "./locale.ts";

describe("locales", () => {
  it("knows English and Tamil only", () => {
    expect(LOCALES).toEqual(["en", "ta"]);
    expect(isLocale("ta")).toBe(true);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("TA")).toBe(false);
    expect(isLocale("hi")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it("formats Tamil with Western digits and Indian grouping", () => {
    expect(new Intl.NumberFormat(INTL_LOCALE.ta).format(1_250_000)).toBe("12,50,000");
    expect(new Intl.NumberFormat(INTL_LOCALE.en).format(1_250_000)).toBe("12,50,000");
  });
});
