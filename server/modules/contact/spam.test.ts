import { describe, expect, it } from "vitest";
import { hashClientAddress, issueFormToken, judgeSubmission, MAX_FORM_AGE_MS, MIN_FILL_MS } from "./spam.ts";

const rendered = Date.UTC(2026, 10, 23, 10, 0, 0);
const token = issueFormToken(rendered);

describe("contact form spam checks", () => {
  it("lets a person through after the minimum fill time", () => {
    expect(judgeSubmission({ honeypot: "", token }, rendered + MIN_FILL_MS)).toBe("ok");
    expect(judgeSubmission({ honeypot: undefined, token }, rendered + 60_000)).toBe("ok");
  });

  it("spots a filled honeypot before anything else", () => {
    expect(judgeSubmission({ honeypot: "https://spam.example", token }, rendered + 60_000)).toBe("honeypot");
    expect(judgeSubmission({ honeypot: "x", token: undefined }, rendered)).toBe("honeypot");
    expect(judgeSubmission({ honeypot: "   ", token }, rendered + 60_000)).toBe("ok");
  });

  it("refuses a form sent sooner than a person could fill it", () => {
    expect(judgeSubmission({ honeypot: "", token }, rendered + 500)).toBe("too-fast");
    expect(judgeSubmission({ honeypot: "", token }, rendered + MIN_FILL_MS - 1)).toBe("too-fast");
  });

  it("treats a missing, altered, future or very old token as a stale form", () => {
    const [time, hash] = token.split(".");
    const now = rendered + 60_000;
    expect(judgeSubmission({ honeypot: "", token: undefined }, now)).toBe("stale-form");
    expect(judgeSubmission({ honeypot: "", token: "" }, now)).toBe("stale-form");
    expect(judgeSubmission({ honeypot: "", token: `${Number(time) - 60_000}.${hash}` }, now)).toBe(
      "stale-form",
    );
    expect(judgeSubmission({ honeypot: "", token: `${time}.${"A".repeat(22)}` }, now)).toBe("stale-form");
    expect(judgeSubmission({ honeypot: "", token: issueFormToken(now + 1000) }, now)).toBe("stale-form");
    expect(judgeSubmission({ honeypot: "", token }, rendered + MAX_FORM_AGE_MS + 1)).toBe("stale-form");
    expect(judgeSubmission({ honeypot: "", token: ["a"] }, now)).toBe("stale-form");
  });

  it("keeps a stable hash of the address, never the address itself", () => {
    expect(hashClientAddress("203.0.113.7")).toBe(hashClientAddress("203.0.113.7"));
    expect(hashClientAddress("203.0.113.7")).not.toBe(hashClientAddress("203.0.113.8"));
    expect(hashClientAddress("203.0.113.7")).not.toContain("203");
    expect(hashClientAddress(null)).toBe(hashClientAddress(null));
  });
});
