// Freshness (issue 24): a listing is public for `listingDays[type]` days after its approval or its owner's last
// "Still available". A week before it lapses its owner is e-mailed signed links (keep it, or mark it sold or
// let); when the time is up it lapses: off the public site until its owner confirms it, which needs no new
// approval (nothing in it changed). An owner may mark it sold or let at any time: it leaves the site, and
// members who wishlisted it see that on their wishlist. Each change is one transaction with its counts, public
// change, audit entry and e-mail; the job that lapses and warns runs on a schedule (server/jobs.ts) and takes
// its clock from its caller, so that tests control time.
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Mailer } from "#server/adapters/mail/mail.ts";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import type { ListingDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { type LinkSigning, signLink, verifyLink } from "#server/modules/links/signed-links.ts";
import {
  LISTING_FRESHNESS_KIND,
  listingFreshnessMail,
} from "#server/modules/notifications/listing-freshness.ts";
import { queueMail, sendQueuedMail } from "#server/modules/notifications/outbox.ts";
import { FRESHNESS_MESSAGES } from "#shared/forms/freshness.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import {
  closedAs,
  confirmedSince,
  DAY_MS,
  type ConfirmationDates as Dated,
  LAPSE_WARNING_DAYS,
  LINK_GRACE_DAYS,
} from "#shared/freshness.ts";
import { LISTING_TYPES, type ListingType } from "#shared/values.ts";
import { listingIdOr404 } from "./access.ts";
import { applyTransition, ownerMailFields } from "./lifecycle.ts";

export interface FreshnessDeps {
  db: Db;
  mailer: Mailer;
  logger?: Pick<Logger, "warn" | "error">;
  siteUrl: string;
  links: LinkSigning;
  /** config.listingDays. */
  listingDays: Readonly<Record<ListingType, number>>;
}

export function lapsesAt(
  listing: Dated & Pick<ListingDoc, "types">,
  days: FreshnessDeps["listingDays"],
): Date {
  return new Date(confirmedSince(listing).getTime() + days[listing.types] * DAY_MS);
}

