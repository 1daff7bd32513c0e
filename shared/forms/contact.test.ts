import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, checkContactField, contactFieldErrors, contactFormSchema } from "./contact.ts";

const valid = {
  name: "Meena",
  surname: "Raman",
  phone: "9876543210",
  email: "meena@example.com",
  message: "Is the Avinashi Road plot still available?",
};

describe("contact form schema", () => {
  it("accepts a complete form and trims it", () => {
    const result = contactFormSchema.parse({ ...valid, name: "  Meena " });
    expect(result).toEqual({ ...valid, name: "Meena" });
  });

  it("requires all five fields, each with its own message", () => {
    const result = contactFormSchema.safeParse({ name: "", surname: " ", phone: "", email: "", message: "" });
    expect(contactFieldErrors(result.error!)).toEqual({
      name: "Name is required.",
      surname: "Surname is required.",
      phone: "Phone number must be exactly 10 digits.",
      email: "Email is required.",
      message: "Message is required.",
    });
  });

  it("says the same when fields are missing altogether", () => {
    const result = contactFormSchema.safeParse({});
    expect(Object.keys(contactFieldErrors(result.error!)).sort()).toEqual([
      "email",
      "message",
      "name",
      "phone",
      "surname",
    ]);
    expect(contactFieldErrors(result.error!).name).toBe("Name is required.");
  });

  it.each(["98765", "98765432100", "98765abcde", "+919876543210"])(
    "refuses the phone %s with the SPEC message",
    (phone) => {
      expect(checkContactField("phone", phone)).toBe("Phone number must be exactly 10 digits.");
    },
  );

  it("checks the e-mail address and the lengths", () => {
    expect(checkContactField("email", "meena@")).toBe("Please enter a valid email address.");
    expect(checkContactField("email", "meena@example.com")).toBeUndefined();
    expect(checkContactField("name", "x".repeat(CONTACT_LIMITS.name + 1))).toBe(
      `Name must be at most ${CONTACT_LIMITS.name} characters.`,
    );
    expect(checkContactField("message", "x".repeat(CONTACT_LIMITS.message + 1))).toBe(
      `Message must be at most ${CONTACT_LIMITS.message} characters.`,
    );
    expect(checkContactField("message", "x".repeat(CONTACT_LIMITS.message))).toBeUndefined();
  });

  it("ignores fields that are not part of the form", () => {
    const result = contactFormSchema.safeParse({ ...valid, phone: "1", website: "spam", formToken: "x" });
    expect(contactFieldErrors(result.error!)).toEqual({ phone: "Phone number must be exactly 10 digits." });
  });
});
