// One answer for a refused form, for every page action (web/app/routes/**/*.server.ts): the form's own schema refusing what was sent, or a
// service refusing it (an AppError of 4xx), becomes { message, fieldErrors } with its status; anything else is
// ours, logged, and said in the page's words for a failure (SPEC §8). Messages come in the request's language:
// the schemas and services make theirs when they check or refuse, during the request (request-locale.ts).
import { $ZodError } from "zod/v4/core";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import type { FieldMessages, FormRefusal } from "#shared/forms/form-refusal.ts";
import { type FormText, textOf } from "#shared/forms/form-text.ts";
import { m } from "#shared/paraglide/messages.js";

export type { FieldMessages, FormRefusal };

/**
 * The refusal `error` is, or null when it is none (a failure of ours): a ZodError of the form's schema (400), or
 * a service's AppError under 500 (its status, message and field messages). With `fields`, messages of other
 * fields are left out.
 */
export function refusalOf<Field extends string = string>(
  error: $ZodError,
  fields?: readonly Field[],
): FormRefusal<Field>;
export function refusalOf<Field extends string = string>(
  error: unknown,
  fields?: readonly Field[],
): FormRefusal<Field> | null;
export function refusalOf<Field extends string = string>(
  error: unknown,
  fields?: readonly Field[],
): FormRefusal<Field> | null {
  if (error instanceof $ZodError) {
    const fieldErrors = fields ? firstMessages(error, fields) : firstMessages(error);
    return {
      ok: false,
      status: 400,
      message: m["form.fixErrors"](),
      fieldErrors: fieldErrors as FieldMessages<Field>,
    };
  }
  if (!(error instanceof AppError) || error.status >= 500) return null;
  const fieldErrors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.fieldErrors ?? {})) {
    if (fields && !(fields as readonly string[]).includes(name)) continue;
    if (messages[0]) fieldErrors[name] = messages[0];
  }
  return {
    ok: false,
    status: error.status,
    message: error.message,
    fieldErrors: fieldErrors as FieldMessages<Field>,
  };
}

/**
 * The page's answer for `error`: a refusal as refusalOf says it; anything else is logged (with `context`) and
 * answered 500 with `failed`, the page's words for a failure.
 */
export function formRefusal<Field extends string = string>(
  error: unknown,
  options: {
    failed: FormText;
    logger: Pick<Logger, "error">;
    fields?: readonly Field[];
    /** What the log says failed, and with which ids. */
    log?: string;
    context?: Record<string, unknown>;
  },
): FormRefusal<Field> {
  const refusal = refusalOf(error, options.fields);
  if (refusal) return refusal;
  options.logger.error({ err: error, ...options.context }, options.log ?? "a page form could not be saved");
  return { ok: false, status: 500, message: textOf(options.failed), fieldErrors: {} as FieldMessages<Field> };
}
