import type { Db } from "#server/db/firestore.ts";
import type { SessionUser } from "#server/http/context.ts";
import { formRefusal, refusalOf } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { listPlansForAdmin } from "#server/modules/plans/queries.ts";
import { createPlan, deletePlan, updatePlan } from "#server/modules/plans/service.ts";
import { PLAN_FIELDS, PLAN_MESSAGES, type PlanAnswer, planFormSchema } from "#shared/forms/plan.ts";

/** The lists, and the plan being edited (`?edit={id}`, the Edit button's link) when it is a current one. */
export async function loadPlansPage(db: Db, { url }: { url: URL }) {
  const { current, archived } = await listPlansForAdmin(db);
  const editId = url.searchParams.get("edit");
  return { current, archived, editing: current.find((plan) => plan.id === editId) ?? null };
}

/** The form's add, update (with `id`) and delete (with `id`), told apart by `intent`. */
export async function submitPlanForm(
  db: Db,
  input: { actor: SessionUser; form: FormData; logger: Logger; requestId: string },
): Promise<PlanAnswer> {
  const { form, logger } = input;
  const intent =
    form.get("intent") === "update" ? "update" : form.get("intent") === "delete" ? "delete" : "create";
  const planId = String(form.get("id") ?? "");
  const write = { actorId: input.actor.id, requestId: input.requestId };
  const values = Object.fromEntries(
    PLAN_FIELDS.map((field) => [field, String(form.get(field) ?? "").slice(0, 200)]),
  );
  if (intent === "delete") {
    try {
      return {
        ok: true,
        status: 200,
        intent,
        id: planId,
        outcome: await deletePlan(db, { ...write, planId }),
      };
    } catch (error) {
      return { ...formRefusal(error, { failed: PLAN_MESSAGES.deleteFailed, logger }), intent, values: {} };
    }
  }
  const parsed = planFormSchema.safeParse(values);
  if (!parsed.success) return { ...refusalOf(parsed.error, PLAN_FIELDS), intent, values };
  try {
    const plan =
      intent === "update"
        ? await updatePlan(db, { ...write, planId, plan: parsed.data })
        : await createPlan(db, { ...write, plan: parsed.data });
    return { ok: true, status: 200, intent, plan };
  } catch (error) {
    return { ...formRefusal(error, { failed: PLAN_MESSAGES.saveFailed, logger }), intent, values };
  }
}
