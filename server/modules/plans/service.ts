// The admin's plan writes (SPEC §2 "Plans manager"): add, edit and delete, each audited in its own transaction.
// A plan that members have bought (a subscription or a checkout names it) is archived instead of deleted: it is
// no longer sold, and the subscriptions, which copy the plan's name, price and duration, keep working. An edit
// changes what is sold from now on, never a subscription already bought.
import { randomUUID } from "node:crypto";
import type { Transaction } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type { PlanDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/modules/audit/record.ts";
import { isDocumentId } from "#shared/document-id.ts";
import { PLAN_MESSAGES, type PlanDeletion, type PlanFormInput, type PlanView } from "#shared/forms/plan.ts";
import { planViewOf } from "./queries.ts";

interface PlanWrite {
  actorId: string;
  requestId?: string | null;
}

/** The fields an admin sets, as stored and as the audit log compares them. */
function formFields(input: PlanFormInput) {
  return {
    name: input.name,
    nameTa: input.nameTa,
    priceRupees: input.price,
    duration: input.duration,
    timeUnit: input.timeUnit,
    contactQuota: input.contactQuota,
  } satisfies Partial<PlanDoc>;
}

function auditedFields(plan: PlanDoc) {
  const { name, nameTa = null, priceRupees, duration, timeUnit, active, contactQuota = null } = plan;
  return { name, nameTa, priceRupees, duration, timeUnit, active, contactQuota };
}

async function readPlan(db: Db, { tx, planId }: { tx: Transaction; planId: string }): Promise<PlanDoc> {
  if (!isDocumentId(planId)) throw AppError.notFound(PLAN_MESSAGES.notFound);
  const plan = (await tx.get(col.plans(db).doc(planId))).data();
  if (!plan) throw AppError.notFound(PLAN_MESSAGES.notFound);
  return plan;
}

/** A new plan, on sale at once, after the others. */
export async function createPlan(db: Db, input: PlanWrite & { plan: PlanFormInput }): Promise<PlanView> {
  const id = randomUUID();
  const ref = col.plans(db).doc(id);
  return db.runTransaction(async (tx) => {
    const last = (await tx.get(col.plans(db).orderBy("sortOrder", "desc").limit(1))).docs[0]?.data();
    const now = new Date();
    const plan: PlanDoc = {
      ...formFields(input.plan),
      active: true,
      sortOrder: (last?.sortOrder ?? 0) + 1,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(ref, plan);
    recordPublicChange(db, { tx, content: true });
    recordAudit(db, {
      tx,
      actorId: input.actorId,
      action: "plan.create",
      entityType: "plan",
      entityId: id,
      before: null,
      after: auditedFields(plan),
      requestId: input.requestId,
    });
    return planViewOf(id, plan);
  });
}

/** The plan as sold from now on; subscriptions already bought keep what they copied. */
export async function updatePlan(
  db: Db,
  input: PlanWrite & { planId: string; plan: PlanFormInput },
): Promise<PlanView> {
  return db.runTransaction(async (tx) => {
    const stored = await readPlan(db, { tx, planId: input.planId });
    if (!stored.active)
      throw new AppError({ status: 409, code: "plan_archived", message: PLAN_MESSAGES.archivedNotEditable });
    const plan: PlanDoc = { ...stored, ...formFields(input.plan), updatedAt: new Date() };
    tx.set(col.plans(db).doc(input.planId), plan);
    recordPublicChange(db, { tx, content: true });
    recordAudit(db, {
      tx,
      actorId: input.actorId,
      action: "plan.update",
      entityType: "plan",
      entityId: input.planId,
      before: auditedFields(stored),
      after: auditedFields(plan),
      requestId: input.requestId,
    });
    return planViewOf(input.planId, plan);
  });
}

/** Deletes a plan nobody bought; archives one that members bought. An archived plan stays archived. */
export async function deletePlan(db: Db, input: PlanWrite & { planId: string }): Promise<PlanDeletion> {
  return db.runTransaction(async (tx) => {
    const stored = await readPlan(db, { tx, planId: input.planId });
    if (!stored.active) return "archived";
    const ref = col.plans(db).doc(input.planId);
    const [subscriptions, orders] = await Promise.all([
      tx.get(col.subscriptions(db).where("planId", "==", input.planId).limit(1)),
      tx.get(col.paymentOrders(db).where("planId", "==", input.planId).limit(1)),
    ]);
    const bought = !subscriptions.empty || !orders.empty;
    if (bought) tx.update(ref, { active: false, updatedAt: new Date() });
    else tx.delete(ref);
    recordPublicChange(db, { tx, content: true });
    recordAudit(db, {
      tx,
      actorId: input.actorId,
      action: bought ? "plan.archive" : "plan.delete",
      entityType: "plan",
      entityId: input.planId,
      before: auditedFields(stored),
      after: bought ? { ...auditedFields(stored), active: false } : null,
      requestId: input.requestId,
    });
    return bought ? "archived" : "deleted";
  });
}
