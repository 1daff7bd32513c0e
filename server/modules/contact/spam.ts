// Cheap filters for the Contact form, in front of the rate limit (service.ts):
// - a honeypot: a text field people never see (hidden with CSS, skipped by keyboard and screen readers)
//   that form-filling bots complete; such a post gets the success answer and nothing is kept;
// - a minimum fill time: the form carries the time it was rendered with a keyed hash of it, and a post that
//   arrives sooner than a person could type five fields is refused with a message (not a silent drop, in
//   case a very fast person, or a password manager, did it).
// The key is not a secret setting, so the hash only stops a bot inventing an earlier time without reading our
// code; such a bot could as well wait a few seconds. The per-address rate limit is what bounds abuse.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#shared/forms/contact.ts";

/** Nobody types a name, surname, phone, e-mail and a message faster than this. */
export const MIN_FILL_MS = 3_000;
/** A rendered form stays usable this long (a tab left open over a weekend still works). */
export const MAX_FORM_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const FORM_KEY = "nilam.contact-form.v1";

function sign(issuedAtMs: number): string {
  return createHmac("sha256", FORM_KEY).update(String(issuedAtMs)).digest("base64url").slice(0, 22);
}

/** The hidden form field's value: `{rendered at, ms}.{hash}`. */
export function issueFormToken(nowMs: number): string {
  const issuedAt = Math.trunc(nowMs);
  return `${issuedAt}.${sign(issuedAt)}`;
}

export type SpamVerdict =
  /** Looks like a person. */
  | "ok"
  /** The honeypot was filled: answer as if stored, keep nothing. */
  | "honeypot"
  /** Sent sooner than MIN_FILL_MS after the form was rendered. */
  | "too-fast"
  /** Missing, altered, from the future or older than MAX_FORM_AGE_MS: ask to send again from a fresh form. */
  | "stale-form";

export function judgeSubmission(fields: { honeypot: unknown; token: unknown }, nowMs: number): SpamVerdict {
  if (typeof fields.honeypot === "string" && fields.honeypot.trim() !== "") return "honeypot";
  if (typeof fields.token !== "string") return "stale-form";
  const match = /^(\d{1,16})\.([\w-]{22})$/.exec(fields.token);
  if (!match) return "stale-form";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "stale-form";
  const age = nowMs - issuedAt;
  if (age < 0 || age > MAX_FORM_AGE_MS) return "stale-form";
  if (age < MIN_FILL_MS) return "too-fast";
  return "ok";
}

/**
 * The sender's address as kept for the rate limit: a hash, so the table holds no readable IP addresses.
 * null (address unknown) shares one bucket.
 */
export function hashClientAddress(ip: string | null): string {
  return createHash("sha256")
    .update(`nilam.contact-ip.v1:${ip ?? "unknown"}`)
    .digest("base64url")
    .slice(0, 32);
}
