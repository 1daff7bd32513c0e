// What a member is told about buying a plan (SPEC §8 "Contact/payment", word for word), shared by the server's
// answers and the checkout in the browser.
export const PAYMENT_MESSAGES = {
  loginToContact: "You need to login to contact the owner. Do you want to login now?",
  selectPlan: "Please select a plan.",
  gatewayUnavailable: "Payment gateway unavailable. Please try again later.",
  planNotFound: "Selected plan details not found.",
  orderFailed: "Error creating order. Please try again.",
  planUpdateFailed: "Payment successful but failed to update user plan.",
  success: "Payment successful and plan updated!",
  /** Not in SPEC: a Checkout callback whose signature does not match (forged, or for another order). */
  notVerified: "The payment could not be verified.",
  /** Not in SPEC: an order id that is not the member's. */
  orderNotFound: "Order not found.",
} as const;
