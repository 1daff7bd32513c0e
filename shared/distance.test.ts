import { describe, expect, it } from "vitest";
import { formatDistance } from "./distance.ts";

describe("formatDistance", () => {
  it("shows one decimal under 10 km and whole km beyond, in both languages", () => {
    expect(formatDistance(4.23, "en")).toBe("4.2 km");
    expect(formatDistance(4.0, "en")).toBe("4.0 km");
    expect(formatDistance(23.4, "en")).toBe("23 km");
    expect(formatDistance(4.23, "ta")).toBe("4.2 கி.மீ.");
  });

  it("never says 0 km", () => {
    expect(formatDistance(0, "en")).toBe("0.1 km");
    expect(formatDistance(0.02, "en")).toBe("0.1 km");
  });
});
