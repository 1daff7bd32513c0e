import { data, redirect } from "react-router";
import type { Storage } from "#server/adapters/storage/storage.ts";
import type { Db } from "#server/db/firestore.ts";
import type { AppContext, SessionUser } from "#server/http/context.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { type EditableMedia, getListingForEdit } from "#server/modules/listings/editing.ts";
import { updateListing } from "#server/modules/listings/service.ts";
import { editListingSchema, LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { groupIndian } from "#shared/units.ts";
import type { SavedMedia } from "#web/components/listing-form/ListingForm.tsx";
import { localizedPath } from "#web/lib/i18n.ts";
import { requireUserForPage } from "#web/lib/require-user.server.ts";
import { listingInput } from "../sell/listing-action.server.ts";

/** The edit page's data: the form filled in, the media with their ids, and whether saving sends it for approval. */
export async function loadListingForEdit(
  db: Db,
  { user, listingId, storage }: { user: SessionUser; listingId: string; storage: Storage },
) {
  const { listing, form, media } = await getListingForEdit(db, { actor: user, listingId, storage });
  return {
    listing: { id: listing.id, code: listing.code, status: listing.status },
    // The budget as the form shows it while typing: in Indian grouping.
    form: { ...form, budget: groupIndian(form.budget) },
    media: media.map(savedMediaOf),
    // An owner's edit of an approved or rejected listing is a new submission; an admin's keeps the state.
    sendsForApproval: !user.isAdmin && listing.status !== "pending",
  };
}

/** A saved photo's thumbnail: its narrowest rendition at least 240 px wide (the list shows ~120 px). */
function savedMediaOf(item: EditableMedia): SavedMedia {
  const renditions = (item.srcSet ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .flatMap(([url, width]) => (url && width ? [{ url, width: Number.parseInt(width, 10) }] : []));
  const thumb = renditions.find((r) => r.width >= 240) ?? renditions.at(-1);
  const thumbUrl = item.kind === "video" ? item.url : (thumb?.url ?? item.url);
  return { id: item.id, kind: item.kind, url: item.url, thumbUrl };
}

/** The edit form saved: field messages, or the listing written (the page goes back to its detail page). */
export async function saveListingEdit(
  db: Db,
  input: {
    user: SessionUser;
    listingId: string;
    form: FormData;
    storage: Storage;
    logger: Logger;
    requestId: string;
  },
) {
  const refused = (error: unknown) =>
    formRefusal(error, {
      failed: LISTING_MESSAGES.updateFailed,
      logger: input.logger,
      log: "a listing could not be saved",
      context: { listingId: input.listingId },
    });
  const parsed = editListingSchema.safeParse(listingInput(input.form));
  if (!parsed.success) return refused(parsed.error);
  const { keepMediaIds, uploadIds, mediaOrder, ...values } = parsed.data;
  try {
    const listing = await updateListing(db, {
      actor: input.user,
      listingId: input.listingId,
      input: values,
      keepMediaIds,
      uploadIds,
      mediaOrder,
      storage: input.storage,
      logger: input.logger,
      requestId: input.requestId,
    });
    return { ok: true as const, id: listing.id };
  } catch (error) {
    return refused(error);
  }
}

/**
 * The edit form's action, for the owner's page and the admin's: saved, on to `afterSave(id)`; refused, the form's
 * answer with its status.
 */
export async function editListingAction(
  { db, user, storage, logger, requestId }: AppContext,
  input: { listingId: string; request: Request; afterSave: (id: string) => string },
) {
  const result = await saveListingEdit(db, {
    user: requireUserForPage(user),
    listingId: input.listingId,
    form: await input.request.formData(),
    storage,
    logger,
    requestId,
  });
  if (!result.ok) return data(result, { status: result.status });
  // In the form's language: the owner's Tamil edit goes on to the Tamil page.
  return redirect(localizedPath(input.afterSave(result.id)));
}
