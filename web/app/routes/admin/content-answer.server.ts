// What the banner and collection actions share: the posted form's values, and a refusal or failure turned into
// the page's answer (a 4xx keeps its own message and field messages; anything else is logged and said in the
// words of SPEC §8).
import { $ZodError } from "zod/v4/core";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { contentFieldErrors } from "#shared/forms/content.ts";
import type { ContentAnswer } from "#web/components/admin-content/answer.ts";

export type { ContentAnswer };

/** The first value of each text field: all a form sends. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

export function answerFailure(
  error: unknown,
  options: { intent: string; failed: string; logger: Pick<Logger, "error"> },
): Extract<ContentAnswer, { ok: false }> & { status: number } {
  const { intent } = options;
  if (error instanceof $ZodError)
    return {
      ok: false,
      status: 400,
      intent,
      message: "Please correct the highlighted fields.",
      fieldErrors: contentFieldErrors(error),
    };
  if (error instanceof AppError && error.status < 500) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors ?? {}).flatMap(([name, messages]) =>
        messages[0] ? [[name, messages[0]]] : [],
      ),
    );
    return { ok: false, status: error.status, intent, message: error.message, fieldErrors };
  }
  options.logger.error({ err: error }, "an admin content form could not be saved");
  return { ok: false, status: 500, intent, message: options.failed, fieldErrors: {} };
}
