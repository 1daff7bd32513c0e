// The account forms' schemas: pure zod (zod/mini, small in the browser), used by the browser for instant
// messages and by the server as the authority. The phone message is SPEC §5's, word for word.
import * as z from "zod/mini";
import { TAMIL_NADU_DISTRICTS } from "../districts.ts";
import { plainTextChecks } from "./text.ts";

const required = (label: string, max: number) =>
  z.string({ message: `${label} is required.` }).check(
    z.trim(),
    z.minLength(1, `${label} is required.`),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    z.refine((value) => !/[<>]/.test(value), `${label} may not contain < or >.`),
    ...plainTextChecks(label),
  );

export const phoneNumber = z
  .string({ message: "Phone number must be exactly 10 digits." })
  .check(z.trim(), z.regex(/^\d{10}$/, "Phone number must be exactly 10 digits."));

export const city = z.enum(TAMIL_NADU_DISTRICTS, { message: "Please choose a city from the list." });

/** What the sign-up form sends to the server after Firebase has created the account (no password). */
export const signupProfileSchema = z.object({
  firstName: required("First name", 60),
  lastName: required("Last name", 60),
  phoneNumber,
  city,
});

/** The whole sign-up form, as the browser checks it before asking Firebase. */
export const signupFormSchema = z.extend(signupProfileSchema, {
  email: z.email("Please enter a valid email address.").check(z.maxLength(254)),
  password: z
    .string({ message: "Password is required." })
    .check(
      z.minLength(8, "Password must be at least 8 characters."),
      z.maxLength(128, "Password must be at most 128 characters."),
    ),
});

export const editProfileSchema = z.object({
  firstName: required("First name", 60),
  lastName: required("Last name", 60),
  phoneNumber,
  address: required("Address", 300),
});

export type SignupProfileInput = z.infer<typeof signupProfileSchema>;
export type EditProfileInput = z.infer<typeof editProfileSchema>;

/** Field → first message, the shape forms show beside their inputs. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors;
}
