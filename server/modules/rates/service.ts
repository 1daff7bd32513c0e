// The admin's writes of registration rates (issue 35, docs/costs-design.md §1): add, edit and delete, each one
// transaction with its audit entry and a public change, so every instance's read cache and kept shared pages
// (detail pages name the rates) are rebuilt within the sync interval, and this one's at once. The first write to
// an empty table stores the seed's sets first (under the ids an empty table reads them by), so adding a set
// dated later never takes away the rates shown today. The set in force cannot be deleted unless an older set
// takes over: a page always has rates.
import { randomUUID } from "node:crypto";
import type { Transaction } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { RegistrationRatesDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { ratesInForce } from "#shared/costs/rates.ts";
import { dayInIndia } from "#shared/dates.ts";
import { isDocumentId } from "#shared/document-id.ts";
import { RATE_MESSAGES, type RateSetInput, type RateSetView } from "#shared/forms/rates.ts";
import { rateSetViewOf, seedRateDocs } from "./queries.ts";

interface RatesWrite {
  actorId: string;
  requestId?: string | null;
  /** The day in India the write happens on (tests name one); today by default. */
  today?: string;
}

interface Stored {
  id: string;
  doc: RegistrationRatesDoc;
}

/** The fields an admin sets, as the audit log compares them. */
function auditedFields(doc: RateSetInput) {
  const { effectiveFrom, source, note, sale, apartmentFirstSale, womenConcession, loanDefaults } = doc;
  return { effectiveFrom, source, note, sale, apartmentFirstSale, womenConcession, loanDefaults };
}

function formFields(input: RateSetInput) {
  return {
    ...auditedFields(input),
    apartmentFirstSale: { slabs: input.apartmentFirstSale.slabs.map((slab) => ({ ...slab })) },
  } satisfies Partial<RegistrationRatesDoc>;
}

/**
 * Every set, read in the transaction; on an empty table, the seed's, stored now in the same transaction (with
 * their own audit entries), so what the admin saw is what they change. `except`: the seed set this write itself
 * replaces or deletes (one write per document).
 */
async function setsFor(
  db: Db,
  input: RatesWrite & { tx: Transaction; now: Date; except?: string },
): Promise<Stored[]> {
  const { tx, actorId, requestId, now, except } = input;
  const snapshot = await tx.get(col.registrationRates(db));
  if (!snapshot.empty) return snapshot.docs.map((doc): Stored => ({ id: doc.id, doc: doc.data() }));
  const seeded = seedRateDocs(now);
  // Writes come after every read of a transaction: the caller reads nothing more.
  for (const { id, doc } of seeded) {
    if (id === except) continue;
    // set, not create: two first writes at once store the same seed sets, and neither fails for the other's.
    tx.set(col.registrationRates(db).doc(id), doc);
    recordAudit(db, {
      tx,
      actorId,
      action: "rates.create",
      entityType: "registrationRates",
      entityId: id,
      before: null,
      after: auditedFields(doc),
      data: { seed: true },
      requestId,
    });
  }
  return seeded;
}

function refuseSameDate(sets: Stored[], effectiveFrom: string, exceptId: string | null) {
  if (sets.some((set) => set.id !== exceptId && set.doc.effectiveFrom === effectiveFrom))
    throw new AppError({
      status: 409,
      code: "rates_same_date",
      message: RATE_MESSAGES.sameDate,
      fieldErrors: { effectiveFrom: [RATE_MESSAGES.sameDate] },
    });
}

function find(sets: Stored[], id: string): Stored {
  const found = isDocumentId(id) ? sets.find((set) => set.id === id) : undefined;
  if (!found) throw AppError.notFound(RATE_MESSAGES.notFound);
  return found;
}

/** A new set, in force from its day (a later day waits for it). */
export async function createRates(db: Db, input: RatesWrite & { rates: RateSetInput }): Promise<RateSetView> {
  const id = randomUUID();
  return db.runTransaction(async (tx) => {
    const now = new Date();
    const sets = await setsFor(db, { ...input, tx, now });
    refuseSameDate(sets, input.rates.effectiveFrom, null);
    const doc: RegistrationRatesDoc = {
      ...formFields(input.rates),
      createdAt: now,
      updatedAt: now,
      updatedBy: input.actorId,
    };
    tx.create(col.registrationRates(db).doc(id), doc);
    recordPublicChange(db, { tx, content: true });
    recordAudit(db, {
      tx,
      actorId: input.actorId,
      action: "rates.create",
      entityType: "registrationRates",
      entityId: id,
      before: null,
      after: auditedFields(doc),
      requestId: input.requestId,
    });
    return rateSetViewOf(id, doc);
  });
}

/** The set as corrected; its day may move (not onto another set's). */
export async function updateRates(
  db: Db,
  input: RatesWrite & { ratesId: string; rates: RateSetInput },
): Promise<RateSetView> {
  return db.runTransaction(async (tx) => {
    const now = new Date();
    const sets = await setsFor(db, { ...input, tx, now, except: input.ratesId });
    const stored = find(sets, input.ratesId);
    refuseSameDate(sets, input.rates.effectiveFrom, input.ratesId);
    const doc: RegistrationRatesDoc = {
      ...stored.doc,
      ...formFields(input.rates),
      updatedAt: now,
      updatedBy: input.actorId,
    };
    tx.set(col.registrationRates(db).doc(input.ratesId), doc);
    recordPublicChange(db, { tx, content: true });
    recordAudit(db, {
      tx,
      actorId: input.actorId,
      action: "rates.update",
      entityType: "registrationRates",
      entityId: input.ratesId,
      before: auditedFields(stored.doc),
      after: auditedFields(doc),
      requestId: input.requestId,
    });
    return rateSetViewOf(input.ratesId, doc);
  });
}

/** Deletes a set; the one in force only when an older set takes over (409 `rates_in_use` otherwise). */
export async function deleteRates(db: Db, input: RatesWrite & { ratesId: string }): Promise<"deleted"> {
  const today = input.today ?? dayInIndia();
  return db.runTransaction(async (tx) => {
    const now = new Date();
    const sets = await setsFor(db, { ...input, tx, now, except: input.ratesId });
    const stored = find(sets, input.ratesId);
    const inForce = ratesInForce(
      sets.map((set) => ({ id: set.id, effectiveFrom: set.doc.effectiveFrom })),
      today,
    );
    const olderExists = sets.some((set) => set.doc.effectiveFrom < stored.doc.effectiveFrom);
    if (inForce?.id === stored.id && !olderExists)
      throw new AppError({ status: 409, code: "rates_in_use", message: RATE_MESSAGES.inUse });
    tx.delete(col.registrationRates(db).doc(input.ratesId));
    recordPublicChange(db, { tx, content: true });
    recordAudit(db, {
      tx,
      actorId: input.actorId,
      action: "rates.delete",
      entityType: "registrationRates",
      entityId: input.ratesId,
      before: auditedFields(stored.doc),
      after: null,
      requestId: input.requestId,
    });
    return "deleted" as const;
  });
}
