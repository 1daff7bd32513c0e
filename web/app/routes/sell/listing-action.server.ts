// What the Sell and edit pages' actions share: reading the posted form into the shared schema's input (a refusal is
// answered by form-refusal.server.ts, and the page keeps what the member typed).
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
