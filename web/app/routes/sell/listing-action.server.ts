// What the Sell and edit pages' actions share: reading the posted form into the shared schema's input, and turning
// a refusal or a failure of the service into the form's answer (the page keeps what the member typed).
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import { LISTING_FORM_FIELDS } from "#shared/forms/listing.ts";

const textsOf = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === "string");

/**
 * The posted listing: the fields the page sent (hidden conditional fields are absent) and the ordered id lists.
 * Repeated text fields keep their first value, as Object.fromEntries would keep the last: one is all a form sends.
 */
export function listingInput(form: FormData): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const field of LISTING_FORM_FIELDS) {
    const [value] = textsOf(form, field);
    if (value !== undefined) input[field] = value;
  }
  input.uploadIds = textsOf(form, "uploadIds");
  input.keepMediaIds = textsOf(form, "keepMediaIds");
  input.mediaOrder = textsOf(form, "mediaOrder");
  return input;
}

export interface FormFailure {
  status: number;
  errors: Record<string, string>;
  formError: string;
}

/**
 * A service's refusal (4xx) keeps its own message and field messages; anything else is logged and answered with
 * the page's message for a failure (SPEC §8).
 */
export function formFailure(error: unknown, failed: string, logger: Pick<Logger, "error">): FormFailure {
  if (error instanceof AppError && error.status < 500) {
    const errors = Object.fromEntries(
      Object.entries(error.fieldErrors ?? {}).flatMap(([name, messages]) =>
        messages[0] ? [[name, messages[0]]] : [],
      ),
    );
    return { status: error.status, errors, formError: error.message };
  }
  logger.error({ err: error }, "a listing form could not be saved");
  return { status: 500, errors: {}, formError: failed };
}
