import { describe, expect, it } from "vitest";
import { signupFormSchema } from "#shared/forms/account.ts";
import { contactFormSchema } from "#shared/forms/contact.ts";
import { firstMessages } from "#shared/forms/field-errors.ts";
import { editListingSchema, LISTING_MESSAGES, sellFormSchema } from "#shared/forms/listing.ts";
import { parseListingFilters } from "#shared/listing-filters/schema.ts";
import { listingForm } from "#tests/support/factories/listing-form.ts";
import { inLocale } from "./request-locale.ts";

/** The field messages of a parse, made in `locale` as a request of a /ta page makes them. */
const messagesIn = (locale: "en" | "ta", parse: () => { success: boolean; error?: unknown }) =>
  inLocale(locale, () => {
    const result = parse();
    return result.success ? {} : firstMessages(result.error as Parameters<typeof firstMessages>[0]);
  });

// The shared form schemas make their messages when they check a value: in the browser in the page's language,
// on the server in the request's (a page action of a /ta page runs in Tamil).
describe("the forms' messages follow the locale of the moment they are checked in", () => {
  it("one schema: Tamil under Tamil, SPEC §5's English otherwise", () => {
    const parse = () => sellFormSchema.safeParse({});
    expect(messagesIn("ta", parse)).toMatchObject({
      propertyName: "சொத்தைத் தேர்வுசெய்யுங்கள் (வீடு, நிலம்…).",
      budget: "விலை தேவை.",
      zipCode: "பின்கோடு தேவை.",
    });
    expect(messagesIn("en", parse)).toMatchObject({
      propertyName: "Property Name is required.",
      budget: "Budget is required.",
      zipCode: "PIN Code is required.",
    });
    // Nothing is frozen by the first parse.
    expect(messagesIn("ta", parse).types).toBe("விளம்பர வகை தேவை.");
  });

  it("fills Tamil labels, limits and units into the shared templates", () => {
    const parse = () =>
      sellFormSchema.safeParse({
        ...listingForm({ budget: "0", lengthFt: "abc", amenities: "a".repeat(501), area: "1000" }),
        builtUpArea: "2000",
        uploadIds: [],
      });
    expect(messagesIn("ta", parse)).toMatchObject({
      budget: "விலை ₹0-ஐ விட அதிகமாக இருக்க வேண்டும்.",
      lengthFt: "நீளம் ஓர் எண்ணாக இருக்க வேண்டும், எ.கா. 1200 அல்லது 2.5.",
      amenities: "கூடுதல் வசதிகள் அதிகபட்சம் 500 எழுத்துகள் மட்டுமே இருக்கலாம்.",
    });
    const english = messagesIn("en", parse);
    expect(english.budget).toBe("Budget must be more than ₹0.");
    expect(english.amenities).toBe("Amenities must be at most 500 characters.");
  });

  it("says the build-up area's unit in the page's language", () => {
    const parse = () =>
      sellFormSchema.safeParse({
        ...listingForm({ area: "2", areaUnit: "cent", builtUpArea: "2.5", builtUpAreaUnit: "cent" }),
        uploadIds: [],
      });
    expect(messagesIn("ta", parse).builtUpArea).toBe(
      "கட்டடப் பரப்பளவு மொத்தப் பரப்பளவை (சென்ட்) விட அதிகமாக இருக்கக் கூடாது.",
    );
    expect(messagesIn("en", parse).builtUpArea).toBe("Build Up Area cannot be greater than Number of Cent.");
  });

  it("keeps the edit form's own wording in both languages", () => {
    const parse = () => editListingSchema.safeParse({ contactOwnerPhone: "123" });
    expect(messagesIn("ta", parse).contactOwnerPhone).toBe("கைபேசி எண் சரியாக 10 இலக்கங்களாக இருக்க வேண்டும்");
    expect(messagesIn("en", parse).contactOwnerPhone).toBe("Phone number must be exactly 10 digits");
  });

  it("covers the account and contact forms", () => {
    const signup = () => signupFormSchema.safeParse({ firstName: " ", phoneNumber: "12", password: "short" });
    expect(messagesIn("ta", signup)).toMatchObject({
      firstName: "முதல் பெயர் தேவை.",
      phoneNumber: "கைபேசி எண் சரியாக 10 இலக்கங்களாக இருக்க வேண்டும்.",
      password: "கடவுச்சொல் குறைந்தது 8 எழுத்துகளாக இருக்க வேண்டும்.",
    });
    expect(messagesIn("en", signup)).toMatchObject({
      firstName: "First name is required.",
      phoneNumber: "Phone number must be exactly 10 digits.",
      password: "Password must be at least 8 characters.",
    });
    const contact = () => contactFormSchema.safeParse({ message: "Hi\u0000" });
    expect(messagesIn("ta", contact).message).toBe("செய்தி புலத்தில் கட்டுப்பாட்டு எழுத்துகள் இருக்கக் கூடாது.");
    expect(messagesIn("en", contact).message).toBe("Message may not contain control characters.");
  });

  it("covers the listing filters", () => {
    const parse = () => parseListingFilters(new URLSearchParams("min=900&max=100"));
    const ta = inLocale("ta", parse);
    expect(!ta.success && ta.message).toBe("குறைந்தபட்ச விலை அதிகபட்ச விலையை விட அதிகமாக இருக்கக் கூடாது!");
    const en = inLocale("en", parse);
    expect(!en.success && en.message).toBe("Min price cannot be greater than Max price!");
  });

  it("gives pages and services message functions, called when they are shown", () => {
    expect(inLocale("ta", () => LISTING_MESSAGES.submitted())).toBe(
      "படிவம் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது! அங்கீகாரத்திற்காகக் காத்திருக்கிறது.",
    );
    expect(LISTING_MESSAGES.submitted()).toBe("Form Submitted Successfully..! And Waiting for Approval.");
  });
});
