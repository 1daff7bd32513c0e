import { describe, expect, it } from "vitest";
import { isDocumentId } from "./document-id.ts";

describe("isDocumentId", () => {
  it("takes the ids we hand out and any other text Firestore stores", () => {
    for (const id of [
      "0d1c2b3a-4f5e-4d6c-8b7a-9f8e7d6c5b4a",
      "sell",
      "Xy3kQ9wLm2Rt8vBn4Hs1",
      "a b",
      "நிலம்",
      "_x_",
      "__x",
      "x__",
      "a.b",
      "...",
      "x".repeat(1500),
    ])
      expect(isDocumentId(id), id.slice(0, 20)).toBe(true);
  });

  it("refuses what Firestore refuses: empty, a slash, a dot path, its reserved __…__ form, over 1,500 bytes", () => {
    for (const id of [
      "",
      "a/b",
      "/",
      ".",
      "..",
      "__x__",
      "__proto__",
      "____",
      "__\n__",
      "x".repeat(1501),
      "ந".repeat(501),
      "\ud800",
      `a\udc00b`,
    ])
      expect(isDocumentId(id), JSON.stringify(id.slice(0, 20))).toBe(false);
  });
});
