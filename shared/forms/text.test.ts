import { describe, expect, it } from "vitest";
import { editProfileSchema, signupProfileSchema } from "./account.ts";
import { contactFieldErrors, contactFormSchema } from "./contact.ts";

const profile = { firstName: "Meena", lastName: "Raman", phoneNumber: "9876543210", city: "Salem" };
const contact = {
  name: "Meena",
  surname: "Raman",
  phone: "9876543210",
  email: "meena@example.com",
  message: "Is the plot still available?",
};
const LONE_SURROGATE = "Meena\uD800";

describe("free-text fields refuse what is not text", () => {
  it.each([
    ["a NUL byte", "Mee\u0000na"],
    ["an escape", "Meena\u001B[31m"],
    ["DEL", "Meena\u007F"],
    ["a C1 control", "Meena\u0085"],
    ["a line break in a one-line field", "Mee\nna"],
  ])("refuses %s with a field message", (_what, value) => {
    const result = signupProfileSchema.safeParse({ ...profile, firstName: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["firstName", "First name may not contain control characters."],
    ]);
  });

  it("refuses a lone UTF-16 surrogate instead of storing U+FFFD", () => {
    const result = editProfileSchema.safeParse({ ...profile, address: LONE_SURROGATE });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["address", "Address contains characters that are not valid text."],
    ]);
    // A whole surrogate pair (an emoji, a rare Tamil-script glyph) is text.
    expect(editProfileSchema.safeParse({ ...profile, address: "12 Temple St 🏠" }).success).toBe(true);
  });

  it("lets the contact message have lines and tabs, but no other control characters", () => {
    expect(contactFormSchema.safeParse({ ...contact, message: "Hello,\r\n\tIs it free?" }).success).toBe(
      true,
    );
    const nul = contactFormSchema.safeParse({ ...contact, message: "Hello\u0000", surname: "Ra\u0000man" });
    expect(contactFieldErrors(nul.error!)).toEqual({
      surname: "Surname may not contain control characters.",
      message: "Message may not contain control characters.",
    });
  });

  it("keeps Tamil text", () => {
    expect(signupProfileSchema.safeParse({ ...profile, firstName: "மீனா" }).success).toBe(true);
  });
});
