// Applying a transition of a listing's life (lifecycle-graph.ts) inside the caller's transaction: it reads the
// listing (and its owner when the transition e-mails them), checks the move against the graph, writes the
// listing and does all of the move's bookkeeping in the same transaction: the moderation lists' counts
// (list-counts.ts), the public change log, the audit entry and the owner's e-mail (queued; the caller sends it
// after the commit). Every change of a listing's status is made here; nowhere else writes `status`.
import type { Transaction, WriteBatch } from "firebase-admin/firestore";
import type { MailMessage } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import type { ListingDoc, UserDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import {
  LISTING_DECISION_KIND,
  listingDecisionMail,
} from "#server/modules/notifications/listing-decision.ts";
import {
  type FreshnessMail,
  LISTING_FRESHNESS_KIND,
  listingFreshnessMail,
} from "#server/modules/notifications/listing-freshness.ts";
import { LISTING_HELD_KIND, listingHeldMail } from "#server/modules/notifications/listing-held.ts";
import { queueMail } from "#server/modules/notifications/outbox.ts";
import { LISTING_MESSAGES } from "#shared/forms/listing.ts";
import type { ReportReason } from "#shared/forms/report.ts";
import { DEFAULT_LOCALE } from "#shared/locale.ts";
import type { ListingStatus } from "#shared/values.ts";
import {
  decideTransition,
  fieldsAfter,
  type ListingActorKind,
  type ListingTransition,
  recordsPublicChange,
  type TransitionDecision,
  type TransitionRule,
} from "./lifecycle-graph.ts";
import { type ListChange, recordListChanges } from "./list-counts.ts";

export type { ListingActorKind, ListingTransition } from "./lifecycle-graph.ts";

/** Who takes the transition: their kind in the graph and, for a person, their uid (null: nobody, for the audit). */
export interface TransitionActor {
  kind: ListingActorKind;
  id: string | null;
}

/** What the owner's e-mail needs beyond the listing and the owner (the graph says which e-mail, if any). */
export interface TransitionMailContext {
  /** The site's address for the e-mail's links (config.publicUrl). */
  siteUrl: string;
  /** A hold's e-mail: the reasons the open reports gave, in the form's order. */
  reasons?: readonly ReportReason[];
  /** A lapse's e-mail: when it lapsed, the days a confirmation gives and the signed link. */
  lapse?: Pick<FreshnessMail, "lapsesAt" | "days" | "token" | "linkExpiresAt">;
}

type AuditData = Readonly<Record<string, unknown>>;

export interface TransitionInput {
  /** A transaction; a batch only for a listing read before it (erasure), which a batch cannot read. */
  tx: Transaction | WriteBatch;
  listingId: string;
  transition: ListingTransition;
  actor: TransitionActor;
  /** The listing as read in this transaction, when the caller has read it already (to check more than the graph). */
  listing?: ListingDoc;
  /** A new listing's document (submit), without the fields the submission sets. */
  create?: Omit<ListingDoc, keyof ReturnType<typeof fieldsAfter>> &
    Pick<ListingDoc, "media" | "photoBands" | "updatedAt">;
  /** The state the actor saw (an admin's page): a listing that has moved on since is refused as `stale`. */
  expected?: ListingStatus;
  /** Given, the move's count change is added here for the caller to record once for a batch of many moves. */
  countInto?: ListChange[];
  /** More fields written with the move (an edit's form fields and media). */
  fields?: Partial<ListingDoc>;
  /** A rejection's reason: shown to the owner and kept on the listing. */
  reason?: string | null;
  now?: Date;
  /** The audit entry's data, or how to make it of the listing read (its action, actor and changes: the graph). */
  auditData?: AuditData | ((listing: ListingDoc) => AuditData);
  requestId?: string | null;
  /** Given, the owner is e-mailed when the graph says so (and they have an address). */
  mail?: TransitionMailContext;
  /** How a refused move is told to the actor (a 409 with the caller's words); none: the caller checked first. */
  refuse?: (refusal: Extract<TransitionDecision, { ok: false }>, listing: ListingDoc | null) => never;
}

export interface AppliedTransition {
  listing: ListingDoc;
  before: ListingStatus | null;
  status: ListingStatus;
  /** Whether the public change log records the move. */
  publicChange: boolean;
  /** Queued e-mails, for sendQueuedMail after the commit. */
  mailIds: string[];
}

/** The moderation fields an admin's decision records before and after (audit). */
const DECISION_FIELDS = [
  "status",
  "rejectionReason",
  "approvedAt",
  "rejectedAt",
  "resubmission",
  "heldForReports",
] as const;

function decisionState(listing: ListingDoc): Record<string, unknown> {
  return Object.fromEntries(
    DECISION_FIELDS.map((field) => [
      field,
      field === "resubmission" ? (listing[field] ?? null) : listing[field],
    ]),
  );
}

/** What every e-mail to a listing's owner names: the listing, and the owner's name and language. */
export function ownerMailFields(listing: ListingDoc, owner: UserDoc) {
  return {
    code: listing.code,
    propertyName: listing.propertyName,
    city: listing.city,
    firstName: owner.firstName,
    // Read in the transaction: the owner's language, not the admin's (a missing one is English).
    locale: owner.locale ?? DEFAULT_LOCALE,
  };
}

function ownerMail(
  rule: TransitionRule,
  move: {
    listingId: string;
    listing: ListingDoc;
    owner: UserDoc;
    status: ListingStatus;
    reason: string | null;
  },
  context: TransitionMailContext,
): (Omit<MailMessage, "to"> & { kind: string }) | null {
  const { listingId, listing, owner, status } = move;
  const named = ownerMailFields(listing, owner);
  if (rule.mail === "decision" && (status === "approved" || status === "rejected"))
    return {
      ...listingDecisionMail({
        decision: status,
        ...named,
        listingId,
        reason: move.reason,
        siteUrl: context.siteUrl,
      }),
      kind: LISTING_DECISION_KIND[status],
    };
  if (rule.mail === "held" && context.reasons)
    return {
      ...listingHeldMail({ ...named, reasons: context.reasons, siteUrl: context.siteUrl }),
      kind: LISTING_HELD_KIND,
    };
  if (rule.mail === "lapsed" && context.lapse)
    return {
      ...listingFreshnessMail({
        stage: "lapsed",
        ...named,
        types: listing.types,
        ...context.lapse,
        siteUrl: context.siteUrl,
      }),
      kind: LISTING_FRESHNESS_KIND.lapsed,
    };
  return null;
}

/**
 * Applies one transition to one listing in the caller's transaction and does its bookkeeping. A listing that does
 * not exist is a 404 (but for `submit`, which makes it); a move the graph refuses goes to `refuse`.
 */
export async function applyTransition(db: Db, input: TransitionInput): Promise<AppliedTransition> {
  const { tx, listingId, transition, actor } = input;
  const ref = col.listings(db).doc(listingId);
  const now = input.now ?? new Date();
  const reading = "get" in tx;
  const stored: ListingDoc | null =
    input.listing ?? (transition === "submit" || !reading ? null : ((await tx.get(ref)).data() ?? null));
  if (!stored && transition !== "submit") throw AppError.notFound(LISTING_MESSAGES.notFound());
  const decision = decideTransition(
    { status: stored?.status ?? null, heldForReports: stored?.heldForReports },
    { transition, actor: actor.kind, expected: input.expected },
  );
  if (!decision.ok) {
    input.refuse?.(decision, stored);
    // The caller checks what it lets through: a refusal here is a mistake in the code, not the actor's.
    throw new Error(`${transition} by ${actor.kind} of listing ${listingId} refused: ${decision.reason}`);
  }
  const { rule, to } = decision;
  const ownerId = stored?.ownerId ?? input.create?.ownerId;
  const owner =
    rule.mail && input.mail && reading && ownerId
      ? (await (tx as Transaction).get(col.users(db).doc(ownerId))).data()
      : undefined;

  const reason = input.reason ?? null;
  const from = stored?.status ?? null;
  const fields = fieldsAfter(transition, { from, to, now, reason });
  let listing: ListingDoc;
  if (!stored) {
    listing = { ...input.create!, ...fields } as ListingDoc;
    (tx as Transaction).create(ref, listing);
  } else if (reading) {
    listing = { ...stored, ...input.fields, ...fields };
    (tx as Transaction).set(ref, listing);
  } else {
    // A batch writes only what changes: the listing was read before it, outside any transaction.
    listing = { ...stored, ...input.fields, ...fields };
    (tx as WriteBatch).update(ref, { ...input.fields, ...fields });
  }

  const change: ListChange = { before: stored, after: { status: to, types: listing.types } };
  if (input.countInto) input.countInto.push(change);
  else recordListChanges(db, { tx, changes: [change] });
  const publicChange = recordsPublicChange(rule, from, to);
  if (publicChange) recordPublicChange(db, { tx, listingIds: [listingId] });
  if (rule.audit) {
    const changes =
      rule.auditChanges === "decision"
        ? { before: decisionState(stored!), after: fields }
        : rule.auditChanges === "status"
          ? { before: { status: from }, after: { status: to } }
          : {};
    // An admin's edit of their own listing is the owner's update.
    const ownEdit = transition === "edit" && actor.id === listing.ownerId;
    const action = ownEdit ? "listing.update" : rule.audit;
    recordAudit(db, {
      tx,
      actorId: actor.id,
      action,
      entityType: "listing",
      entityId: listingId,
      ...changes,
      data: typeof input.auditData === "function" ? input.auditData(listing) : input.auditData,
      requestId: input.requestId,
    });
  }
  const mailIds: string[] = [];
  // An owner who signed in with a phone number only has no address to write to.
  const mail =
    input.mail && owner?.email
      ? ownerMail(rule, { listingId, listing, owner, status: to, reason }, input.mail)
      : null;
  if (mail && owner?.email)
    mailIds.push(queueMail(db, { tx: tx as Transaction, to: owner.email, ...mail, entityId: listingId }));
  return { listing, before: from, status: to, publicChange, mailIds };
}
