import type { Db } from "#server/db/firestore.ts";
import type { SessionUser } from "#server/http/context.ts";
import { formRefusal, refusalOf } from "#server/http/form-refusal.ts";
import type { Logger } from "#server/logger.ts";
import { listRateSetsForAdmin } from "#server/modules/rates/queries.ts";
import { createRates, deleteRates, updateRates } from "#server/modules/rates/service.ts";
import { RATE_FIELDS, RATE_MESSAGES, type RatesAnswer, rateFormSchema } from "#shared/forms/rates.ts";

/**
 * Every set, the one in force, the set being edited (`?edit={id}`, the Edit link) and the one whose deletion is
 * being confirmed (`?delete={id}`, the Delete link without JavaScript; with it, a dialog asks).
 */
export async function loadRatesPage(db: Db, { url }: { url: URL }) {
  const { sets, inForceId, today } = await listRateSetsForAdmin(db);
  const byId = (param: string) => sets.find((set) => set.id === url.searchParams.get(param)) ?? null;
  return { sets, inForceId, today, editing: byId("edit"), deleting: byId("delete") };
}

/** The form's add, update (with `id`) and delete (with `id`), told apart by `intent`. */
export async function submitRatesForm(
  db: Db,
  input: { actor: SessionUser; form: FormData; logger: Logger; requestId: string },
): Promise<RatesAnswer> {
  const { form, logger } = input;
  const intent =
    form.get("intent") === "update" ? "update" : form.get("intent") === "delete" ? "delete" : "create";
  const ratesId = String(form.get("id") ?? "");
  const write = { actorId: input.actor.id, requestId: input.requestId };
  if (intent === "delete") {
    try {
      await deleteRates(db, { ...write, ratesId });
      return { ok: true, status: 200, intent, id: ratesId };
    } catch (error) {
      return { ...formRefusal(error, { failed: RATE_MESSAGES.deleteFailed, logger }), intent, values: {} };
    }
  }
  const values = Object.fromEntries(
    RATE_FIELDS.map((field) => [field, String(form.get(field) ?? "").slice(0, 600)]),
  );
  const parsed = rateFormSchema.safeParse(values);
  if (!parsed.success) return { ...refusalOf(parsed.error, RATE_FIELDS), intent, values };
  try {
    const rates =
      intent === "update"
        ? await updateRates(db, { ...write, ratesId, rates: parsed.data })
        : await createRates(db, { ...write, rates: parsed.data });
    return { ok: true, status: 200, intent, rates };
  } catch (error) {
    return {
      ...formRefusal(error, { failed: RATE_MESSAGES.saveFailed, logger, fields: RATE_FIELDS }),
      intent,
      values,
    };
  }
}
