// What the edit page (/editProperty/{id}) starts from: the listing as its owner or an admin sees it, the form's
// fields filled in the owner's units, and the media with the ids the save sends back to keep or remove.
import type { Storage } from "#server/adapters/storage/storage.ts";
import { col } from "#server/db/collections.ts";
import type { ListingDoc, ListingMedia } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { viewableMedia } from "#server/modules/media/visibility.ts";
import type { ListingFormFields } from "#shared/forms/listing.ts";
import { formFieldsOfListing } from "#shared/forms/listing-values.ts";
import { type GalleryItem, type ListingDetailView, toSrcSet } from "#shared/listing-card.ts";
import { assertMayChange, type ListingActor, listingIdOr404 } from "./access.ts";
import { privateContactOf, toDetailView } from "./detail.ts";

/** A photo or video as the edit page shows it: the gallery's shape plus the id to keep, reorder or remove. */
export type EditableMedia = GalleryItem & { id: string };

export function toEditableMedia(media: ListingMedia, listing: Pick<ListingDoc, "propertyName" | "city">) {
  return {
    id: media.id,
    url: media.url,
    kind: media.kind,
    width: media.width ?? 1200,
    height: media.height ?? 800,
    srcSet: media.kind === "image" ? toSrcSet(media.variants) : null,
    avifSrcSet: media.kind === "image" ? toSrcSet(media.avifVariants ?? []) : null,
    alt: media.alt ?? `${listing.propertyName} in ${listing.city}`,
  } satisfies EditableMedia;
}

export interface ListingForEdit {
  listing: ListingDetailView;
  /** The form's fields as stored, areas in the units the owner chose. */
  form: ListingFormFields;
  media: EditableMedia[];
}

/** The listing for its edit page: 404 for a listing the actor cannot see, 403 for a public one not theirs. */
export async function getListingForEdit(
  db: Db,
  { actor, listingId, storage }: { actor: ListingActor; listingId: string; storage: Storage },
): Promise<ListingForEdit> {
  const id = listingIdOr404(listingId);
  const [listingSnapshot, contactSnapshot] = await Promise.all([
    col.listings(db).doc(id).get(),
    col.listingContacts(db).doc(id).get(),
  ]);
  const stored = assertMayChange(listingSnapshot.data(), actor);
  const contact = contactSnapshot.data();
  const media = await viewableMedia(storage, stored);
  const listing: ListingDetailView = {
    ...toDetailView(id, { ...stored, media }),
    contact: privateContactOf(contact),
  };
  return {
    listing,
    form: formFieldsOfListing(listing),
    media: media.map((item) => toEditableMedia(item, stored)),
  };
}
