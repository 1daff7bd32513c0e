import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";

/** A page action's refusal, as the page shows it (a toast, a message beside the button). */
export type RecordsFailure = { ok: false; status: number; message: string };

/** A service's refusal keeps its status and message; anything else is logged and answered with `fallback`. */
export function recordsFailure(error: unknown, fallback: string, logger: Logger): RecordsFailure {
  if (error instanceof AppError && error.status < 500)
    return { ok: false, status: error.status, message: error.message };
  logger.error({ err: error }, "an admin records action failed");
  return { ok: false, status: 500, message: fallback };
}
