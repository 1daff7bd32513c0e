import type { Db } from "#server/db/firestore.ts";
import { formRefusal } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { createListing } from "#server/modules/listings/service.ts";
import { LISTING_MESSAGES, sellFormSchema } from "#shared/forms/listing.ts";
import { listingInput } from "./listing-action.server.ts";

/** The Sell form's submission, checked with the form's own schema: field messages, or the new pending listing. */
export async function submitListing(
  db: Db,
  input: { ownerId: string; form: FormData; logger: Logger; requestId: string },
) {
  const refused = (error: unknown) =>
    formRefusal(error, {
      failed: LISTING_MESSAGES.submitFailed,
      logger: input.logger,
      log: "a listing could not be submitted",
    });
  const parsed = sellFormSchema.safeParse(listingInput(input.form));
  if (!parsed.success) return refused(parsed.error);
  const { uploadIds, ...values } = parsed.data;
  try {
    const listing = await createListing(db, {
      ownerId: input.ownerId,
      input: values,
      uploadIds,
      requestId: input.requestId,
    });
    return { ok: true as const, listing: { id: listing.id, code: listing.code } };
  } catch (error) {
    return refused(error);
  }
}
