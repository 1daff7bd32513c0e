import type { Db } from "#server/db/firestore.ts";
import { AppError } from "#server/errors.ts";
import { submitContactMessage } from "#server/modules/contact/service.ts";
import { issueFormToken } from "#server/modules/contact/spam.ts";
import {
  CONTACT_FIELDS,
  type ContactAnswer,
  type ContactField,
  FORM_TOKEN_FIELD,
} from "#shared/forms/contact.ts";

export function newFormToken(): string {
  return issueFormToken(Date.now());
}

/**
 * The Contact form's post: one service call; a refusal (400, 429) becomes an answer for the page. The form keeps
 * its token unless it had expired, so a second press after 'too fast' goes through.
 */
export async function sendContactForm(
  db: Db,
  { request, ...meta }: { request: Request; userId: string | null; requestId: string; ip: string | null },
): Promise<ContactAnswer> {
  const form = await request.formData();
  const input: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") input[key] = value;
  const sentToken = input[FORM_TOKEN_FIELD] ?? "";
  try {
    await submitContactMessage(db, { input, ...meta });
    return { ok: true, formToken: sentToken };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    const values: Partial<Record<ContactField, string>> = {};
    for (const field of CONTACT_FIELDS) {
      const message = error.fieldErrors?.[field]?.[0];
      if (message) fieldErrors[field] = message;
      values[field] = (input[field] ?? "").slice(0, 4000);
    }
    return {
      ok: false,
      status: error.status,
      message: error.message,
      fieldErrors,
      values,
      formToken: error.code === "stale_form" ? newFormToken() : sentToken,
    };
  }
}
