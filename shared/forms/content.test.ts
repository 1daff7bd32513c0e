import { describe, expect, it } from "vitest";
import {
  bannerAddSchema,
  bannerReplaceSchema,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  checkContentField,
  collectionFormSchema,
  contentFieldErrors,
  moveSchema,
  newCollectionSchema,
  TYPE_BANNER_GROUPS,
} from "./content.ts";

const UPLOAD = "4b0c4d7e-1f2a-4c3b-9d8e-0a1b2c3d4e5f";

describe("banner forms", () => {
  it("add: a group, the admin's upload and the alt text, trimmed", () => {
    expect(bannerAddSchema.parse({ groupId: "rent", uploadId: UPLOAD, alt: "  Shops in Salem " })).toEqual({
      groupId: "rent",
      uploadId: UPLOAD,
      alt: "Shops in Salem",
      altTa: null,
    });
  });

  it("add and replace: a Tamil alt text is optional, trimmed, and checked like the alt text", () => {
    const base = { groupId: "rent", uploadId: UPLOAD, alt: "Shops in Salem" };
    expect(bannerAddSchema.parse({ ...base, altTa: " சேலத்தில் கடைகள் " }).altTa).toBe("சேலத்தில் கடைகள்");
    expect(bannerReplaceSchema.parse({ alt: "Shops", altTa: "   " }).altTa).toBeNull();
    const tooLong = bannerAddSchema.safeParse({ ...base, altTa: "க".repeat(CONTENT_LIMITS.alt + 1) });
    expect(contentFieldErrors(tooLong.error!)).toEqual({
      altTa: `Alt text in Tamil must be at most ${CONTENT_LIMITS.alt} characters.`,
    });
    expect(bannerAddSchema.safeParse({ ...base, altTa: "கடை\u0007" }).success).toBe(false);
  });

  it("add: alt text and an image are required, each with its message", () => {
    const result = bannerAddSchema.safeParse({ groupId: "sell", uploadId: "", alt: "   " });
    expect(contentFieldErrors(result.error!)).toEqual({
      uploadId: CONTENT_MESSAGES.chooseImage,
      alt: "Alt text is required.",
    });
    expect(contentFieldErrors(bannerAddSchema.safeParse({}).error!)).toEqual({
      groupId: CONTENT_MESSAGES.unknownGroup,
      uploadId: CONTENT_MESSAGES.chooseImage,
      alt: "Alt text is required.",
    });
  });

  it("add: refuses ids that are not ours and alt text that is too long or not text", () => {
    const result = bannerAddSchema.safeParse({
      groupId: "../users/x",
      uploadId: UPLOAD,
      alt: "a".repeat(CONTENT_LIMITS.alt + 1),
    });
    expect(Object.keys(contentFieldErrors(result.error!)).sort()).toEqual(["alt", "groupId"]);
    expect(bannerAddSchema.safeParse({ groupId: "sell", uploadId: UPLOAD, alt: "Tab\u0007" }).success).toBe(
      false,
    );
  });

  it("replace: the upload is optional (blank is none: only the alt text changes)", () => {
    expect(bannerReplaceSchema.parse({ uploadId: "", alt: "Plots" })).toEqual({
      uploadId: undefined,
      alt: "Plots",
      altTa: null,
    });
    expect(bannerReplaceSchema.parse({ alt: "Plots" })).toEqual({
      uploadId: undefined,
      alt: "Plots",
      altTa: null,
    });
    expect(bannerReplaceSchema.parse({ uploadId: UPLOAD, alt: "Plots" }).uploadId).toBe(UPLOAD);
    expect(contentFieldErrors(bannerReplaceSchema.safeParse({ uploadId: UPLOAD }).error!)).toEqual({
      alt: "Alt text is required.",
    });
  });

  it("names a group for each listing type, the type being its id", () => {
    expect(TYPE_BANNER_GROUPS.map((group) => [group.id, group.name])).toEqual([
      ["sell", "Buy"],
      ["rent", "Rent"],
      ["lease", "Lease"],
    ]);
  });
});

describe("collection forms", () => {
  const valid = {
    title: "Farm houses",
    description: "Weekend homes among coconut groves.\nOwner direct.",
    propertyName: "Farm House",
  };

  it("edit: title, description and a property name; the image is optional", () => {
    expect(collectionFormSchema.parse({ ...valid, uploadId: "" })).toEqual({
      ...valid,
      titleTa: null,
      descriptionTa: null,
      uploadId: undefined,
    });
    expect(
      collectionFormSchema.parse({ ...valid, titleTa: " பண்ணை வீடுகள் ", descriptionTa: "வரி 1\nவரி 2" }),
    ).toMatchObject({ titleTa: "பண்ணை வீடுகள்", descriptionTa: "வரி 1\nவரி 2" });
    // The property name as the list spells it, whatever the case sent.
    expect(collectionFormSchema.parse({ ...valid, propertyName: "farm house" }).propertyName).toBe(
      "Farm House",
    );
  });

  it("new: the image is required", () => {
    expect(newCollectionSchema.parse({ ...valid, uploadId: UPLOAD }).uploadId).toBe(UPLOAD);
    expect(contentFieldErrors(newCollectionSchema.safeParse(valid).error!)).toEqual({
      uploadId: CONTENT_MESSAGES.chooseImage,
    });
  });

  it("says what is missing, field by field", () => {
    const result = newCollectionSchema.safeParse({ title: " ", description: "", propertyName: "" });
    expect(contentFieldErrors(result.error!)).toEqual({
      title: "Title is required.",
      description: "Description is required.",
      propertyName: "Property Name is required.",
      uploadId: CONTENT_MESSAGES.chooseImage,
    });
    expect(
      contentFieldErrors(collectionFormSchema.safeParse({ ...valid, propertyName: "Castle" }).error!),
    ).toEqual({ propertyName: CONTENT_MESSAGES.propertyNameInvalid });
  });

  it("checks one field at a time for instant messages", () => {
    expect(checkContentField(collectionFormSchema, "title", "")).toBe("Title is required.");
    expect(checkContentField(collectionFormSchema, "title", "Houses")).toBeUndefined();
    expect(checkContentField(bannerAddSchema, "alt", " ")).toBe("Alt text is required.");
  });
});

describe("move", () => {
  it("is up or down", () => {
    expect(moveSchema.parse({ direction: "up" })).toEqual({ direction: "up" });
    expect(moveSchema.safeParse({ direction: "left" }).success).toBe(false);
  });
});
