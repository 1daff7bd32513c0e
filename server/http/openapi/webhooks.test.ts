import { Router } from "express";
import { describe, expect, it } from "vitest";
import { HANDLED_WEBHOOK_EVENTS } from "#server/modules/payments/webhook.ts";
import { buildOpenApiDocument } from "./document.ts";

interface WebhookOperation {
  summary: string;
  parameters: { name: string; in: string; required?: boolean; schema: { pattern?: string } }[];
  requestBody: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, unknown>;
  webhooks: Record<string, { post: WebhookOperation }>;
  components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
}

function document(options: { production?: boolean } = {}): Document {
  const router = Router();
  router.get("/cities", (_req, res) => res.json({ cities: [] }));
  return buildOpenApiDocument(router, options) as unknown as Document;
}

describe("the OpenAPI document's webhooks", () => {
  it("is OpenAPI 3.1, which has webhooks", () => {
    expect(document().openapi).toMatch(/^3\.1\.\d+$/);
  });

  it("lists Razorpay's webhook and, outside production, the sandbox's, not as paths", () => {
    expect(Object.keys(document().webhooks)).toEqual(["sandbox", "razorpay"]);
    expect(Object.keys(document({ production: true }).webhooks)).toEqual(["razorpay"]);
    expect(document().webhooks.razorpay?.post.summary).toContain("POST /api/v1/webhooks/razorpay");
    expect(document().webhooks.sandbox?.post.summary).toContain("POST /api/v1/webhooks/sandbox");
    expect(Object.keys(document().paths)).toEqual(["/cities"]);
  });

  it("describes the signed headers, the event and the answers", () => {
    const { webhooks, components } = document();
    const operation = webhooks.razorpay!.post;
    expect(operation.parameters.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ["X-Razorpay-Signature", "header", true],
      ["X-Razorpay-Event-Id", "header", true],
    ]);
    expect(new RegExp(operation.parameters[0]!.schema.pattern!).test("ab".repeat(32))).toBe(true);
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "404", "500"]),
    );
    expect(JSON.stringify(operation.responses[401])).toContain("signature_invalid");

    const ref = operation.requestBody.content["application/json"]!.schema.$ref;
    const event = components.schemas[ref.replace("#/components/schemas/", "")]!;
    expect(event.properties.event?.enum).toEqual(HANDLED_WEBHOOK_EVENTS);
    expect(HANDLED_WEBHOOK_EVENTS).toEqual(
      expect.arrayContaining(["payment.captured", "order.paid", "payment.failed", "refund.processed"]),
    );
    const payload = event.properties.payload as {
      properties: Record<string, { properties: { entity: { properties: Record<string, unknown> } } }>;
    };
    expect(Object.keys(payload.properties.payment!.properties.entity.properties)).toEqual(
      expect.arrayContaining(["id", "order_id", "amount", "status"]),
    );
    expect(Object.keys(payload.properties.refund!.properties.entity.properties)).toEqual(
      expect.arrayContaining(["id", "payment_id"]),
    );
    // The gateway sends far more than we read: extra fields are allowed.
    expect(JSON.stringify(event)).not.toContain('"additionalProperties":false');
  });
});
