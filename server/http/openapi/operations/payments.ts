// Plans on sale and buying one (server/http/api/payments.ts). The gateway's webhooks are in ../webhooks.ts.
import { checkoutOrder, orderBody, plansAnswer, verifiedAnswer, verifyBody } from "#shared/api/payments.ts";
import { idParam, json, type OperationSpecs, ok, refusal } from "../spec.ts";

const tags = ["Payments"];

export const PAYMENT_OPERATIONS: OperationSpecs = {
  "/plans": {
    get: {
      tags,
      summary: "The premium plans on sale",
      responses: { 200: ok(plansAnswer) },
    },
  },
  "/orders": {
    post: {
      tags,
      summary: "Order a plan: the gateway's order, for Checkout",
      description:
        "Signed-in members. The amount is the stored plan's, never the browser's. Open the gateway's Checkout with the answer; then POST /orders/{orderId}/verify with what it returns.",
      body: json(orderBody),
      responses: {
        201: ok(checkoutOrder, "Ordered"),
        400: refusal("No plan chosen"),
        401: refusal("Not signed in"),
        409: refusal("plan_not_on_sale: the plan is not on sale"),
        502: refusal("The gateway did not take the order"),
      },
    },
  },
  "/orders/{id}/verify": {
    post: {
      tags,
      summary: "Verify Checkout's answer and activate the plan",
      description:
        "The signature is checked against the order; a captured payment activates the plan once (the webhook may have done it first). Answers private, no-store.",
      parameters: [{ ...idParam, schema: { type: "string" } }],
      body: json(verifyBody),
      responses: {
        200: ok(verifiedAnswer, "Verified"),
        400: refusal("Not a payment id, or the signature does not match"),
        401: refusal("Not signed in"),
        404: refusal("No order of this member with this id"),
        409: refusal("payment_refused: the payment does not pay this order"),
      },
    },
  },
};
