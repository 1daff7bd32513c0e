// The OpenAPI 3.1 document of the JSON API, generated: its paths are the routes the API router mounts, each
// described by its spec (operations/) whose request and answers are the zod schemas of shared/api/.
import type * as core from "zod/v4/core";
import "./components.ts";
import { type JsonObject, SchemaWriter } from "./json-schema.ts";
import { legacyCallsOf, legacyTable } from "./legacy.ts";
import { ADMIN_OPERATIONS } from "./operations/admin.ts";
import { CONTENT_OPERATIONS } from "./operations/content.ts";
import { LISTING_OPERATIONS } from "./operations/listings.ts";
import { MEDIA_OPERATIONS } from "./operations/media.ts";
import { MEMBER_OPERATIONS } from "./operations/members.ts";
import { PAYMENT_OPERATIONS } from "./operations/payments.ts";
import { SESSION_OPERATIONS } from "./operations/session.ts";
import { listMountedRoutes } from "./routes.ts";
import {
  type Answer,
  type OperationSpec,
  type OperationSpecs,
  type Parameter,
  type RequestBody,
  refusal,
} from "./spec.ts";
import { webhookSpecs } from "./webhooks.ts";

/** Every operation of the API (paths relative to /api/v1). */
export const API_OPERATIONS: OperationSpecs = {
  ...SESSION_OPERATIONS,
  ...LISTING_OPERATIONS,
  ...MEMBER_OPERATIONS,
  ...MEDIA_OPERATIONS,
  ...PAYMENT_OPERATIONS,
  ...CONTENT_OPERATIONS,
  ...ADMIN_OPERATIONS,
};

/** "GET /listings" for every operation specified. */
export const specifiedOperations = (): string[] =>
  Object.entries(API_OPERATIONS).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );

const JSON_TYPE = "application/json";

const isOptional = (schema: core.$ZodType) => schema._zod.optin === "optional";

function queryParameters(writer: SchemaWriter, query: core.$ZodType | undefined): Parameter[] {
  if (!query) return [];
  const json = writer.write(query, "input") as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...schema }]) => ({
    name,
    in: "query",
    ...(json.required?.includes(name) ? { required: true } : {}),
    ...(typeof description === "string" ? { description } : {}),
    schema,
  }));
}

function pathParameters(path: string, given: readonly Parameter[]): Parameter[] {
  return [...path.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !given.some((p) => p.in === "path" && p.name === name))
    .map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
}

function requestBody(writer: SchemaWriter, body: RequestBody): JsonObject {
  let schema = writer.write(body.schema, "input");
  if (body.fields) {
    const fields = Object.entries(body.fields);
    schema = {
      ...schema,
      type: "object",
      properties: Object.fromEntries(fields.map(([name, field]) => [name, writer.write(field, "input")])),
      required: fields.filter(([, field]) => !isOptional(field)).map(([name]) => name),
    };
  }
  return {
    required: body.required ?? true,
    ...(body.description ? { description: body.description } : {}),
    content: { [body.contentType ?? JSON_TYPE]: { schema } },
  };
}

function response(writer: SchemaWriter, answer: Answer): JsonObject {
  if (!answer.schema) return { description: answer.description };
  return {
    description: answer.description,
    content: { [answer.contentType ?? JSON_TYPE]: { schema: writer.write(answer.schema, "output") } },
  };
}

/**
 * Every API route and webhook may answer this, whatever else it says: the database stalled past the request's
 * deadline (or, for what is read from memory, the public data is not loaded yet), or a write kept losing to others.
 */
const UNAVAILABLE: Answer = refusal(
  "The database did not answer in time, or the write kept losing to others: nothing was changed; try again after `Retry-After` seconds",
);

function operation(writer: SchemaWriter, path: string, spec: OperationSpec, legacy: string[]): JsonObject {
  const given = [...(spec.parameters ?? []), ...queryParameters(writer, spec.query)];
  const parameters = [...pathParameters(path, given), ...given];
  return {
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body ? { requestBody: requestBody(writer, spec.body) } : {}),
    responses: Object.fromEntries(
      Object.entries({ ...spec.responses, 503: spec.responses[503] ?? UNAVAILABLE }).map(
        ([status, answer]) => [status, response(writer, answer)],
      ),
    ),
    ...(legacy.length > 0 ? { "x-legacy": legacy } : {}),
  };
}

/**
 * The OpenAPI 3.1 document of the routes mounted on `apiRouter` (paths relative to /api/v1), with the payment
 * webhooks; in production without the sandbox's. A mounted route without a spec is left out (the route ⇄
 * document test names it).
 */
export function buildOpenApiDocument(
  apiRouter: { stack: unknown[] },
  options: { production?: boolean } = {},
): JsonObject {
  const routes = listMountedRoutes(apiRouter);
  const mounted = new Set(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`));
  const writer = new SchemaWriter();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const { method, path } of routes) {
    const spec = API_OPERATIONS[path]?.[method as keyof OperationSpecs[string]];
    if (!spec) continue;
    const legacy = legacyCallsOf(`${method.toUpperCase()} ${path}`);
    paths[path] = { ...paths[path], [method]: operation(writer, path, spec, legacy) };
  }
  const webhooks = Object.fromEntries(
    Object.entries(webhookSpecs(options.production === true)).map(([name, spec]) => [
      name,
      { post: operation(writer, "", spec, []) },
    ]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Nilam API",
      version: "1",
      description: [
        "The JSON API of Nilam, the Tamil Nadu land and property marketplace. Errors share one shape (Error). Signed-in calls use the `__session` cookie set by POST /session; writes need a same-origin request.",
        "",
        "The payment gateway's webhooks, which the gateway calls, are under `webhooks`.",
        "",
        "Each operation's `x-legacy` lists the calls of the old app it replaces. All of them:",
        "",
        legacyTable(mounted),
      ].join("\n"),
    },
    servers: [{ url: "/api/v1" }],
    paths,
    webhooks,
    components: {
      schemas: Object.fromEntries(Object.entries(writer.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "__session" } },
    },
  };
}
