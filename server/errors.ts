/**
 * The one error type services throw. `message` is safe to show the user; `cause` is for the log only.
 * The HTTP edge (API error middleware, route error boundaries) turns it into a response in one place.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    cause?: unknown;
    fieldErrors?: Record<string, string[]>;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors;
  }

  static badRequest(message: string, fieldErrors?: Record<string, string[]>): AppError {
    return new AppError({ status: 400, code: "bad_request", message, fieldErrors });
  }
  static unauthorized(message = "You need to login to see this page"): AppError {
    return new AppError({ status: 401, code: "unauthorized", message });
  }
  static forbidden(message = "You are not allowed to do that."): AppError {
    return new AppError({ status: 403, code: "forbidden", message });
  }
  static notFound(message = "Not found."): AppError {
    return new AppError({ status: 404, code: "not_found", message });
  }
}

/** The JSON error shape of every /api/v1 answer that is not a success. */
export interface ApiErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]>; requestId?: string };
}
