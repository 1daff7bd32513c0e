import { describe, expect, it } from "vitest";
import { editProfileSchema, signupFormSchema } from "./account.ts";
import { firstMessages as fieldErrors } from "./field-errors.ts";

const valid = {
  firstName: "Meena",
  lastName: "Raman",
  email: "meena@example.com",
  password: "kolam-2026",
  phoneNumber: "9876543210",
  city: "Coimbatore",
};

describe("sign-up form", () => {
  it("accepts a complete form", () => {
    expect(signupFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each(["98765", "98765432100", "98765abcde", "+919876543210", ""])(
    "refuses the phone %s with the SPEC message",
    (phone) => {
      const result = signupFormSchema.safeParse({ ...valid, phoneNumber: phone });
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!).phoneNumber).toBe("Phone number must be exactly 10 digits.");
    },
  );

  it("refuses a city outside the list, script tags and empty names", () => {
    const result = signupFormSchema.safeParse({
      ...valid,
      city: "Bengaluru",
      firstName: "<script>",
      lastName: " ",
    });
    expect(fieldErrors(result.error!)).toEqual({
      city: "Please choose a city from the list.",
      firstName: "First name may not contain < or >.",
      lastName: "Last name is required.",
    });
  });

  it("refuses overlong input", () => {
    const result = signupFormSchema.safeParse({ ...valid, firstName: "a".repeat(61) });
    expect(fieldErrors(result.error!).firstName).toBe("First name must be at most 60 characters.");
  });
});

describe("edit profile form", () => {
  it("requires first name, last name, phone and address", () => {
    const result = editProfileSchema.safeParse({});
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual([
      "address",
      "firstName",
      "lastName",
      "phoneNumber",
    ]);
  });
});
