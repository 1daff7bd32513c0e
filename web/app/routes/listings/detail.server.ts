import type { Storage } from "#server/adapters/storage/storage.ts";
import type { Db } from "#server/db/firestore.ts";
import type { SessionUser } from "#server/http/context.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { getListingDetail } from "#server/modules/listings/detail.ts";
import { deleteListing } from "#server/modules/listings/service.ts";
import type { PublicReads } from "#server/modules/public/reads.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { listingPath } from "#shared/paths.ts";
import { listingMeta } from "#web/components/detail/seo.ts";
import type { ListingDetailPage } from "#web/components/detail/types.ts";

/** The detail page's data: the listing as this viewer may see it, and similar listings. */
export async function loadListingDetail(input: {
  db: Db;
  reads: PublicReads;
  id: string;
  user: SessionUser | null;
  storage: Storage;
  publicUrl: string;
}): Promise<ListingDetailPage | null> {
  // Visitors without an account all see the same thing, so theirs comes from the public read cache.
  const detail = input.user
    ? await getListingDetail(input.db, {
        id: input.id,
        viewer: { id: input.user.id, isAdmin: input.user.isAdmin },
        storage: input.storage,
      })
    : await input.reads.detailForVisitors(input.id);
  if (!detail) return null;
  const { listing } = detail;
  return {
    listing,
    similar: await input.reads.similarTo(listing),
    viewer: {
      signedIn: input.user !== null,
      isOwner: detail.isOwner,
      isAdmin: input.user?.isAdmin === true,
    },
    canonicalUrl: input.publicUrl + listingPath(listing.id),
    imageUrl: listing.media.find((m) => m.kind === "image")?.url ?? null,
  };
}

export function detailMeta(page: ListingDetailPage, publicUrl: string) {
  return listingMeta(page, publicUrl);
}

/**
 * The owner's (or an admin's) Delete: the listing, its contact details and its files. Whatever the reason, the
 * page says 'Failed to delete property.' (SPEC §8); a failure that is not a refusal is logged.
 */
export async function deleteListingFor(
  db: Db,
  input: { user: SessionUser; listingId: string; storage: Storage; logger: Logger; requestId: string },
): Promise<{ ok: true } | { ok: false; status: number }> {
  try {
    await deleteListing(db, {
      actor: input.user,
      listingId: input.listingId,
      storage: input.storage,
      logger: input.logger,
      requestId: input.requestId,
    });
    return { ok: true };
  } catch (error) {
    const { status } = formRefusal(error, {
      failed: LISTING_MESSAGES.deleteFailed,
      logger: input.logger,
      log: "a listing could not be deleted",
      context: { listingId: input.listingId },
    });
    return { ok: false, status };
  }
}
