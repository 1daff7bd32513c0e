import { describe, expect, it } from "vitest";
import { isPublicStatus } from "#shared/values.ts";
import { refusalMessage } from "./transitions.ts";

describe("a refused decision's message", () => {
  it.each([
    ["approved", "This property is already approved."],
    ["rejected", "This property is already rejected."],
  ] as const)("refuses to repeat a decision: %s", (current, message) => {
    expect(refusalMessage("repeat", current)).toBe(message);
  });

  it.each([
    ["approved", "approved"],
    ["rejected", "rejected"],
    ["pending", "sent back for approval"],
    ["lapsed", "taken off the site, as its owner did not confirm it"],
    ["closed", "marked sold or let by its owner"],
  ] as const)("refuses a decision taken on a stale view: now %s", (current, word) => {
    expect(refusalMessage("stale", current)).toBe(
      `This property was ${word} meanwhile. Please look at it again before deciding.`,
    );
  });

  it("says which states are public", () => {
    expect(isPublicStatus("approved")).toBe(true);
    expect(isPublicStatus("pending")).toBe(false);
    expect(isPublicStatus("rejected")).toBe(false);
  });
});
