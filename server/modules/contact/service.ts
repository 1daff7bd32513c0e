import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { auditLog, contactMessages } from "#server/db/schema/index.ts";
import { AppError } from "#server/http/errors.ts";
import { type ContactFormInput, contactFieldErrors, contactFormSchema } from "#shared/forms/contact.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, hashClientAddress, judgeSubmission } from "./spam.ts";

/** Messages kept per sender address in each window; more answer 429. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

export const CONTACT_MESSAGES = {
  success: "Form submitted successfully!",
  invalid: "Please correct the highlighted fields.",
  tooFast: "That was quick! Please check your message, then press Submit again.",
  staleForm: "This form had expired. Please press Submit again.",
  rateLimited: "You have sent several messages in the last few minutes. Please try again in 10 minutes.",
} as const;

export interface ContactMeta {
  /** The sender's address (see clientAddressFromHeaders), or null when unknown. */
  ip: string | null;
  /** The signed-in sender, if any. */
  userId: string | null;
  requestId?: string;
  now?: Date;
  rateLimit?: { max: number; windowMs: number };
}

/** "stored": a new contact_messages row. "discarded": a bot filled the honeypot; it gets the same answer. */
export type ContactOutcome = { status: "stored"; id: string } | { status: "discarded" };

/** Any fixed number: the first key of the per-address advisory lock, apart from other locks' keys. */
const RATE_LOCK_CLASS = 7315;
const SUBMIT_ACTION = "contact.submit";

/**
 * Checks and keeps a Contact-page message. `input` is the posted form or JSON body: the five fields of
 * contactFormSchema plus the honeypot and the form token (spam.ts).
 * Throws AppError: 400 (field errors, or a form sent too fast or expired), 429 (rate limit).
 */
export async function submitContactMessage(
  db: Db,
  input: Record<string, unknown>,
  meta: ContactMeta,
): Promise<ContactOutcome> {
  const now = meta.now ?? new Date();
  const verdict = judgeSubmission(
    { honeypot: input[HONEYPOT_FIELD], token: input[FORM_TOKEN_FIELD] },
    now.getTime(),
  );
  if (verdict === "honeypot") return { status: "discarded" };

  const parsed = contactFormSchema.safeParse(input);
  if (!parsed.success) throw AppError.badRequest(CONTACT_MESSAGES.invalid, asLists(parsed.error));
  if (verdict === "too-fast")
    throw new AppError({ status: 400, code: "too_fast", message: CONTACT_MESSAGES.tooFast });
  if (verdict === "stale-form")
    throw new AppError({ status: 400, code: "stale_form", message: CONTACT_MESSAGES.staleForm });

  return storeWithinLimit(db, parsed.data, {
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
 * Counts this address's messages in the window and stores the new one in one transaction, under a lock on the
 * address, so that parallel posts cannot all pass the count. Each stored message leaves an audit_log entry
 * ("contact.submit", with the address hash in its ip column); the count reads those entries, so the rate limit
 * needs no column of its own and survives restarts and several app instances.
 */
async function storeWithinLimit(
  db: Db,
  message: ContactFormInput,
  options: {
    ipHash: string;
    userId: string | null;
    requestId: string | null;
    now: Date;
    limit: { max: number; windowMs: number };
  },
): Promise<ContactOutcome> {
  const { ipHash, now, limit } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LOCK_CLASS}, hashtext(${ipHash}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          gt(auditLog.createdAt, new Date(now.getTime() - limit.windowMs)),
          eq(auditLog.action, SUBMIT_ACTION),
          eq(auditLog.ip, ipHash),
        ),
      );
    if ((recent?.n ?? 0) >= limit.max) {
      throw new AppError({ status: 429, code: "rate_limited", message: CONTACT_MESSAGES.rateLimited });
    }
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, userId: options.userId, createdAt: now })
      .returning({ id: contactMessages.id });
    await tx.insert(auditLog).values({
      actorId: options.userId,
      action: SUBMIT_ACTION,
      entityType: "contact_message",
      entityId: row!.id,
      requestId: options.requestId,
      ip: ipHash,
      createdAt: now,
    });
    return { status: "stored", id: row!.id };
  });
}

export const CONTACT_PAGE_SIZE = 50;

/** The admin's inbox: Contact-page messages, newest first, a page at a time. */
export async function listContactMessages(db: Db, input: { page: number }) {
  const [messages, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        surname: contactMessages.surname,
        phone: contactMessages.phone,
        email: contactMessages.email,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
        handledAt: contactMessages.handledAt,
      })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset((input.page - 1) * CONTACT_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { messages, total: total?.n ?? 0, page: input.page, pageSize: CONTACT_PAGE_SIZE };
}
