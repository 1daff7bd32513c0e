// The Contact form's schema: pure zod (zod/mini, small in the browser), used by the browser for instant
// messages and by the server as the authority. SPEC §5: all five fields are required; the phone message is the
// sign-up form's, word for word.
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { phoneNumber } from "./account.ts";
import { checkField, firstMessages } from "./field-errors.ts";
import type { FormRefusal } from "./form-refusal.ts";
import { type FormText, onError, textOf } from "./form-text.ts";
import { maxLengthMessage, plainTextChecks } from "./text.ts";

/** The form's two hidden fields (see spam.ts): a honeypot people never fill, and the render-time token. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";

export const CONTACT_LIMITS = { name: 60, surname: 60, email: 254, message: 2000 } as const;

const requiredText = (label: FormText, max: number, options: { multiline?: boolean } = {}) => {
  const isRequired = () => m["form.field.required"]({ label: textOf(label) });
  return z
    .string(onError(isRequired))
    .check(
      z.trim(),
      z.minLength(1, onError(isRequired)),
      z.maxLength(max, onError(maxLengthMessage(label, max))),
      ...plainTextChecks(label, options),
    );
};

export const contactFormSchema = z.object({
  name: requiredText(m["form.label.name"], CONTACT_LIMITS.name),
  surname: requiredText(m["form.label.surname"], CONTACT_LIMITS.surname),
  phone: phoneNumber,
  email: z.pipe(requiredText(m["form.label.email"], CONTACT_LIMITS.email), z.email(onError(m["form.email"]))),
  message: requiredText(m["form.label.message"], CONTACT_LIMITS.message, { multiline: true }),
});

export type ContactFormInput = z.infer<typeof contactFormSchema>;
export type ContactField = keyof ContactFormInput;
export const CONTACT_FIELDS = Object.keys(contactFormSchema.shape) as ContactField[];

/** Field → first message, the shape the form shows beside its inputs. */
export const contactFieldErrors = (error: z.core.$ZodError) => firstMessages(error, CONTACT_FIELDS);

/** One field's message, for instant feedback while the visitor types; undefined when the value is fine. */
export const checkContactField = (field: ContactField, value: string) =>
  checkField(contactFormSchema, field, value);

/** The Contact page's answer to its post (routes/info/contact.server.ts); both carry the token for the next post. */
export type ContactAnswer =
  | { ok: true; formToken: string }
  | (FormRefusal<ContactField> & {
      /** What was typed, so that the page rendered without JavaScript keeps it. */
      values: Partial<Record<ContactField, string>>;
      formToken: string;
    });
