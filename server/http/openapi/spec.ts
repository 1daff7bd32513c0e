// How an operation of the JSON API is described: its words here, its request and answers by the zod schemas of
// shared/api/, which the routers parse with and the browser reads with. document.ts writes it as OpenAPI 3.1.
import { apiError } from "#shared/api/error.ts";
import type { JsonObject, Schema } from "./json-schema.ts";
import type { HttpMethod } from "./routes.ts";

/** A query, path or header parameter, in OpenAPI's words (its schema JSON Schema). */
export interface Parameter {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  description?: string;
  schema: JsonObject;
  style?: "form";
  explode?: boolean;
}

/** One answer: a body of `schema` (JSON unless said), or none. */
export interface Answer {
  description: string;
  schema?: Schema;
  contentType?: string;
}

export interface RequestBody {
  schema: Schema;
  description?: string;
  /** application/json unless said. */
  contentType?: string;
  /** false: the body may be left out. */
  required?: boolean;
  /**
   * The fields of a form whose parser reads any value (a form sends strings; numbers and booleans are taken too),
   * described by what they take: the field's values, its limits. Named as the form's fields are.
   */
  fields?: Record<string, Schema>;
}

export interface OperationSpec {
  tags: string[];
  summary: string;
  description?: string;
  /** Query and header parameters, and path parameters with more to say than "a string". */
  parameters?: Parameter[];
  /** The query's schema, when the router parses the query with one: a parameter per field. */
  query?: Schema;
  body?: RequestBody;
  /** By status: a 2xx (the success) and the refusals. */
  responses: Record<number, Answer>;
}

export type OperationSpecs = Record<string, Partial<Record<HttpMethod, OperationSpec>>>;

export const ok = (schema: Schema, description = "OK"): Answer => ({ schema, description });
/** An answer without a body (204). */
export const noBody = (description: string): Answer => ({ description });
export const refusal = (description: string): Answer => ({ description, schema: apiError });
export const json = (schema: Schema, description?: string): RequestBody => ({ schema, description });

export const idParam: Parameter = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "string", format: "uuid" },
};
export const typesParam: Parameter = {
  name: "types",
  in: "query",
  description: "Sell (shown as Buy), Rent or Lease, any case.",
  schema: { type: "string", enum: ["Sell", "Rent", "Lease"] },
};
/** A parameter that may be repeated for several values. */
export const multi = (name: string, values: readonly string[], description: string): Parameter => ({
  name,
  in: "query",
  description: `${description} Repeat the parameter for several (\`${name}=a&${name}=b\`); any case.`,
  schema: { type: "array", items: { type: "string", enum: values } },
  style: "form",
  explode: true,
});
export const limitParam: Parameter = {
  name: "limit",
  in: "query",
  schema: { type: "integer", minimum: 1, maximum: 50, default: 10 },
};

/** The API answers in English: a description quotes the English message. */
export const english = (message: (inputs: Record<string, never>, options: { locale: "en" }) => string) =>
  message({}, { locale: "en" });
