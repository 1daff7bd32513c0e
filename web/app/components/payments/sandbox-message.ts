// What the sandbox gateway's checkout page posts to the page that opened it (checkout.ts): its own module, so
// that page loads none of the checkout.
/** The message the sandbox checkout page posts to its opener. */
export const SANDBOX_MESSAGE = "nilam:sandbox-checkout";
export type SandboxOutcome =
  | { type: typeof SANDBOX_MESSAGE; orderId: string; outcome: "paid"; paymentId: string; signature: string }
  | { type: typeof SANDBOX_MESSAGE; orderId: string; outcome: "failed" | "closed" };
