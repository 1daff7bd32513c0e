// The payment webhooks (server/http/webhooks.ts, mounted in app.ts): the gateway calls them, not a client of the
// API, so they are the document's `webhooks`, each named after its gateway.
import { z } from "zod";
import {
  HANDLED_WEBHOOK_EVENTS,
  paymentEntity,
  refundEntity,
  WEBHOOK_EVENT_ID,
  WEBHOOK_RESULTS,
} from "#server/modules/payments/webhook.ts";
import { PAYMENT_PROVIDERS, type PaymentProvider } from "#shared/values.ts";
import { component } from "./json-schema.ts";
import { type OperationSpec, ok, refusal } from "./spec.ts";

/**
 * A webhook delivery as Razorpay posts it (server/modules/payments/webhook.ts reads event and payload). The
 * gateway's events carry many more fields than we read: as a request, extra fields are allowed.
 */
export const webhookEvent = component(
  "RazorpayWebhookEvent",
  z
    .object({
      entity: z.literal("event").optional(),
      account_id: z.string().optional(),
      event: z
        .enum(HANDLED_WEBHOOK_EVENTS)
        .describe(
          "The events acted on: subscribe the webhook to these. Any other event is stored and answered `ignored`.",
        ),
      contains: z.array(z.string()).optional().describe("The entities in payload"),
      payload: z.object({
        payment: z
          .object({
            entity: paymentEntity.extend({
              amount: paymentEntity.shape.amount.describe(
                "Paise; a plan activates only on its order's amount",
              ),
              order_id: paymentEntity.shape.order_id.describe("The gateway order; none of ours: `ignored`"),
              status: z.string().optional().describe("captured, failed, refunded…"),
            }),
          })
          .optional()
          .describe("payment.captured, order.paid, payment.failed, and refund.processed's payment"),
        refund: z
          .object({
            entity: refundEntity.extend({
              payment_id: refundEntity.shape.payment_id.describe(
                "payload.payment's id, or the event is `ignored`",
              ),
              amount: z.number().int().optional().describe("Paise"),
            }),
          })
          .optional()
          .describe("refund.processed: the payment is marked refunded and the plan it bought cancelled"),
      }),
      created_at: z.number().int().optional().describe("Unix seconds"),
    })
    .describe("A webhook delivery: Razorpay's event, its body signed as sent"),
);

const webhookAnswer = z.object({
  ok: z.literal(true),
  result: z
    .enum(WEBHOOK_RESULTS)
    .describe(
      "processed: a handler acted on it; replayed: this event was processed before; ignored: an event not acted on, or about no order of ours",
    ),
});

const webhookPath = (provider: PaymentProvider) => `/api/v1/webhooks/${provider}`;

const WEBHOOK_INTRO: Record<PaymentProvider, { summary: string; description: string; secret: string }> = {
  razorpay: {
    summary: `Razorpay's payment events: POST ${webhookPath("razorpay")}`,
    description: `Point the webhook of Razorpay's dashboard at \`https://<host>${webhookPath("razorpay")}\` with the events below and the secret set in RAZORPAY_WEBHOOK_SECRET. The source of truth when the browser never comes back from Checkout. 404 unless PAYMENTS_PROVIDER is razorpay.`,
    secret: "RAZORPAY_WEBHOOK_SECRET",
  },
  sandbox: {
    summary: `The sandbox gateway's payment events (development only): POST ${webhookPath("sandbox")}`,
    description:
      "The sandbox gateway (PAYMENTS_PROVIDER=sandbox, refused in production) delivers Razorpay-shaped events here from its checkout page, signed with its local secret, so the same verification code runs. 404 with Razorpay.",
    secret: "the sandbox's local webhook secret",
  },
};

function webhookOperation(provider: PaymentProvider): OperationSpec {
  const intro = WEBHOOK_INTRO[provider];
  return {
    tags: ["Payments"],
    summary: intro.summary,
    description: `${intro.description}\n\nThe body is read as raw bytes whatever its Content-Type, ahead of the session and the same-origin check (the gateway sends no cookie and no Origin). The signature is checked first; then the delivery is stored under its event id, so a redelivery answers \`replayed\` and changes nothing; then the event's handler runs: payment.captured and order.paid activate the order's plan (once per payment; a paid amount other than the order's never activates), payment.failed records the attempt (the member may pay the same order again), refund.processed marks the payment refunded and cancels the plan it bought. The gateway retries a delivery until it gets a 2xx.`,
    parameters: [
      {
        name: "X-Razorpay-Signature",
        in: "header",
        required: true,
        description: `HMAC-SHA256 of the raw request body, exactly as sent, with the webhook secret (${intro.secret}), in lower-case hex; compared in constant time.`,
        schema: { type: "string", pattern: "^[0-9a-f]{64}$" },
      },
      {
        name: "X-Razorpay-Event-Id",
        in: "header",
        required: true,
        description: "The event's id: each event is processed once, however often it is delivered.",
        schema: { type: "string", pattern: WEBHOOK_EVENT_ID.source },
      },
    ],
    body: {
      schema: webhookEvent,
      description: "The event as JSON; the signature covers these bytes, never a re-serialisation.",
    },
    responses: {
      200: ok(webhookAnswer, "Received"),
      400: refusal("bad_request: no valid X-Razorpay-Event-Id, or the body is not a JSON event"),
      401: refusal("signature_invalid: X-Razorpay-Signature is missing or does not match the body"),
      404: refusal(`not_found: the ${provider} gateway is not in use here (PAYMENTS_PROVIDER)`),
      413: refusal("A body over 1 MB"),
      500: refusal("A handler failed: the event stays unprocessed until the gateway delivers it again"),
    },
  };
}

/** Razorpay's webhook, and the sandbox's outside production (where PAYMENTS_PROVIDER cannot be sandbox). */
export function webhookSpecs(production: boolean): Record<string, OperationSpec> {
  const providers = PAYMENT_PROVIDERS.filter((provider) => !production || provider !== "sandbox");
  return Object.fromEntries(providers.map((provider) => [provider, webhookOperation(provider)]));
}
