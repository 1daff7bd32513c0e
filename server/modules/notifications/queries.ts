// The outbox as admins read it: in development every message (nothing is sent without SMTP); with SMTP the
// ones that could not be sent, to retry.
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import type { OutboxEntry } from "#shared/forms/admin-records.ts";

export const OUTBOX_PAGE_SIZE = 25;

/** Newest first, a page at a time; `failedOnly` lists the messages that wait for a retry. */
export async function listOutbox(db: Db, input: { page: number; failedOnly?: boolean }) {
  const outbox = col.mailOutbox(db);
  const scope = input.failedOnly ? outbox.where("status", "==", "failed") : outbox;
  const [snapshot, total, failed] = await Promise.all([
    scope
      .orderBy("createdAt", "desc")
      .offset((input.page - 1) * OUTBOX_PAGE_SIZE)
      .limit(OUTBOX_PAGE_SIZE)
      .get(),
    scope.count().get(),
    outbox.where("status", "==", "failed").count().get(),
  ]);
  const messages: OutboxEntry[] = snapshot.docs.map((doc) => {
    const { sendingAt: _sendingAt, ...message } = doc.data();
    return { id: doc.id, ...message };
  });
  return {
    messages,
    total: total.data().count,
    failed: failed.data().count,
    page: input.page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}
