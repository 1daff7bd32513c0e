import { describe, expect, it } from "vitest";
import { editListingSchema } from "#shared/forms/listing.ts";
import { toStoredListing } from "#shared/forms/listing-values.ts";
import { listingForm } from "#tests/support/factories/listing-form.ts";
import { changedListingFields, type ListingVersion, resubmissionAfterEdit } from "./resubmission.ts";

/** A listing version as the edit form would store it, from form strings (undefined: a field not sent). */
function version(
  form: Record<string, string | undefined> = {},
  mediaIds: readonly string[] = ["a", "b"],
): ListingVersion {
  const values = editListingSchema.parse({ ...listingForm(), keepMediaIds: [], uploadIds: [], ...form });
  const { listing, contact } = toStoredListing(values);
  return { fields: listing, contact, mediaIds };
}

describe("changedListingFields", () => {
  it("finds nothing when nothing changed (areas in cents survive the round trip)", () => {
    expect(changedListingFields(version(), version())).toEqual([]);
  });

  it("names the form fields changed, in the form's order, photos last", () => {
    const after = version({ city: "Erode", budget: "50,00,000", contactOwnerPhone: "9123456780" }, ["a"]);
    expect(changedListingFields(version(), after)).toEqual(["budget", "contactOwnerPhone", "city", "photos"]);
  });

  it("counts an area in another unit (or a new size) as the area field, never the derived prices", () => {
    expect(changedListingFields(version(), version({ area: "6" }))).toEqual(["area"]);
    expect(changedListingFields(version(), version({ builtUpArea: "1300" }))).toEqual(["builtUpArea"]);
  });

  it("counts media added, removed or reordered as photos", () => {
    expect(changedListingFields(version(), version({}, ["a", "b", "c"]))).toEqual(["photos"]);
    expect(changedListingFields(version(), version({}, ["b", "a"]))).toEqual(["photos"]);
    expect(changedListingFields(version(), version({}, []))).toEqual(["photos"]);
  });

  it("treats a blank optional field and a missing one alike", () => {
    expect(changedListingFields(version({ amenities: "" }), version({ amenities: undefined }))).toEqual([]);
    expect(changedListingFields(version(), version({ amenities: "Car porch" }))).toEqual(["amenities"]);
  });
});

describe("a change of location (issue 34)", () => {
  const point = { latitude: "11.664325", longitude: "78.146015" };

  it("is one change named location: placed, moved, shown otherwise or cleared", () => {
    expect(changedListingFields(version(), version(point))).toEqual(["location"]);
    expect(changedListingFields(version(point), version({ ...point, latitude: "11.7" }))).toEqual([
      "location",
    ]);
    expect(changedListingFields(version(point), version({ ...point, locationShown: "area" }))).toEqual([
      "location",
    ]);
    expect(changedListingFields(version(point), version())).toEqual(["location"]);
  });

  it("is nothing when the same point comes back (shown exactly by default), whatever offset is stored", () => {
    expect(changedListingFields(version(point), version({ ...point, locationShown: "exact" }))).toEqual([]);
    const stored = version(point);
    const withOffset = {
      ...stored,
      contact: {
        ...stored.contact!,
        location: { ...stored.contact!.location!, offset: { dLat: 0.004, dLng: 0 } },
      },
    };
    expect(changedListingFields(withOffset, version(point))).toEqual([]);
  });

  it("takes its place in the form's order, after the address's fields", () => {
    const after = version({ ...point, city: "Erode", roadSide: "East" }, ["b", "a"]);
    expect(changedListingFields(version(), after)).toEqual(["city", "roadSide", "location", "photos"]);
  });
});

describe("resubmissionAfterEdit", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  const earlier = { at: new Date("2026-02-01T10:00:00Z"), changedFields: ["city"] };

  it("marks an owner's edit of an approved or rejected listing with what changed", () => {
    for (const status of ["approved", "rejected"] as const)
      expect(
        resubmissionAfterEdit({ stored: { status }, isAdminEdit: false, changed: ["budget"], now }),
      ).toEqual({ at: now, changedFields: ["budget"] });
  });

  it("adds to the marker of a re-submission still waiting, in the form's order", () => {
    expect(
      resubmissionAfterEdit({
        stored: { status: "pending", resubmission: earlier },
        isAdminEdit: false,
        changed: ["photos", "budget", "city"],
        now,
      }),
    ).toEqual({ at: now, changedFields: ["budget", "city", "photos"] });
  });

  it("leaves a first submission unmarked when its owner edits it", () => {
    expect(
      resubmissionAfterEdit({ stored: { status: "pending" }, isAdminEdit: false, changed: ["budget"], now }),
    ).toBeNull();
  });

  it("leaves the marker as it was after an admin's edit", () => {
    expect(
      resubmissionAfterEdit({
        stored: { status: "pending", resubmission: earlier },
        isAdminEdit: true,
        changed: ["budget"],
        now,
      }),
    ).toEqual(earlier);
    expect(
      resubmissionAfterEdit({ stored: { status: "approved" }, isAdminEdit: true, changed: ["budget"], now }),
    ).toBeNull();
  });
});

describe("a change of the guideline value (issue 35)", () => {
  const stated = {
    guidelineValue: "2,500",
    guidelineValueUnit: "sqft",
    guidelineValueSource: "S.No. 123/4A, Vadavalli",
  };

  it("is named guidelineValue when it is stated, cleared, or any of its three parts changes", () => {
    expect(changedListingFields(version(), version(stated))).toEqual(["guidelineValue"]);
    expect(changedListingFields(version(stated), version())).toEqual(["guidelineValue"]);
    expect(changedListingFields(version(stated), version({ ...stated, guidelineValue: "3000" }))).toEqual([
      "guidelineValue",
    ]);
    expect(changedListingFields(version(stated), version({ ...stated, guidelineValueUnit: "cent" }))).toEqual(
      ["guidelineValue"],
    );
    expect(
      changedListingFields(version(stated), version({ ...stated, guidelineValueSource: "Car Street" })),
    ).toEqual(["guidelineValue"]);
  });

  it("is nothing when the same value comes back, however grouped", () => {
    expect(changedListingFields(version(stated), version({ ...stated, guidelineValue: "2500" }))).toEqual([]);
  });

  it("names a first sale from the builder as firstSale", () => {
    expect(changedListingFields(version(), version({ firstSale: "yes" }))).toEqual(["firstSale"]);
  });
});
