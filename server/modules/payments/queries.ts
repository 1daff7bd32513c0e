// Reads of the payments module.
import { col } from "#server/db/collections.ts";
import type { PaymentOrderDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import type { PaymentProvider } from "#shared/values.ts";

/** The payment's document id: one per gateway payment, the key that makes activation happen once. */
export const paymentDocId = (provider: PaymentProvider, providerPaymentId: string) =>
  `${provider}_${providerPaymentId}`;

/** Our order for a gateway order id (webhooks name the gateway's), or null. */
export async function findOrderByProviderOrderId(
  db: Db,
  { provider, providerOrderId }: { provider: PaymentProvider; providerOrderId: string },
): Promise<(PaymentOrderDoc & { id: string }) | null> {
  const snapshot = await col
    .paymentOrders(db)
    .where("providerOrderId", "==", providerOrderId)
    .where("provider", "==", provider)
    .limit(1)
    .get();
  const doc = snapshot.docs[0];
  return doc ? { id: doc.id, ...doc.data() } : null;
}
