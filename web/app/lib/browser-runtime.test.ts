import { describe, expect, it } from "vitest";
import * as compiled from "#shared/paraglide/runtime.js";
import * as browser from "./browser-runtime.ts";

describe("the browser's Paraglide runtime", () => {
  it("has the compiled runtime's languages", () => {
    expect(browser.baseLocale).toBe(compiled.baseLocale);
    expect([...browser.locales]).toEqual([...compiled.locales]);
    expect(browser.experimentalStaticLocale).toBe(compiled.experimentalStaticLocale);
  });
  it("exports everything the compiled messages and our code import from the runtime", () => {
    for (const name of ["getLocale", "overwriteGetLocale", "isLocale", "baseLocale", "locales"])
      expect(browser, name).toHaveProperty(name);
    expect(browser.isLocale("ta")).toBe(true);
    expect(browser.isLocale("fr")).toBe(false);
  });
  it("reads the language from the page's path, unless told otherwise", () => {
    const location = { pathname: "/ta/common/Sell" };
    Object.assign(globalThis, { window: { location } });
    try {
      expect(browser.getLocale()).toBe("ta");
      location.pathname = "/common/Sell";
      expect(browser.getLocale()).toBe("en");
    } finally {
      Reflect.deleteProperty(globalThis, "window");
    }
  });
});
