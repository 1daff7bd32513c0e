// The Contact form for JSON clients (server/http/api/contact.ts): fetch a form token, then post the fields with it.
import * as z from "zod/mini";
import { CONTACT_FIELDS, contactFormSchema, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../forms/contact.ts";
import { described } from "./common.ts";

/** The form's fields, with the token of GET /contact/form-token and the honeypot a person leaves empty. */
export const contactBody = z.extend(contactFormSchema, {
  [FORM_TOKEN_FIELD]: described(z.optional(z.string()), "From GET /contact/form-token"),
  [HONEYPOT_FIELD]: described(
    z.optional(z.string()),
    "Leave empty: a filled one is answered 201 and nothing is kept",
  ),
});
export const CONTACT_BODY_FIELDS = [...CONTACT_FIELDS, FORM_TOKEN_FIELD, HONEYPOT_FIELD] as const;

export const formTokenAnswer = z.object({
  formToken: described(z.string(), "Send it back with the form as formToken"),
});
export const contactSentAnswer = z.object({ ok: z.literal(true), message: z.string() });
