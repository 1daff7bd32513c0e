import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";

/** A page action's refusal or failure, as the customers and plans pages show it. */
export interface PeopleFailure {
  ok: false;
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * A service's refusal (4xx) keeps its own message and field messages; anything else is logged and answered with
 * the page's message for a failure (SPEC §8).
 */
export function failureOf(error: unknown, failed: string, logger: Pick<Logger, "error">): PeopleFailure {
  if (error instanceof AppError && error.status < 500) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors ?? {}).flatMap(([name, messages]) =>
        messages[0] ? [[name, messages[0]]] : [],
      ),
    );
    return { ok: false, status: error.status, message: error.message, fieldErrors };
  }
  logger.error({ err: error }, "an admin action failed");
  return { ok: false, status: 500, message: failed, fieldErrors: {} };
}
