import { describe, expect, it } from "vitest";
import type { ListingDoc } from "#server/db/documents.ts";
import type { ListingStatus } from "#shared/values.ts";
import { assertMayChange } from "./access.ts";

const then = new Date("2026-01-01T00:00:00Z");

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
