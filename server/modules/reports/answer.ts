// The owner's answer to a hold (issue 30, item 6): members' reports hid their listing, and the owner tells the
// admin why it should come back. One answer per hold, kept with the reports' summary until the admin dismisses the
// reports (the listing is public again) or decides on the listing; either clears it. The listing itself is not
// written: it stays held, and the admin decides. The owner never learns who reported.
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { listingIdOr404 } from "#server/modules/listings/access.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import { holdAnswerSchema, REPORT_MESSAGES } from "#shared/forms/report.ts";
import { refusal } from "./service.ts";

/** Sends the owner's answer to the reports that hold their listing. */
export async function answerHold(
  db: Db,
  input: { ownerId: string; listingId: string; body: unknown; requestId?: string | null },
): Promise<{ message: string }> {
  const parsed = holdAnswerSchema.safeParse(input.body);
  if (!parsed.success) throw refusal(parsed.error);
  const listingId = listingIdOr404(input.listingId);
  const summaryRef = col.listingReports(db).doc(listingId);
  await db.runTransaction(async (tx) => {
    const [listing, summary] = await Promise.all([
      tx.get(col.listings(db).doc(listingId)).then((snap) => snap.data()),
      tx.get(summaryRef).then((snap) => snap.data()),
    ]);
    // Someone else's listing is as unknown as a missing one.
    if (listing?.ownerId !== input.ownerId) throw AppError.notFound(LISTING_MESSAGES.notFound());
    if (listing.status !== "pending" || listing.heldForReports === null || !summary || summary.open === 0)
      throw new AppError({ status: 409, code: "not_held", message: REPORT_MESSAGES.notHeld() });
    if (summary.answer)
      throw new AppError({
        status: 409,
        code: "already_answered",
        message: REPORT_MESSAGES.alreadyAnswered(),
      });
    tx.set(summaryRef, { ...summary, answer: { note: parsed.data.note, at: new Date() } });
    recordAudit(db, {
      tx,
      actorId: input.ownerId,
      action: "listing.holdAnswered",
      entityType: "listing",
      entityId: listingId,
      data: { code: listing.code },
      requestId: input.requestId,
    });
  });
  return { message: REPORT_MESSAGES.answered() };
}
