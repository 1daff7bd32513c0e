import { describe, expect, it } from "vitest";
import type { ListingDoc } from "#server/db/documents.ts";
import type { ListingStatus } from "#shared/values.ts";
import { assertMayChange, moderationAfterEdit } from "./access.ts";

const then = new Date("2026-01-01T00:00:00Z");
const now = new Date("2026-02-01T00:00:00Z");

function listing(status: ListingStatus): ListingDoc {
  return {
    ownerId: "owner",
    status,
    rejectionReason: status === "rejected" ? "Blurred photos" : null,
    submittedAt: then,
    approvedAt: status === "approved" ? then : null,
    rejectedAt: status === "rejected" ? then : null,
  } as ListingDoc;
}

const owner = { id: "owner", isAdmin: false };
const admin = { id: "admin", isAdmin: true };
const stranger = { id: "someone", isAdmin: false };

describe("assertMayChange", () => {
  it("lets the owner and admins change a listing in any state", () => {
    for (const status of ["pending", "approved", "rejected"] as const) {
      expect(() => assertMayChange(listing(status), owner)).not.toThrow();
      expect(() => assertMayChange(listing(status), admin)).not.toThrow();
    }
  });

  it("refuses anyone else: 403 where the listing is public, 404 where they cannot see it", () => {
    expect(() => assertMayChange(listing("approved"), stranger)).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    for (const status of ["pending", "rejected"] as const)
      expect(() => assertMayChange(listing(status), stranger)).toThrow(
        expect.objectContaining({ status: 404, message: "No property details found." }),
      );
    expect(() => assertMayChange(undefined, admin)).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe("moderationAfterEdit", () => {
  it("sends the owner's edit of an approved or rejected listing back to pending, as a new submission", () => {
    for (const status of ["approved", "rejected"] as const)
      expect(moderationAfterEdit(listing(status), owner, now)).toEqual({
        status: "pending",
        rejectionReason: null,
        submittedAt: now,
        approvedAt: null,
        rejectedAt: null,
      });
  });

  it("keeps a pending listing's place in the queue", () => {
    expect(moderationAfterEdit(listing("pending"), owner, now)).toMatchObject({
      status: "pending",
      submittedAt: then,
    });
  });

  it("leaves the state as it is after an admin's edit, even of the admin's own listing", () => {
    expect(moderationAfterEdit(listing("approved"), admin, now)).toMatchObject({
      status: "approved",
      approvedAt: then,
    });
    const adminsOwn = { ...listing("approved"), ownerId: "admin" };
    expect(moderationAfterEdit(adminsOwn, admin, now).status).toBe("approved");
    expect(moderationAfterEdit(listing("rejected"), admin, now)).toMatchObject({
      status: "rejected",
      rejectionReason: "Blurred photos",
    });
  });
});
