import { describe, expect, it } from "vitest";
import { emptyListingForm } from "#shared/forms/listing-values.ts";
import { clearDraft, draftKey, readDraft, saveDraft } from "./draft.ts";

/** localStorage's interface over a Map. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const upload = {
  id: "9b7d3f0e-1c2a-4b5d-8e6f-0a1b2c3d4e5f",
  name: "front.jpg",
  media: { kind: "image" as const, url: "/media/a.webp", thumbUrl: "/media/a-480.webp" },
};

describe("the Sell form's draft", () => {
  it("keeps what was typed and the finished uploads, per member", () => {
    const storage = memoryStorage();
    const start = emptyListingForm();
    const values = { ...start, propertyName: "Land", budget: "12,50,000" };
    saveDraft(storage, draftKey("uid-1"), { values, uploads: [upload], start });
    expect(readDraft(storage, draftKey("uid-1"))).toEqual({ version: 1, values, uploads: [upload] });
    expect(readDraft(storage, draftKey("uid-2"))).toBeNull();
    clearDraft(storage, draftKey("uid-1"));
    expect(readDraft(storage, draftKey("uid-1"))).toBeNull();
  });

  it("keeps nothing for an untouched form", () => {
    const storage = memoryStorage();
    const start = emptyListingForm();
    saveDraft(storage, "k", { values: { ...start, city: "Erode" }, uploads: [], start });
    expect(readDraft(storage, "k")).not.toBeNull();
    saveDraft(storage, "k", { values: start, uploads: [], start });
    expect(storage.getItem("k")).toBeNull();
  });

  it("ignores what it did not write: other versions, unknown fields, broken uploads, bad JSON", () => {
    const storage = memoryStorage();
    storage.setItem("old", JSON.stringify({ version: 0, values: {}, uploads: [] }));
    expect(readDraft(storage, "old")).toBeNull();
    storage.setItem("bad", "{");
    expect(readDraft(storage, "bad")).toBeNull();
    storage.setItem(
      "mixed",
      JSON.stringify({
        version: 1,
        values: { city: "Salem", isAdmin: "yes", budget: 5 },
        uploads: [upload, { id: "x" }, { ...upload, media: { ...upload.media, kind: "audio" } }],
      }),
    );
    expect(readDraft(storage, "mixed")).toEqual({ version: 1, values: { city: "Salem" }, uploads: [upload] });
  });

  it("goes on without a draft when the storage refuses", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const start = emptyListingForm();
    expect(() =>
      saveDraft(storage, "k", { values: { ...start, city: "Salem" }, uploads: [], start }),
    ).not.toThrow();
    expect(readDraft(null, "k")).toBeNull();
  });
});
