import { AppError } from "#server/errors.ts";
import type { AppContext } from "#server/http/context.ts";
import { getProfile } from "#server/modules/accounts/queries.ts";
import { getMemberReceipt } from "#server/modules/payments/queries.ts";
import { m } from "#web/lib/i18n.ts";
import { requireUserForPage } from "#web/lib/require-user.server.ts";

/** The receipt of one of the member's own paid orders; anything else is a 404. */
export async function loadReceipt({ db, user }: AppContext, orderId: string) {
  const me = requireUserForPage(user);
  const [receipt, profile] = await Promise.all([
    getMemberReceipt(db, { userId: me.id, orderId }),
    getProfile(db, { userId: me.id }),
  ]);
  if (!receipt) throw AppError.notFound(m["receipt.notFound"]());
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return { receipt, billedTo: { name: name || profile.email, email: profile.email } };
}
