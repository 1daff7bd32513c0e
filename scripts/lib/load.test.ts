import { describe, expect, it } from "vitest";
import { percentile, summarise, urlOfRequest } from "./load.ts";

describe("percentile", () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
  it("uses the nearest-rank method", () => {
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
  });
  it("is NaN for no samples", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("the load's figures", () => {
  it("sorts the latencies it is given, in any order", () => {
    const result = summarise([5, 1, 4, 2, 3], 1, 2);
    expect(result).toMatchObject({ requests: 5, errors: 1, seconds: 2, p50: 3, p99: 5, max: 5 });
  });
});

describe("the URL of a request", () => {
  it("is the same URL every time, unless the load numbers its requests", () => {
    expect(urlOfRequest({ url: "http://a/x?max={n}" }, 3)).toBe("http://a/x?max={n}");
    const numbered = { url: "http://a/x?max={n}", numbered: { from: 8_000_000, step: 1000 } };
    expect(urlOfRequest(numbered, 0)).toBe("http://a/x?max=8000000");
    expect(urlOfRequest(numbered, 3)).toBe("http://a/x?max=8003000");
    // The warm-up's numbers are below the measured load's: none of its answers is kept for the load.
    expect(urlOfRequest(numbered, -1)).toBe("http://a/x?max=7999000");
  });
});