/** When a listing on the site lapses unless its owner confirms it; null for one off the site. */
export function onSiteUntil(
  listing: Dated & Pick<ListingDoc, "types" | "status">,
  days: FreshnessDeps["listingDays"],
): Date | null {
  return listing.status === "approved" ? lapsesAt(listing, days) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The owner's answers: "Still available" and "Sold or let", from their profile or from a signed link.

/** Who answers: the signed-in owner, or a signed link for the period it was made in (ms of confirmedSince). */
export type Answerer = { ownerId: string } | { period: number };

export type FreshnessAnswer = "confirm" | "close";

/** What the owner is told, and the listing's state after. */
export interface AnswerOutcome {
  status: ListingDoc["status"];
  message: string;
  /** True when the answer changed nothing (a second click on the same link). */
  unchanged: boolean;
}

function refuse(message: string): AppError {
  return new AppError({ status: 409, code: "not_answerable", message });
}

/** Records the owner's answer about a listing on the site or lapsed. */
export async function answerForListing(
  deps: Pick<FreshnessDeps, "db">,
  input: { listingId: string; by: Answerer; answer: FreshnessAnswer; now?: Date; requestId?: string | null },
): Promise<AnswerOutcome> {
  const { db } = deps;
  const listingId = listingIdOr404(input.listingId);
  const ref = col.listings(db).doc(listingId);
  const now = input.now ?? new Date();
  return db.runTransaction(async (tx) => {
    const listing = (await tx.get(ref)).data();
    // Someone else's listing is as unknown as a missing one: an answer reveals nothing.
    if (!listing || ("ownerId" in input.by && listing.ownerId !== input.by.ownerId))
      throw AppError.notFound(LISTING_MESSAGES.notFound());
    const closedWord = closedAs(listing.types);
    if (listing.status === "closed")
      return {
        status: listing.status,
        message: FRESHNESS_MESSAGES.alreadyClosed[closedWord](),
        unchanged: true,
      };
    if (listing.status !== "approved" && listing.status !== "lapsed")
      throw refuse(FRESHNESS_MESSAGES.notOnSite());
    const period = "period" in input.by ? input.by.period : null;
    if (input.answer === "confirm" && period !== null && confirmedSince(listing).getTime() !== period) {
      // Confirmed since the link was made: the link has done its work.
      if (listing.status === "approved")
        return { status: listing.status, message: FRESHNESS_MESSAGES.alreadyConfirmed(), unchanged: true };
      throw refuse(FRESHNESS_MESSAGES.linkUsed());
    }
    // Cards and the detail page show how long ago it was confirmed: a public change either way.
    const moved = await applyTransition(db, {
      tx,
      listingId,
      listing,
      transition: input.answer,
      actor: "ownerId" in input.by ? { kind: "owner", id: input.by.ownerId } : { kind: "link", id: null },
      now,
      auditData: { code: listing.code, byLink: period !== null },
      requestId: input.requestId ?? null,
    });
    const message =
      input.answer === "confirm" ? FRESHNESS_MESSAGES.confirmed() : FRESHNESS_MESSAGES.closed[closedWord]();
    return { status: moved.status, message, unchanged: false };
  });
}

/** The listing a signed link is for, with the period it was made in; a refusal for a bad or expired link. */
export async function readFreshnessLink(
  links: LinkSigning,
  token: string,
  now = new Date(),
): Promise<{ listingId: string; period: number } | "expired" | "invalid"> {
  const link = await verifyLink(links, "listing-freshness", token, now);
  if (typeof link === "string") return link;
  const period = link.claims.period;
  return typeof period === "number" ? { listingId: link.subject, period } : "invalid";
}

// ---------------------------------------------------------------------------------------------------------------
// The scheduled job.

const PAGE = 100;
/** gRPC NOT_FOUND. */
const NOT_FOUND = 5;
/** Pages a run takes of each list at most; the rest waits for the next run. */
const MAX_PAGES = 20;
const META = (db: Firestore) => db.collection(INTERNAL_COLLECTIONS.meta).doc("freshness");

/**
 * Gives listings written before freshness existed their fields (confirmedAt from their approval), once: a
 * streamed pass over every listing, then a mark in meta/freshness (the seed sets it for the listings it writes).
 */
async function fillInConfirmations(db: Firestore): Promise<number> {
  if ((await META(db).get()).get("complete") === true) return 0;
  const writer = db.bulkWriter();
  let failed = 0;
  writer.onWriteError((error) => {
    // A listing deleted meanwhile needs nothing; any other failure leaves the pass to be run again.
    if (error.code !== NOT_FOUND) failed += 1;
    return false;
  });
  let filled = 0;
  const listings = db
    .collection("listings")
    .select("confirmedAt", "approvedAt", "updatedAt", "status")
    .stream();
  for await (const listing of listings as AsyncIterable<QueryDocumentSnapshot>) {
    const onSite = listing.get("status") === "approved";
    // Missing, or null on a public listing (rewritten with the schema's default before this pass): the job's
    // queries would never find it.
    if (listing.get("confirmedAt") !== undefined && !(onSite && listing.get("confirmedAt") === null))
      continue;
    const approvedAt = listing.get("approvedAt") ?? null;
    const confirmedAt = onSite ? (approvedAt ?? listing.get("updatedAt")) : approvedAt;
    // Only as it was read: a listing changed meanwhile fails the precondition, and the next run fills it in.
    void writer
      .update(
        listing.ref,
        { confirmedAt, lapseWarnedAt: null, lapsedAt: null, closedAt: null },
        { lastUpdateTime: listing.updateTime },
      )
      .catch(() => {}); // counted by onWriteError
    filled += 1;
  }
  await writer.close();
  if (failed > 0) return filled - failed;
  await META(db).set({ complete: true, completedAt: new Date() }, { merge: true });
  return filled;
}

/** For the seed: the listings it wrote carry their freshness fields. */
export function markConfirmationsComplete(
  db: Firestore,
  { batch }: { batch: FirebaseFirestore.WriteBatch },
): void {
  batch.set(META(db), { complete: true, completedAt: new Date() }, { merge: true });
}

/** Listings of a type on the site confirmed at `before` or earlier (firestore.indexes.json has its index). */
export function dueToLapse(db: Db, { types, before }: { types: ListingType; before: Date }) {
  return onSite(db, types).where("confirmedAt", "<=", before).orderBy("confirmedAt");
}

/** The same, among those whose owner was not warned yet in this period. */
export function dueForWarning(db: Db, { types, before }: { types: ListingType; before: Date }) {
  return onSite(db, types)
    .where("lapseWarnedAt", "==", null)
    .where("confirmedAt", "<=", before)
    .orderBy("confirmedAt");
}

const onSite = (db: Db, types: ListingType) =>
  col.listings(db).where("status", "==", "approved").where("types", "==", types);

interface Due {
  id: string;
  listing: ListingDoc;
}

async function* dueListings(query: FirebaseFirestore.Query<ListingDoc>): AsyncGenerator<Due> {
  let after: QueryDocumentSnapshot<ListingDoc> | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const snapshot = await (after ? query.startAfter(after) : query).limit(PAGE).get();
    for (const doc of snapshot.docs) yield { id: doc.id, listing: doc.data() };
    if (snapshot.size < PAGE) return;
    after = snapshot.docs.at(-1);
  }
}

