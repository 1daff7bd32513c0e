import { describe, expect, it } from "vitest";
import { t } from "./i18n.ts";

describe("t", () => {
  it("returns the English message", () => {
    expect(t("search.placeholder")).toBe("Enter the address, city");
  });
  it("fills named parameters", () => {
    expect(t("home.title", { type: "Rent" })).toBe("Properties for Rent");
    expect(t("login.error.failed", { message: "offline" })).toBe("Login failed: offline");
  });
  it("uses Tamil where translated and English otherwise", () => {
    expect(t("nav.buy", undefined, "ta")).toBe("வாங்க");
    expect(t("newest.title", undefined, "ta")).toBe("Newest listings");
    expect(t("contact.showMap", undefined, "ta")).toBe("வரைபடத்தைக் காட்டு");
  });
  it("leaves unknown placeholders visible instead of inventing text", () => {
    expect(t("home.title", {})).toBe("Properties for {type}");
  });
});
