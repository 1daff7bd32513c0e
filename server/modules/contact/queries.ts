// The admin's inbox of Contact-page messages.
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import type { InboxFilter, InboxMessage } from "#shared/forms/admin-records.ts";

export const CONTACT_PAGE_SIZE = 50;

/** Newest first, a page at a time: all messages, those still to answer, or those handled. */
export async function listContactMessages(db: Db, input: { page: number; filter?: InboxFilter }) {
  const messages = col.contactMessages(db);
  const filter = input.filter ?? "all";
  const scope =
    filter === "unhandled"
      ? messages.where("handledAt", "==", null)
      : filter === "handled"
        ? messages.where("handledAt", "!=", null)
        : messages;
  const [snapshot, total] = await Promise.all([
    scope
      .orderBy("createdAt", "desc")
      .offset((input.page - 1) * CONTACT_PAGE_SIZE)
      .limit(CONTACT_PAGE_SIZE)
      .get(),
    scope.count().get(),
  ]);
  return {
    messages: snapshot.docs.map((doc): InboxMessage => {
      // Who sent it while signed in is kept for the record, not shown: the message names its sender.
      const { userId: _userId, ...message } = doc.data();
      return { id: doc.id, ...message };
    }),
    total: total.data().count,
    page: input.page,
    pageSize: CONTACT_PAGE_SIZE,
    filter,
  };
}
