// The account forms' schemas: pure zod, used by the browser for instant messages and by the server as the
// authority. The phone message is SPEC §5's, word for word.
import { z } from "zod";
import { TAMIL_NADU_DISTRICTS } from "../../db/districts.ts";

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !/[<>]/.test(value), `${label} may not contain < or >.`);

export const phoneNumber = z
  .string({ message: "Phone number must be exactly 10 digits." })
  .trim()
  .regex(/^\d{10}$/, "Phone number must be exactly 10 digits.");

export const city = z.enum(TAMIL_NADU_DISTRICTS, { message: "Please choose a city from the list." });

/** What the sign-up form sends to the server after Firebase has created the account (no password). */
export const signupProfileSchema = z.object({
  firstName: required("First name", 60),
  lastName: required("Last name", 60),
  phoneNumber,
  city,
});

/** The whole sign-up form, as the browser checks it before asking Firebase. */
export const signupFormSchema = signupProfileSchema.extend({
  email: z.email("Please enter a valid email address.").max(254),
  password: z
    .string({ message: "Password is required." })
    .min(8, "Password must be at least 8 characters.")
    .max(128, "Password must be at most 128 characters."),
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
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors;
}
