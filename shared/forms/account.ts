// The account forms' schemas: pure zod (zod/mini, small in the browser), used by the browser for instant
// messages and by the server as the authority. The phone message is SPEC §5's, word for word.
// Messages are made when a value is checked, in the language of that moment (see form-text.ts).
import * as z from "zod/mini";
import { m } from "#shared/paraglide/messages.js";
import { TAMIL_NADU_DISTRICTS } from "../districts.ts";
import { type FormText, onError, textOf } from "./form-text.ts";
import { maxLengthMessage, plainTextChecks } from "./text.ts";

const required = (label: FormText, max: number) => {
  const isRequired = () => m["form.field.required"]({ label: textOf(label) });
  return z.string(onError(isRequired)).check(
    z.trim(),
    z.minLength(1, onError(isRequired)),
    z.maxLength(max, onError(maxLengthMessage(label, max))),
    z.refine(
      (value) => !/[<>]/.test(value),
      onError(() => m["form.field.angleBrackets"]({ label: textOf(label) })),
    ),
    ...plainTextChecks(label),
  );
};

export const phoneNumber = z
  .string(onError(m["form.phone"]))
  .check(z.trim(), z.regex(/^\d{10}$/, onError(m["form.phone"])));

export const city = z.enum(TAMIL_NADU_DISTRICTS, onError(m["form.city"]));

/** What the sign-up form sends to the server after Firebase has created the account (no password). */
export const signupProfileSchema = z.object({
  firstName: required(m["form.label.firstName"], 60),
  lastName: required(m["form.label.lastName"], 60),
  phoneNumber,
  city,
});

/** The whole sign-up form, as the browser checks it before asking Firebase. */
export const signupFormSchema = z.extend(signupProfileSchema, {
  email: z.email(onError(m["form.email"])).check(z.maxLength(254, onError(m["form.email"]))),
  password: z
    .string(onError(m["form.account.passwordRequired"]))
    .check(
      z.minLength(8, onError(m["form.account.passwordMin"])),
      z.maxLength(128, onError(m["form.account.passwordMax"])),
    ),
});

export const editProfileSchema = z.object({
  firstName: required(m["form.label.firstName"], 60),
  lastName: required(m["form.label.lastName"], 60),
  phoneNumber,
  address: required(m["form.label.address"], 300),
});

export type SignupProfileInput = z.infer<typeof signupProfileSchema>;
export type EditProfileInput = z.infer<typeof editProfileSchema>;
