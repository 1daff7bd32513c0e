// The Contact form's schema: pure zod (zod/mini, small in the browser), used by the browser for instant
// messages and by the server as the authority. SPEC §5: all five fields are required; the phone message is the
// sign-up form's, word for word.
import * as z from "zod/mini";
import { phoneNumber } from "./account.ts";
import { checkField, firstMessages } from "./field-errors.ts";
import { plainTextChecks } from "./text.ts";

/** The form's two hidden fields (see spam.ts): a honeypot people never fill, and the render-time token. */
export const HONEYPOT_FIELD = "website";
export const FORM_TOKEN_FIELD = "formToken";

export const CONTACT_LIMITS = { name: 60, surname: 60, email: 254, message: 2000 } as const;

const requiredText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  z
    .string({ message: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
      ...plainTextChecks(label, options),
    );

export const contactFormSchema = z.object({
  name: requiredText("Name", CONTACT_LIMITS.name),
  surname: requiredText("Surname", CONTACT_LIMITS.surname),
  phone: phoneNumber,
  email: z.pipe(requiredText("Email", CONTACT_LIMITS.email), z.email("Please enter a valid email address.")),
  message: requiredText("Message", CONTACT_LIMITS.message, { multiline: true }),
});

export type ContactFormInput = z.infer<typeof contactFormSchema>;
export type ContactField = keyof ContactFormInput;
export const CONTACT_FIELDS = Object.keys(contactFormSchema.shape) as ContactField[];

/** Field → first message, the shape the form shows beside its inputs. */
export const contactFieldErrors = (error: z.core.$ZodError) => firstMessages(error, CONTACT_FIELDS);

/** One field's message, for instant feedback while the visitor types; undefined when the value is fine. */
export const checkContactField = (field: ContactField, value: string) =>
  checkField(contactFormSchema, field, value);
