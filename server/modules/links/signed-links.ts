// Signed links in e-mails (issue 24): a link that does one thing for one record without signing in, such as an
// owner's "Still available". A JWT (HS256, jose) whose audience is the link's purpose, so that a link made for
// one thing is refused by every other; whose subject is the record; and which expires. What makes a link
// single-use is the caller's claim about the record's state (a listing's confirmation time), checked on use.
import { randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import type { Db } from "#server/db/firestore.ts";

export const LINK_PURPOSES = ["listing-freshness", "saved-search-unsubscribe"] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** What a verified link says: its record, and the claims its maker added. */
export interface SignedLink {
  subject: string;
  claims: Record<string, unknown>;
}

const ISSUER = "nilam";
const keys = new WeakMap<Db, Promise<Uint8Array>>();

/** The key kept in Firestore, made at random by the first server that needs it (a transaction: one key). */
async function storedKey(db: Db): Promise<Uint8Array> {
  const ref = db.collection(INTERNAL_COLLECTIONS.meta).doc("linkSigning");
  const key = await db.runTransaction(async (tx) => {
    const stored: unknown = (await tx.get(ref)).get("key");
    if (typeof stored === "string" && stored.length > 0) return stored;
    const made = randomBytes(32).toString("base64");
    tx.create(ref, { key: made, createdAt: new Date() });
    return made;
  });
  return Buffer.from(key, "base64");
}

/** LINK_SECRET when set; otherwise the stored key, read once per process (a failed read is tried again). */
function signingKey(db: Db, secret: string | undefined): Promise<Uint8Array> {
  if (secret) return Promise.resolve(new TextEncoder().encode(secret));
  let key = keys.get(db);
  if (!key) {
    key = storedKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export interface LinkSigning {
  db: Db;
  /** config.linkSecret. */
  secret: string | undefined;
}

export async function signLink(
  { db, secret }: LinkSigning,
  link: { purpose: LinkPurpose; subject: string; claims?: Record<string, unknown>; expiresAt: Date },
): Promise<string> {
  return new SignJWT(link.claims ?? {})
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience(link.purpose)
    .setSubject(link.subject)
    .setExpirationTime(link.expiresAt)
    .sign(await signingKey(db, secret));
}

/** Why a link is refused: it has expired (the page says so), or it is not one of ours for this purpose. */
export type LinkRefusal = "expired" | "invalid";

export async function verifyLink(
  { db, secret }: LinkSigning,
  purpose: LinkPurpose,
  token: string,
  now = new Date(),
): Promise<SignedLink | LinkRefusal> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(db, secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: purpose,
      currentDate: now,
    });
    if (typeof payload.sub !== "string") return "invalid";
    const { iss: _iss, aud: _aud, sub, exp: _exp, ...claims } = payload;
    return { subject: sub, claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return "expired";
    if (error instanceof errors.JOSEError) return "invalid";
    throw error;
  }
}
