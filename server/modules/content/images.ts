// Pictures of banners and collections: an admin's upload (media/uploads.ts, the listings' pipeline) turned into
// what a banner group or a collection stores, and the files of replaced or deleted pictures removed after the
// commit that dropped them.
import type { Storage } from "#server/adapters/storage/storage.ts";
import type { BannerImage, CollectionDoc, ListingMedia, MediaVariant } from "#server/db/documents.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { deleteMediaFiles, type StoredFiles } from "#server/modules/media/uploads.ts";
import { setFilesPublic } from "#server/modules/media/visibility.ts";
import { CONTENT_MESSAGES } from "#shared/forms/content.ts";

export type CollectionImage = NonNullable<CollectionDoc["image"]>;

/** Deleting stored files happens after the commit; a failure there is logged, never the caller's error. */
export interface FileCleanup {
  storage: Storage;
  logger?: Pick<Logger, "warn">;
}

/** A video cannot be a banner or a collection's picture. */
function photoOf(media: ListingMedia): ListingMedia {
  if (media.kind !== "image")
    throw new AppError({
      status: 400,
      code: "not_a_photo",
      message: CONTENT_MESSAGES.photosOnly,
      fieldErrors: { uploadId: [CONTENT_MESSAGES.photosOnly] },
    });
  return media;
}

export function bannerImageOf(
  media: ListingMedia,
  { alt, altTa }: { alt: string; altTa: string | null },
): BannerImage {
  const photo = photoOf(media);
  return {
    id: photo.id,
    url: photo.url,
    storageKey: photo.storageKey,
    alt,
    altTa,
    width: photo.width,
    height: photo.height,
    variants: photo.variants,
    avifVariants: photo.avifVariants ?? [],
  };
}

export function collectionImageOf(media: ListingMedia): CollectionImage {
  const photo = photoOf(media);
  return {
    url: photo.url,
    storageKey: photo.storageKey,
    variants: photo.variants,
    avifVariants: photo.avifVariants ?? [],
  };
}

/** What the audit log keeps of a picture: enough to find it again, not its renditions. */
export const auditedImage = (image: { url: string; alt?: string; altTa?: string | null } | null) =>
  image
    ? {
        url: image.url,
        ...(image.alt === undefined ? {} : { alt: image.alt }),
        ...(image.altTa ? { altTa: image.altTa } : {}),
      }
    : null;

/** The list's thumbnail: the narrowest rendition at least 240 px wide (shown ~120 px), else the picture. */
export function thumbOf(image: { url: string; variants: readonly MediaVariant[] }): string {
  const widths = [...image.variants].sort((a, b) => a.width - b.width);
  return (widths.find((v) => v.width >= 240) ?? widths.at(-1))?.url ?? image.url;
}

/**
 * Makes a saved picture's files public (an upload is private until then); after the commit, a failure logged: the
 * admin sees the picture missing and can save it again.
 */
export async function publishPicture(
  cleanup: FileCleanup,
  picture: StoredFiles,
  context: Record<string, unknown>,
): Promise<void> {
  try {
    await setFilesPublic(cleanup.storage, [picture], true);
  } catch (error) {
    cleanup.logger?.warn({ err: error, ...context }, "the files of a saved picture could not be made public");
  }
}

/** Deletes the files of pictures no document holds any more; shared seed files (null keys) are kept. */
export async function removePictureFiles(
  cleanup: FileCleanup,
  pictures: readonly StoredFiles[],
  context: Record<string, unknown>,
): Promise<void> {
  if (pictures.length === 0) return;
  try {
    await deleteMediaFiles(cleanup.storage, pictures);
  } catch (error) {
    cleanup.logger?.warn(
      { err: error, ...context },
      "stored files of a removed picture could not be deleted",
    );
  }
}
