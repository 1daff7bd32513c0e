import { describe, expect, it } from "vitest";
import enMessages from "../../../messages/en.json" with { type: "json" };
import taMessages from "../../../messages/ta.json" with { type: "json" };
import { localeOfPath, localizedPath, m, unlocalizedPath } from "./i18n.ts";

/** The admin console stays English (issue 22): its catalogues need no Tamil. */
const ENGLISH_ONLY =
  /^(admin|adminPayments|audit|banners|collections|customers|inbox|moderation|outbox|picker|plans|records)\./;

const en: Record<string, unknown> = enMessages;
const ta: Record<string, unknown> = taMessages;
const keys = (catalogue: Record<string, unknown>) =>
  Object.keys(catalogue).filter((key) => key !== "$schema");
const placeholders = (text: unknown) =>
  [...JSON.stringify(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the catalogues", () => {
  it("have a Tamil text for every message a visitor or member reads", () => {
    const missing = keys(en).filter((key) => !ENGLISH_ONLY.test(key) && !(key in ta));
    expect(missing).toEqual([]);
  });
  it("have no Tamil message without its English original", () => {
    expect(keys(ta).filter((key) => !(key in en))).toEqual([]);
  });
  it("keep every placeholder of the English text in the Tamil one", () => {
    const differing = keys(ta).filter((key) => placeholders(ta[key]).join() !== placeholders(en[key]).join());
    expect(differing).toEqual([]);
  });
});

describe("messages", () => {
  it("render in the locale asked for, and in English by default", () => {
    expect(m["search.placeholder"]()).toBe("Enter the address, city");
    expect(m["nav.buy"]({}, { locale: "ta" })).toBe("வாங்க");
  });
  it("fill named parameters", () => {
    expect(m["home.title"]({ purpose: "rent" })).toBe("Properties for Rent");
    expect(m["home.title"]({ purpose: "sell" }, { locale: "ta" })).toBe("சொத்துகள் விற்பனைக்கு");
    expect(m["login.error.failed"]({ message: "offline" })).toBe("Login failed: offline");
  });
  it("choose the plural form by CLDR's rules", () => {
    expect(m["results.count"]({ count: 1, shown: "1" })).toBe("1 property");
    expect(m["results.count"]({ count: 12, shown: "12" })).toBe("12 properties");
    expect(m["results.count"]({ count: 1, shown: "1" }, { locale: "ta" })).toBe("1 சொத்து");
    expect(m["results.count"]({ count: 12, shown: "12" }, { locale: "ta" })).toBe("12 சொத்துகள்");
  });
  it("choose a plan's duration by unit and number inside one message, in each spelling it had", () => {
    expect(m["detail.planDuration"]({ count: 1, unit: "month" })).toBe("1 month");
    expect(m["detail.planDuration"]({ count: 3, unit: "month" })).toBe("3 months");
    expect(m["detail.planDuration"]({ count: 2, unit: "hour" })).toBe("2 hours");
    expect(m["detail.planDuration"]({ count: 1, unit: "year" }, { locale: "ta" })).toBe("1 ஆண்டு");
    expect(m["detail.planDuration"]({ count: 5, unit: "day" }, { locale: "ta" })).toBe("5 நாட்கள்");
    expect(m["plans.period"]({ count: 6, unit: "month" })).toBe("6 Months");
    expect(m["plans.period"]({ count: 1, unit: "week" })).toBe("1 Week");
  });
  it("count a plan's contacts in the singular for one, in both languages", () => {
    expect(m["plans.contacts"]({ count: 1 })).toBe("1 contact");
    expect(m["plans.contacts"]({ count: 25 })).toBe("25 contacts");
    expect(m["detail.contactsLeft"]({ left: 0, limit: 1 })).toBe("0 of 1 contact left");
    expect(m["detail.contactsLeft"]({ left: 3, limit: 10 })).toBe("3 of 10 contacts left");
    expect(m["detail.contactsLeft"]({ left: 1, limit: 1 }, { locale: "ta" })).toBe("மீதமுள்ள தொடர்பு: 1 / 1");
    expect(m["detail.contactsLeft"]({ left: 3, limit: 10 }, { locale: "ta" })).toBe(
      "மீதமுள்ள தொடர்புகள்: 3 / 10",
    );
  });
  it("count with a formatted figure, choosing by the number", () => {
    expect(m["searchResults.count"]({ count: 1, shown: "1" })).toBe("1 property");
    expect(m["searchResults.count"]({ count: 1200, shown: "1,200" })).toBe("1,200 properties");
    expect(m["profile.views"]({ count: 1, shown: "1" }, { locale: "ta" })).toBe("1 பார்வை");
    expect(m["profile.reveals"]({ count: 0, shown: "0" })).toBe("0 contact reveals");
    expect(m["customers.count"]({ count: 1 })).toBe("1 customer");
  });
});

describe("locale paths", () => {
  it("read the locale from the path's prefix", () => {
    expect(localeOfPath("/ta")).toBe("ta");
    expect(localeOfPath("/ta/common/Sell")).toBe("ta");
    expect(localeOfPath("/common/Sell")).toBe("en");
    expect(localeOfPath("/tamil-nadu")).toBe("en");
  });
  it("put a page's path in a locale, keeping its query and hash", () => {
    expect(localizedPath("/common/Sell", "ta")).toBe("/ta/common/Sell");
    expect(localizedPath("/ta/common/Sell", "en")).toBe("/common/Sell");
    expect(localizedPath("/", "ta")).toBe("/ta");
    expect(localizedPath("/ta", "en")).toBe("/");
    expect(localizedPath("/propertylisting?city=Salem#top", "ta")).toBe("/ta/propertylisting?city=Salem#top");
    expect(unlocalizedPath("/ta/sell")).toBe("/sell");
  });
  it("leave the API, files, the admin console and other sites alone", () => {
    for (const path of [
      "/api/v1/listings",
      "/favicon.svg",
      "/adminhome",
      "/admin/audit",
      "https://x.test/",
      "//x.test",
    ])
      expect(localizedPath(path, "ta")).toBe(path);
  });
});
