// E-mail notifications, queued with the change they report and sent after it commits: a decision is never
// announced without having happened, and one that happened is never left unannounced (a failed send stays
// queued for the next attempt).
import type { Transaction } from "firebase-admin/firestore";
import type { Mailer, MailMessage } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import type { Logger } from "#server/logger.ts";

/** Queues a message in the caller's transaction; returns its id for sendQueuedMail after the commit. */
export function queueMail(
  db: Db,
  tx: Transaction,
  message: MailMessage & { kind: string; entityId: string | null },
): string {
  const ref = col.mailOutbox(db).doc();
  tx.create(ref, {
    ...message,
    status: "queued",
    attempts: 0,
    lastError: null,
    createdAt: new Date(),
    sentAt: null,
  });
  return ref.id;
}

/**
 * Hands queued messages to the mailer. Without SMTP they are `kept` in the development outbox. A failure is
 * recorded on the message and logged, never thrown: the change it reports has already happened.
 */
export async function sendQueuedMail(
  { db, mailer, logger }: { db: Db; mailer: Mailer; logger?: Pick<Logger, "warn"> },
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    const ref = col.mailOutbox(db).doc(id);
    const message = (await ref.get()).data();
    if (!message || message.status === "sent" || message.status === "kept") continue;
    try {
      await mailer.send({ to: message.to, subject: message.subject, text: message.text });
      await ref.update({
        status: mailer.kind === "smtp" ? "sent" : "kept",
        attempts: message.attempts + 1,
        lastError: null,
        sentAt: mailer.kind === "smtp" ? new Date() : null,
      });
    } catch (error) {
      logger?.warn({ err: error, mailId: id }, "a notification e-mail could not be sent");
      await ref.update({
        status: "failed",
        attempts: message.attempts + 1,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      });
    }
  }
}
