// E-mail notifications, queued with the change they report and sent after it commits: a decision is never
// announced without having happened, and one that happened is never left unannounced (a failed send stays in
// the outbox, marked `failed`, until retryFailedMail sends it: on server start and from the outbox page).
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import type { Mailer, MailMessage } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import type { MailOutboxDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import type { Logger } from "#server/logger.ts";
import type { SendSummary } from "#shared/forms/admin-records.ts";

/** A claimed message is left to its sender this long (longer than the SMTP mailer's timeouts add up to). */
export const SEND_LEASE_MS = 2 * 60 * 1000;
/** A message still `queued` this long after it was queued was never handed over: its process stopped first. */
export const STUCK_AFTER_MS = 60 * 1000;
const RETRY_BATCH = 100;

/** Queues a message in the caller's transaction; returns its id for sendQueuedMail after the commit. */
export function queueMail(
  db: Db,
  { tx, ...message }: MailMessage & { tx: Transaction; kind: string; entityId: string | null },
): string {
  const ref = col.mailOutbox(db).doc();
  tx.create(ref, {
    ...message,
    unsubscribeUrl: message.unsubscribeUrl ?? null,
    status: "queued",
    attempts: 0,
    lastError: null,
    createdAt: new Date(),
    sentAt: null,
    sendingAt: null,
  });
  return ref.id;
}

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  logger?: Pick<Logger, "warn">;
}

/**
 * Marks the message as being sent by this caller, unless it is sent already or another sender holds it: of two
 * senders of one message (a retry beside the request that queued it), one sends.
 */
function claim(
  db: Db,
  { ref, now }: { ref: DocumentReference<MailOutboxDoc>; now: Date },
): Promise<MailOutboxDoc | null> {
  return db.runTransaction(async (tx) => {
    const message = (await tx.get(ref)).data();
    if (!message || message.status === "sent" || message.status === "kept") return null;
    if (message.sendingAt && now.getTime() - message.sendingAt.getTime() < SEND_LEASE_MS) return null;
    tx.update(ref, { sendingAt: now, attempts: message.attempts + 1 });
    return message;
  });
}

async function sendOne(
  { db, mailer, logger }: MailDeps,
  id: string,
): Promise<"sent" | "kept" | "failed" | "skipped"> {
  const ref = col.mailOutbox(db).doc(id);
  const message = await claim(db, { ref, now: new Date() });
  if (!message) return "skipped";
  try {
    await mailer.send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      unsubscribeUrl: message.unsubscribeUrl,
    });
  } catch (error) {
    logger?.warn({ err: error, mailId: id }, "a notification e-mail could not be sent");
    const reason = error instanceof Error ? error.message : String(error);
    await ref.update({ status: "failed", lastError: reason.slice(0, 500), sendingAt: null });
    return "failed";
  }
  const status = mailer.kind === "smtp" ? "sent" : "kept";
  await ref.update({
    status,
    lastError: null,
    sentAt: status === "sent" ? new Date() : null,
    sendingAt: null,
  });
  return status;
}

/**
 * Hands queued messages to the mailer, one after another. Without SMTP they are `kept` in the development
 * outbox. A failure is recorded on the message and logged, never thrown: the change it reports has already
 * happened, so the caller's answer must not turn into an error because of it.
 */
export async function sendQueuedMail(deps: MailDeps, ids: readonly string[]): Promise<SendSummary> {
  const summary: SendSummary = { sent: 0, kept: 0, failed: 0, skipped: 0 };
  for (const id of ids) {
    try {
      summary[await sendOne(deps, id)] += 1;
    } catch (error) {
      // Firestore itself failed (claim or status update): the message stays as it was, for a later retry.
      deps.logger?.warn({ err: error, mailId: id }, "a queued e-mail could not be handled");
      summary.failed += 1;
    }
  }
  return summary;
}

/**
 * Sends again what failed, and what was queued but never handed over (its process stopped after the commit),
 * oldest first. Run on server start and by the outbox page's Retry.
 */
export async function retryFailedMail(deps: MailDeps, options: { now?: Date } = {}): Promise<SendSummary> {
  const now = options.now ?? new Date();
  const outbox = col.mailOutbox(deps.db);
  const [failed, stuck] = await Promise.all([
    outbox.where("status", "==", "failed").orderBy("createdAt", "desc").limit(RETRY_BATCH).get(),
    outbox
      .where("status", "==", "queued")
      .where("createdAt", "<", new Date(now.getTime() - STUCK_AFTER_MS))
      .orderBy("createdAt", "desc")
      .limit(RETRY_BATCH)
      .get(),
  ]);
  const due = [...failed.docs, ...stuck.docs]
    .sort((a, b) => a.data().createdAt.getTime() - b.data().createdAt.getTime())
    .map((doc) => doc.id);
  return sendQueuedMail(deps, due);
}
