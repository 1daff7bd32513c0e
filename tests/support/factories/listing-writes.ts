// What the listing write API takes: the Sell and edit forms as the pages send them, and uploads already in place
// (uploads/{id} documents, with small real files in storage when a test looks for them on disk).
import { randomUUID } from "node:crypto";
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { ListingMedia } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import type { ListingFormFields } from "#shared/forms/listing.ts";
import { listingForm } from "./listing-form.ts";
import { uniquePhone } from "./listings.ts";

/** A complete Sell form (listing-form.ts) with a contact phone no other listing has. */
export function sellForm(
  overrides: Partial<Record<keyof ListingFormFields, string>> = {},
): ListingFormFields {
  return listingForm({ contactOwnerPhone: uniquePhone(), ...overrides });
}

/**
 * `count` uploads of `ownerId`, as POST /api/v1/uploads leaves them, without the image pipeline. With `storage`,
 * each has a small file there (`listings/u-{id}/photo.webp`) that a test can watch being deleted.
 */
export async function insertUploads(
  db: Db,
  { ownerId, count = 1, storage }: { ownerId: string; count?: number; storage?: Storage },
): Promise<{ id: string; media: ListingMedia; key: string | null }[]> {
  const uploads = await Promise.all(
    Array.from({ length: count }, async (_, position) => {
      const id = randomUUID();
      const key = storage ? `listings/u-${id}/photo.webp` : null;
      const url = storage
        ? (await storage.put(key!, new Uint8Array([82, 73, 70, 70]), "image/webp")).url
        : `/media/test/${id}.webp`;
      const media: ListingMedia = {
        id,
        kind: "image",
        url,
        storageKey: key,
        contentType: "image/webp",
        width: 1600,
        height: 1200,
        bytes: 4,
        alt: `Upload ${position + 1}`,
        variants: [{ width: 1600, height: 1200, url, key, contentType: "image/webp" }],
      };
      return { id, media, key };
    }),
  );
  const batch = db.batch();
  for (const { id, media } of uploads)
    batch.create(col.uploads(db).doc(id), { ownerId, media, createdAt: new Date() });
  await batch.commit();
  return uploads;
}
