import { describe, expect, it } from "vitest";
import { auditEntry, changedFields } from "./record.ts";

describe("changedFields", () => {
  it("keeps only the fields whose values differ, in the order they first appear", () => {
    expect(
      changedFields(
        { name: "Gold", priceRupees: 999, duration: 1, timeUnit: "Month" },
        { name: "Gold", priceRupees: 1299, duration: 3, timeUnit: "Month" },
      ),
    ).toEqual([
      { field: "priceRupees", before: 999, after: 1299 },
      { field: "duration", before: 1, after: 3 },
    ]);
  });

  it("counts a missing field as null, on either side", () => {
    expect(changedFields({ reason: "Blurred photos" }, {})).toEqual([
      { field: "reason", before: "Blurred photos", after: null },
    ]);
    expect(changedFields(null, { status: "approved" })).toEqual([
      { field: "status", before: null, after: "approved" },
    ]);
    expect(changedFields(undefined, undefined)).toEqual([]);
    expect(changedFields({ handledAt: null }, {})).toEqual([]);
  });

  it("compares dates by time and arrays and objects by content", () => {
    const at = new Date("2026-03-01T10:00:00Z");
    expect(changedFields({ handledAt: at }, { handledAt: new Date(at.getTime()) })).toEqual([]);
    expect(changedFields({ handledAt: at }, { handledAt: null })).toEqual([
      { field: "handledAt", before: at, after: null },
    ]);
    expect(changedFields({ types: ["Sell", "Rent"] }, { types: ["Sell", "Rent"] })).toEqual([]);
    expect(changedFields({ types: ["Sell"] }, { types: ["Sell", "Lease"] })).toEqual([
      { field: "types", before: ["Sell"], after: ["Sell", "Lease"] },
    ]);
    expect(changedFields({ image: { url: "/a.webp" } }, { image: { url: "/b.webp" } })).toHaveLength(1);
  });

  it("tells 0, empty text and false from null", () => {
    expect(
      changedFields({ price: 0, note: "", active: false }, { price: null, note: null, active: null }),
    ).toEqual([
      { field: "price", before: 0, after: null },
      { field: "note", before: "", after: null },
      { field: "active", before: false, after: null },
    ]);
  });
});

describe("auditEntry", () => {
  const now = new Date("2026-03-02T04:30:00Z");

  it("stores who, what, which record and when, with the changed fields under data.changes", () => {
    expect(
      auditEntry(
        {
          actorId: "admin-1",
          action: "plan.update",
          entityType: "plan",
          entityId: "plan-gold",
          before: { name: "Gold", priceRupees: 999 },
          after: { name: "Gold", priceRupees: 1299 },
          data: { note: "festival price" },
          requestId: "req-1",
        },
        now,
      ),
    ).toEqual({
      actorId: "admin-1",
      action: "plan.update",
      entityType: "plan",
      entityId: "plan-gold",
      data: { note: "festival price", changes: [{ field: "priceRupees", before: 999, after: 1299 }] },
      requestId: "req-1",
      ip: null,
      createdAt: now,
    });
  });

  it("has no changes at all for an action that gave no before or after (a deletion, a submission)", () => {
    const entry = auditEntry(
      { actorId: null, action: "customer.delete", entityType: "user", entityId: "u1", data: { listings: 2 } },
      now,
    );
    expect(entry.data).toEqual({ listings: 2 });
    expect(entry.actorId).toBeNull();
    expect(entry.requestId).toBeNull();
  });

  it("records an update that changed nothing as an empty list, and lets the diff win over a stray data.changes", () => {
    const same = { name: "Gold" };
    expect(
      auditEntry(
        { actorId: "a", action: "plan.update", entityType: "plan", entityId: "p", before: same, after: same },
        now,
      ).data,
    ).toEqual({ changes: [] });
    expect(
      auditEntry(
        {
          actorId: "a",
          action: "plan.update",
          entityType: "plan",
          entityId: "p",
          before: { name: "Gold" },
          after: { name: "Silver" },
          data: { changes: "forged" },
        },
        now,
      ).data.changes,
    ).toEqual([{ field: "name", before: "Gold", after: "Silver" }]);
  });
});
