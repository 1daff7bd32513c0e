import type { Db } from "#server/db/firestore.ts";
import { type FormRefusal, refusalOf } from "#server/http/form-refusal.ts";
import { getProfile } from "#server/modules/accounts/queries.ts";
import { updateProfile } from "#server/modules/accounts/service.ts";
import { editProfileSchema } from "#shared/forms/account.ts";

export { getProfile };

/**
 * Validates with the form's own schema; its refusal comes back instead of a change. A service's refusal is the
 * page's error (server/http/pages.ts), as before.
 */
export async function saveProfile(
  db: Db,
  { userId, form }: { userId: string; form: FormData },
): Promise<{ ok: true } | FormRefusal> {
  const parsed = editProfileSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refusalOf(parsed.error);
  await updateProfile(db, { userId, input: parsed.data });
  return { ok: true };
}
