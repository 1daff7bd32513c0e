import { col } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { isDocumentId } from "#shared/document-id.ts";
import { type ContactFormInput, contactFieldErrors, contactFormSchema } from "#shared/forms/contact.ts";
import { m } from "#shared/paraglide/messages.js";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, hashClientAddress, judgeSubmission } from "./spam.ts";

/** Messages kept per sender address in each window; more answer 429. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** What the sender is told, in the request's language (the form's own page, or the API's Accept-Language). */
export const CONTACT_MESSAGES = {
  success: m["contact.success"],
  invalid: m["form.fixErrors"],
  tooFast: m["contact.tooFast"],
  staleForm: m["contact.staleForm"],
  rateLimited: m["contact.rateLimited"],
} as const satisfies Record<string, () => string>;

export interface ContactMeta {
  /** The sender's address (req.ip, as TRUST_PROXY_HOPS reads it), or null when unknown. */
  ip: string | null;
  /** The signed-in sender, if any. */
  userId: string | null;
  requestId?: string;
  now?: Date;
  rateLimit?: { max: number; windowMs: number };
}

/** "stored": a new contact_messages row. "discarded": a bot filled the honeypot; it gets the same answer. */
export type ContactOutcome = { status: "stored"; id: string } | { status: "discarded" };

const SUBMIT_ACTION = "contact.submit";

export async function submitContactMessage(
  db: Db,
  { input, ...meta }: ContactMeta & { input: Record<string, unknown> },
): Promise<ContactOutcome> {
  const now = meta.now ?? new Date();
  const verdict = judgeSubmission(
    { honeypot: input[HONEYPOT_FIELD], token: input[FORM_TOKEN_FIELD] },
    now.getTime(),
  );
  if (verdict === "honeypot") return { status: "discarded" };

  const parsed = contactFormSchema.safeParse(input);
  if (!parsed.success) throw AppError.badRequest(CONTACT_MESSAGES.invalid(), asLists(parsed.error));
  if (verdict === "too-fast")
    throw new AppError({ status: 400, code: "too_fast", message: CONTACT_MESSAGES.tooFast() });
  if (verdict === "stale-form")
    throw new AppError({ status: 400, code: "stale_form", message: CONTACT_MESSAGES.staleForm() });

  return storeWithinLimit(db, {
    message: parsed.data,
    ipHash: hashClientAddress(meta.ip),
    userId: meta.userId,
    requestId: meta.requestId ?? null,
    now,
    limit: meta.rateLimit ?? CONTACT_RATE_LIMIT,
  });
}

function asLists(error: Parameters<typeof contactFieldErrors>[0]): Record<string, string[]> {
  return Object.fromEntries(Object.entries(contactFieldErrors(error)).map(([key, value]) => [key, [value]]));
}

/**
 * Stores the message if this address has sent fewer than the limit in the window: one transaction over the
 * address's rate-limit document (contactRateLimits/{address hash}), so that parallel posts cannot all pass the
 * count, and the limit survives restarts and several app instances. Each stored message leaves an audit entry.
 */
async function storeWithinLimit(
  db: Db,
  {
    message,
    ...options
  }: {
    message: ContactFormInput;
    ipHash: string;
    userId: string | null;
    requestId: string | null;
    now: Date;
    limit: { max: number; windowMs: number };
  },
): Promise<ContactOutcome> {
  const { ipHash, now, limit } = options;
  const limitRef = col.contactRateLimits(db).doc(ipHash);
  const messageRef = col.contactMessages(db).doc();
  await db.runTransaction(async (tx) => {
    const since = now.getTime() - limit.windowMs;
    // Kept for two windows, not one, so that a clock that steps back still counts what it sent.
    const kept = ((await tx.get(limitRef)).data()?.sentAt ?? []).filter(
      (at) => at.getTime() > since - limit.windowMs,
    );
    if (kept.filter((at) => at.getTime() > since).length >= limit.max) {
      throw new AppError({ status: 429, code: "rate_limited", message: CONTACT_MESSAGES.rateLimited() });
    }
    tx.set(limitRef, { sentAt: [...kept, now] });
    tx.create(messageRef, { ...message, userId: options.userId, handledAt: null, createdAt: now });
    tx.create(col.auditLog(db).doc(), {
      actorId: options.userId,
      action: SUBMIT_ACTION,
      entityType: "contact_message",
      entityId: messageRef.id,
      data: {},
      requestId: options.requestId,
      ip: ipHash,
      createdAt: now,
    });
  });
  return { status: "stored", id: messageRef.id };
}

export const CONTACT_INBOX_MESSAGES = {
  notFound: m["inbox.notFound"],
} as const satisfies Record<string, () => string>;

/**
 * Marks a message handled (or open again), with an audit entry in the same transaction. Marking it as it already
 * is changes nothing and records nothing, so a double click or two admins at once leave one entry.
 */
export async function setContactMessageHandled(
  db: Db,
  input: { adminId: string; messageId: string; handled: boolean; requestId?: string; now?: Date },
): Promise<{ id: string; handledAt: Date | null }> {
  if (!isDocumentId(input.messageId)) throw AppError.notFound(CONTACT_INBOX_MESSAGES.notFound());
  const ref = col.contactMessages(db).doc(input.messageId);
  return db.runTransaction(async (tx) => {
    const message = (await tx.get(ref)).data();
    if (!message) throw AppError.notFound(CONTACT_INBOX_MESSAGES.notFound());
    if ((message.handledAt !== null) === input.handled) return { id: ref.id, handledAt: message.handledAt };
    const handledAt = input.handled ? (input.now ?? new Date()) : null;
    tx.update(ref, { handledAt });
    recordAudit(db, {
      tx,
      actorId: input.adminId,
      action: input.handled ? "contact.handle" : "contact.reopen",
      entityType: "contact_message",
      entityId: ref.id,
      before: { handledAt: message.handledAt },
      after: { handledAt },
      requestId: input.requestId ?? null,
    });
    return { id: ref.id, handledAt };
  });
}