async function freshnessLink(deps: FreshnessDeps, id: string, listing: ListingDoc, expiresAt: Date) {
  return signLink(deps.links, {
    purpose: "listing-freshness",
    subject: id,
    claims: { period: confirmedSince(listing).getTime() },
    expiresAt,
  });
}

/** One listing's lapse or warning: re-read in a transaction, changed only if it is still due. */
async function handleDue(
  deps: FreshnessDeps,
  due: Due,
  stage: "lapsed" | "warning",
  now: Date,
): Promise<string[] | null> {
  const { db } = deps;
  const lapses = lapsesAt(due.listing, deps.listingDays);
  const linkExpiresAt = new Date(Math.max(lapses.getTime(), now.getTime()) + LINK_GRACE_DAYS * DAY_MS);
  const token = await freshnessLink(deps, due.id, due.listing, linkExpiresAt);
  const ref = col.listings(db).doc(due.id);
  return db.runTransaction(async (tx) => {
    const listing = (await tx.get(ref)).data();
    // Confirmed, edited, closed or deleted since the query: no longer due (or the link would not match).
    if (
      listing?.status !== "approved" ||
      confirmedSince(listing).getTime() !== confirmedSince(due.listing).getTime() ||
      (stage === "warning" && listing.lapseWarnedAt !== null)
    )
      return null;
    const lapse = { lapsesAt: lapses, days: deps.listingDays[listing.types], token, linkExpiresAt };
    if (stage === "lapsed") {
      const moved = await applyTransition(db, {
        tx,
        listingId: due.id,
        listing,
        transition: "lapse",
        actor: { kind: "job", id: null },
        now,
        auditData: { code: listing.code, confirmedAt: confirmedSince(listing).toISOString() },
        mail: { siteUrl: deps.siteUrl, lapse },
      });
      return moved.mailIds;
    }
    const owner = (await tx.get(col.users(db).doc(listing.ownerId))).data();
    tx.set(ref, { ...listing, lapseWarnedAt: now });
    if (!owner?.email) return [];
    return [
      queueMail(db, {
        tx,
        to: owner.email,
        ...listingFreshnessMail({
          stage,
          ...ownerMailFields(listing, owner),
          types: listing.types,
          ...lapse,
          siteUrl: deps.siteUrl,
        }),
        kind: LISTING_FRESHNESS_KIND[stage],
        entityId: due.id,
      }),
    ];
  });
}

export interface FreshnessRun {
  filledIn: number;
  lapsed: number;
  warned: number;
}

/**
 * Lapses the listings whose time is up, then warns the owners of those that lapse within a week, each once per
 * period. Safe to run at any time and as often as wanted: what was done is not done again.
 */
export async function keepListingsFresh(deps: FreshnessDeps, now = new Date()): Promise<FreshnessRun> {
  const { db } = deps;
  const run: FreshnessRun = { filledIn: await fillInConfirmations(db), lapsed: 0, warned: 0 };
  const mailIds: string[] = [];
  const handleAll = async (query: FirebaseFirestore.Query<ListingDoc>, stage: "lapsed" | "warning") => {
    for await (const due of dueListings(query)) {
      const queued = await handleDue(deps, due, stage, now);
      if (!queued) continue;
      run[stage === "lapsed" ? "lapsed" : "warned"] += 1;
      mailIds.push(...queued);
    }
  };
  for (const types of LISTING_TYPES) {
    const days = deps.listingDays[types];
    await handleAll(dueToLapse(db, { types, before: new Date(now.getTime() - days * DAY_MS) }), "lapsed");
    const warnBy = new Date(now.getTime() - (days - LAPSE_WARNING_DAYS) * DAY_MS);
    await handleAll(dueForWarning(db, { types, before: warnBy }), "warning");
  }
  await sendQueuedMail({ db, mailer: deps.mailer, logger: deps.logger }, mailIds);
  return run;
}
