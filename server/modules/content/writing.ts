// What the banner and collection writes share: who acted, the admin's one upload taken in the transaction, and
// failures said in the words of SPEC §8.
import type { Transaction } from "firebase-admin/firestore";
import type { ListingMedia } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { takeUploads } from "#server/modules/media/uploads.ts";
import { CONTENT_MESSAGES } from "#shared/forms/content.ts";

/** Who acted, for the audit log. */
export interface ContentActor {
  actorId: string;
  requestId?: string | null;
}

/** A failure that is not the admin's mistake, said in the words of SPEC §8 (and logged with its cause as a 500). */
export function failedWith(message: string, code: string) {
  return (error: unknown): never => {
    if (error instanceof AppError) throw error;
    throw new AppError({ status: 500, code, message, cause: error });
  };
}

/** The admin's own upload, read in the transaction; an unknown or already used one says the upload failed. */
export async function takeOneUpload(
  db: Db,
  input: { tx: Transaction; ownerId: string; uploadId: string },
): Promise<{ media: ListingMedia; attach(): void }> {
  try {
    const { media, attach } = await takeUploads(db, {
      tx: input.tx,
      ownerId: input.ownerId,
      uploadIds: [input.uploadId],
    });
    return { media: media[0]!, attach };
  } catch (error) {
    if (error instanceof AppError && error.code === "unknown_upload")
      throw new AppError({
        status: 400,
        code: "unknown_upload",
        message: CONTENT_MESSAGES.uploadFailed,
        fieldErrors: { uploadId: [CONTENT_MESSAGES.uploadFailed] },
      });
    throw error;
  }
}
