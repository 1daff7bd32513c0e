// Every answer of our JSON API the browser reads comes through here, parsed with its schema from shared/api/ (the
// schema the OpenAPI document is generated from): a page never trusts an answer's shape by a cast. The schemas
// are zod/mini; a module every page loads imports its schema when it first calls (`await import`), so a visitor
// who never calls pays nothing for it.
import type * as z from "zod/mini";
import type { ApiError } from "#shared/api/error.ts";
import { apiHeaders } from "./api.ts";

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends a call to `path` (same origin, in the page's language); null when no answer came (offline). */
function sendApiRequest(path: string, request: ApiRequest): Promise<Response | null> {
  const json = request.body !== undefined;
  return fetch(path, {
    method: request.method ?? "GET",
    headers: apiHeaders(json ? { "content-type": "application/json" } : {}),
    body: json ? JSON.stringify(request.body) : undefined,
    signal: request.signal,
  }).catch(() => null);
}

export type ApiAnswer<T> =
  | { ok: true; status: number; body: T }
  /** status null: no answer (offline); error null: none in the API's shape (a proxy's page, a 5xx). */
  | { ok: false; status: number | null; error: ApiError["error"] | null };

/** The refusal in the API's one error shape, read without a schema (every page loads this module). */
export function apiErrorOf(body: unknown): ApiError["error"] | null {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== "object" || error === null) return null;
  const { code, message } = error as Record<string, unknown>;
  return typeof code === "string" && typeof message === "string" ? (error as ApiError["error"]) : null;
}

/**
 * Calls `path` (same origin, in the page's language) and reads the answer with `schema`. A 2xx whose body is not
 * what the schema says is a failure without an error, as a network failure is.
 */
export async function apiFetch<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  request: ApiRequest = {},
): Promise<ApiAnswer<z.output<S>>> {
  return readApiAnswer(await sendApiRequest(path, request), schema);
}

/** Reads an answer already asked for with `schema`, as apiFetch does (a call sent before this module loaded). */
export async function readApiAnswer<S extends z.ZodMiniType>(
  response: Response | null,
  schema: S,
): Promise<ApiAnswer<z.output<S>>> {
  if (!response) return { ok: false, status: null, error: null };
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, status: response.status, error: apiErrorOf(body) };
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, status: response.status, body: parsed.data }
    : { ok: false, status: response.status, error: null };
}
