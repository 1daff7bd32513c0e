// Premium plans as the admin's plan manager and the plan choice (SPEC §2 "Plans manager", §4 "Contact owner")
// list them.
import { col } from "#server/db/collections.ts";
import type { PlanDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import type { PlanView } from "#shared/forms/plan.ts";

export function planViewOf(id: string, plan: PlanDoc): PlanView {
  const {
    name,
    nameTa = null,
    priceRupees,
    duration,
    timeUnit,
    active,
    updatedAt,
    contactQuota = null,
  } = plan;
  return { id, name, nameTa, priceRupees, duration, timeUnit, contactQuota, active, updatedAt };
}

/** What members see of a plan on sale (the profile's and Contact Owner's choice). */
export function planOnSaleOf({ id, name, nameTa, priceRupees, duration, timeUnit }: PlanView) {
  return { id, name, nameTa, priceRupees, duration, timeUnit };
}

/** Plans on sale, in their order: the only ones members may choose. Archived plans are never offered. */
export async function listPlansOnSale(db: Db): Promise<PlanView[]> {
  const snapshot = await col.plans(db).where("active", "==", true).orderBy("sortOrder").get();
  return snapshot.docs.map((doc) => planViewOf(doc.id, doc.data()));
}

/** The plan manager's lists: current plans, and those archived because members had bought them. */
export async function listPlansForAdmin(db: Db): Promise<{ current: PlanView[]; archived: PlanView[] }> {
  // A handful of plans: one read of them all, in their order.
  const snapshot = await col.plans(db).orderBy("sortOrder").get();
  const plans = snapshot.docs.map((doc) => planViewOf(doc.id, doc.data()));
  return { current: plans.filter((plan) => plan.active), archived: plans.filter((plan) => !plan.active) };
}
