// The admin's home-page content forms (SPEC §2 "Banner manager", §3 "Collection", §5 "Banner"): pure zod
// (zod/mini, small in the browser), used by the pages for instant messages and by the server as the authority.
// The banner messages of SPEC §8 are word for word.
import * as z from "zod/mini";
import { isDocumentId } from "../document-id.ts";
import { type ListingType, PROPERTY_NAMES } from "../values.ts";
import { checkField, firstMessages } from "./field-errors.ts";
import { optionalText, requiredChoice, requiredText } from "./listing-fields.ts";

/** The banner group each listing type's home page shows: its document id is the type (`bannerGroups/sell`). */
export const TYPE_BANNER_GROUPS: readonly { id: ListingType; name: string }[] = [
  { id: "sell", name: "Buy" },
  { id: "rent", name: "Rent" },
  { id: "lease", name: "Lease" },
];

/** SPEC §9: a group keeps more than this many images before one may be deleted. */
export const MIN_BANNER_IMAGES = 2;
/** SPEC §2 and §9: the size a banner is made for. */
export const BANNER_SIZE = { width: 6912, height: 3456 } as const;

export const CONTENT_LIMITS = { alt: 160, title: 60, description: 400 } as const;

export const CONTENT_MESSAGES = {
  imageUploaded: "Image uploaded successfully!",
  bannerAdded: "Banner updated in the database successfully!",
  bannerReplaced: "Banner image replaced successfully in the database!",
  altSaved: "Alt text saved.",
  imageDeleted: "Image deleted successfully!",
  uploadFailed: "Failed to upload image.",
  addFailed: "Failed to update banner in the database.",
  replaceFailed: "Failed to save image.",
  deleteFailed: "Failed to delete image.",
  keepTwo: `A banner group keeps at least ${MIN_BANNER_IMAGES} images: add another before deleting this one.`,
  photosOnly: "Banners and collections show photos: choose a JPEG, PNG or WebP image, not a video.",
  noBanners: "No banner images available.",
  unknownGroup: "This banner group does not exist.",
  unknownImage: "This banner image is no longer in its group. Reload the page to see the current images.",
  altRequired: "Alt text is required.",
  chooseImage: "Choose an image.",
  titleRequired: "Title is required.",
  descriptionRequired: "Description is required.",
  propertyNameRequired: "Property Name is required.",
  propertyNameInvalid: `Property Name must be one of ${PROPERTY_NAMES.join(", ")}.`,
  collectionAdded: "Collection added successfully!",
  collectionUpdated: "Collection updated successfully!",
  collectionDeleted: "Collection deleted successfully!",
  collectionMoved: "Collection moved.",
  collectionSaveFailed: "Failed to save the collection. Please try again.",
  collectionDeleteFailed: "Failed to delete the collection. Please try again.",
  unknownCollection: "This collection no longer exists. Reload the page to see the current collections.",
} as const;

/** An id as the server hands them out (UUIDs, or a listing type for the type's banner group). */
const documentId = (message: string) =>
  z
    .string({ message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.regex(/^[\w-]{1,64}$/, message),
      z.refine(isDocumentId, message),
    );

/** Blank (the form's empty hidden field) is no upload. */
const optionalUploadId = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => (value?.trim() ? value.trim() : undefined)),
);
const requiredUploadId = documentId(CONTENT_MESSAGES.chooseImage);

const alt = requiredText("Alt text", CONTENT_MESSAGES.altRequired, CONTENT_LIMITS.alt);
/** What Tamil pages show instead of the English text, when the admin gives one (blank: the English). */
const altTa = optionalText("Alt text in Tamil", CONTENT_LIMITS.alt);

/** Add a banner image: the admin's upload, into a group, with its alt text. */
export const bannerAddSchema = z.object({
  groupId: documentId(CONTENT_MESSAGES.unknownGroup),
  uploadId: requiredUploadId,
  alt,
  altTa,
});
export type BannerAddInput = z.infer<typeof bannerAddSchema>;

/** Replace a banner image in place with a new upload, or, without one, change only its alt text. */
export const bannerReplaceSchema = z.object({ uploadId: optionalUploadId, alt, altTa });
export type BannerReplaceInput = z.infer<typeof bannerReplaceSchema>;

/** Edit a featured collection: without an upload the image stays as it is. */
export const collectionFormSchema = z.object({
  title: requiredText("Title", CONTENT_MESSAGES.titleRequired, CONTENT_LIMITS.title),
  description: requiredText("Description", CONTENT_MESSAGES.descriptionRequired, CONTENT_LIMITS.description, {
    multiline: true,
  }),
  titleTa: optionalText("Title in Tamil", CONTENT_LIMITS.title),
  descriptionTa: optionalText("Description in Tamil", CONTENT_LIMITS.description, { multiline: true }),
  propertyName: requiredChoice("Property Name", PROPERTY_NAMES, {
    required: CONTENT_MESSAGES.propertyNameRequired,
    invalid: CONTENT_MESSAGES.propertyNameInvalid,
  }),
  uploadId: optionalUploadId,
});
export type CollectionFormInput = z.infer<typeof collectionFormSchema>;

/** A new collection: the same form, with its image required. */
export const newCollectionSchema = z.extend(collectionFormSchema, { uploadId: requiredUploadId });
export type NewCollectionInput = z.infer<typeof newCollectionSchema>;

export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];
export const moveSchema = z.object({
  direction: z.enum(MOVE_DIRECTIONS, { message: "direction must be up or down." }),
});

/** Field → first message, the shape the forms show beside their inputs. */
export const contentFieldErrors = (error: z.core.$ZodError) => firstMessages(error);

/** One field's message while the admin types; undefined when the value is fine. */
export const checkContentField = (schema: z.ZodMiniObject, field: string, value: string) =>
  checkField(schema, field, value);
