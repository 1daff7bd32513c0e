import type { Db } from "#server/db/firestore.ts";
import { countDashboard } from "#server/modules/moderation/dashboard.ts";

export async function loadAdminFrame(db: Db) {
  return { counts: await countDashboard(db) };
}
