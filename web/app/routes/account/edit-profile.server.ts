import type { Db } from "#server/db/firestore.ts";
import { getProfile } from "#server/modules/accounts/queries.ts";
import { updateProfile } from "#server/modules/accounts/service.ts";
import { editProfileSchema, fieldErrors } from "#shared/forms/account.ts";

export { getProfile };

/** Validates with the form's own schema; field errors come back instead of a change. */
export async function saveProfile(db: Db, { userId, form }: { userId: string; form: FormData }) {
  const parsed = editProfileSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false as const, errors: fieldErrors(parsed.error) };
  await updateProfile(db, { userId, input: parsed.data });
  return { ok: true as const };
}
