import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirect("/profile?tab=wishlist", "/")).toBe("/profile?tab=wishlist");
  });
  it.each([null, "", "https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "falls back for %s",
    (target) => {
      expect(safeRedirect(target, "/common/Sell")).toBe("/common/Sell");
    },
  );
});
