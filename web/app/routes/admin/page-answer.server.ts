import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";

/** An admin page action's refusal or failure, as the page shows it: a message, and messages beside fields. */
export interface PageFailure {
  ok: false;
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * A service's refusal (4xx) keeps its status, its message and the first message of each field; anything else is
 * logged and answered with the page's own words for a failure, `failed` (SPEC §8).
 */
export function pageFailure(error: unknown, failed: string, logger: Pick<Logger, "error">): PageFailure {
  if (error instanceof AppError && error.status < 500) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors ?? {}).flatMap(([name, messages]) =>
        messages[0] ? [[name, messages[0]]] : [],
      ),
    );
    return { ok: false, status: error.status, message: error.message, fieldErrors };
  }
  logger.error({ err: error }, "an admin page action failed");
  return { ok: false, status: 500, message: failed, fieldErrors: {} };
}
