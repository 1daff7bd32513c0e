import { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { ListingDoc } from "#server/db/documents.ts";
import { applyTransition } from "./lifecycle.ts";

// A transaction that reads the documents given and records every write by collection (no database needed).
function fakeTransaction(docs: Record<string, unknown> = {}) {
  const writes: Array<{ kind: string; collection: string; data: Record<string, unknown> }> = [];
  const record = (kind: string) => (ref: { path: string }, data: Record<string, unknown>) => {
    writes.push({ kind, collection: ref.path.split("/")[0]!, data });
  };
  const tx = {
    get: async (ref: { path: string }) => ({ data: () => docs[ref.path] }),
    set: record("set"),
    create: record("create"),
    update: record("update"),
  };
  return { tx: tx as unknown as FirebaseFirestore.Transaction, writes };
}

const db = new Firestore({ projectId: "lifecycle-test" });
const now = new Date("2026-02-01T00:00:00Z");
const collections = (writes: ReturnType<typeof fakeTransaction>["writes"]) => writes.map((w) => w.collection);

describe("applyTransition", () => {
  it("submits a new listing: the listing, its count and the audit entry, with no public change", async () => {
    const { tx, writes } = fakeTransaction();
    const created = {
      ownerId: "owner",
      types: "sell",
      code: "NL-000001",
      media: [],
    } as unknown as ListingDoc;
    const moved = await applyTransition(db, {
      tx,
      listingId: "a",
      transition: "submit",
      actor: { kind: "owner", id: "owner" },
      now,
      create: created,
      auditData: { code: "NL-000001", files: 0 },
    });
    expect(moved.status).toBe("pending");
    expect(collections(writes)).toEqual(["listings", "counters", "auditLog"]);
    expect(writes[2]!.data).toMatchObject({ action: "listing.create", actorId: "owner", data: { files: 0 } });
  });

  it("approves with the decision's audit changes and the owner's e-mail", async () => {
    const listing = {
      ownerId: "owner",
      types: "sell",
      code: "NL-000002",
      propertyName: "House",
      city: "Salem",
      status: "pending",
      heldForReports: null,
    } as unknown as ListingDoc;
    const { tx, writes } = fakeTransaction({
      "listings/b": listing,
      "users/owner": { email: "owner@example.com", firstName: "Owner" },
    });
    const moved = await applyTransition(db, {
      tx,
      listingId: "b",
      transition: "approve",
      actor: { kind: "admin", id: "admin" },
      now,
      mail: { siteUrl: "https://nilam.example" },
    });
    expect(moved.status).toBe("approved");
    expect(collections(writes)).toEqual(["listings", "counters", "publicChanges", "auditLog", "mailOutbox"]);
    expect(moved.mailIds).toHaveLength(1);
  });
});
