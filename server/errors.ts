import { m } from "#shared/paraglide/messages.js";

/** How long a client is asked to wait (Retry-After) after a 503: a short fault is over by then, and a retry does not pile onto a long one. */
export const RETRY_AFTER_SECONDS = 30;

/** Marks an AppError of any copy of this module (the server bundle has its own, beside the runtime's). */
const APP_ERROR = Symbol.for("nilam.AppError");

/**
 * The one error type services throw. `message` is safe to show the user; `cause` is for the log only.
 * The HTTP edge (API error middleware, route error boundaries) turns it into a response in one place.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly [APP_ERROR] = true;
  /** `instanceof` holds for an AppError made by another copy of this module (public data's, made at start). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && APP_ERROR in value;
  }
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** Sent as Retry-After: the refusal is temporary. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    cause?: unknown;
    fieldErrors?: Record<string, string[]>;
    retryAfterSeconds?: number;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static badRequest(message: string, fieldErrors?: Record<string, string[]>): AppError {
    return new AppError({ status: 400, code: "bad_request", message, fieldErrors });
  }
  static unauthorized(message: string = m["loginRequired.title"]()): AppError {
    return new AppError({ status: 401, code: "unauthorized", message });
  }
  static forbidden(message: string = m["error.forbidden"]()): AppError {
    return new AppError({ status: 403, code: "forbidden", message });
  }
  static notFound(message: string = m["error.notFound"]()): AppError {
    return new AppError({ status: 404, code: "not_found", message });
  }
  /** The database did not answer in time; the client may try again shortly. */
  static unavailable(cause?: unknown): AppError {
    return new AppError({
      status: 503,
      code: "unavailable",
      message: m["error.unavailable"](),
      cause,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
}

/** The JSON error shape of every /api/v1 answer that is not a success. */
export interface ApiErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]>; requestId?: string };
}
