import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiTest, apiTest, type TestMember } from "../setup/test-server.ts";

const PROFILE = {
  firstName: "Kavya",
  lastName: "Sundaram",
  phoneNumber: "9444012345",
  address: "4 Mill Road",
};

// A page action runs in its page's language: the same shared schema refuses a /ta page's form in Tamil.
describe("a refused page form answers in its page's language", () => {
  let api: ApiTest;
  let member: TestMember;

  beforeAll(async () => {
    api = await apiTest({ pages: true });
    member = await api.signIn({ label: "form-locale" });
  });

  afterAll(async () => {
    await api?.close();
  });

  const post = (path: string, form: Record<string, string>) =>
    fetch(`${api.server.base}${path}`, {
      method: "POST",
      headers: { origin: api.server.base, cookie: member.cookie },
      body: new URLSearchParams(form),
      redirect: "manual",
    });

  it("edit profile: Tamil messages on /ta/editprofile, SPEC §5's English on /editprofile", async () => {
    const form = { ...PROFILE, phoneNumber: "98765", lastName: " " };
    const tamil = await post("/ta/editprofile", form);
    expect(tamil.status).toBe(400);
    const tamilPage = await tamil.text();
    expect(tamilPage).toContain("கைபேசி எண் சரியாக 10 இலக்கங்களாக இருக்க வேண்டும்.");
    expect(tamilPage).toContain("கடைசிப் பெயர் தேவை.");
    expect(tamilPage).not.toContain("Phone number must be exactly 10 digits.");

    const english = await post("/editprofile", form);
    expect(english.status).toBe(400);
    const englishPage = await english.text();
    expect(englishPage).toContain("Phone number must be exactly 10 digits.");
    expect(englishPage).toContain("Last name is required.");
  });

  it("sell: the schema's field messages and the form's line in Tamil", async () => {
    const tamil = await post("/ta/sell", { propertyName: "House", types: "Sell", budget: "0" });
    expect(tamil.status).toBe(400);
    const page = await tamil.text();
    expect(page).toContain("பட்ஜெட் ₹0-ஐ விட அதிகமாக இருக்க வேண்டும்.");
    expect(page).toContain("பின்கோடு தேவை.");
    expect(page).toContain("குறிக்கப்பட்ட புலங்களைச் சரிசெய்யுங்கள்.");
  });
});

// The site's pages name their language in Accept-Language when they call the API (web/app/lib/api.ts).
describe("an API call answers in the language it asks for", () => {
  let api: ApiTest;

  beforeAll(async () => {
    api = await apiTest();
  });

  afterAll(async () => {
    await api?.close();
  });

  const refused = async (headers: Record<string, string>) => {
    const response = await fetch(`${api.server.base}/api/v1/listings?min=abc`, { headers });
    expect(response.status).toBe(400);
    expect(response.headers.get("vary") ?? "").toMatch(/accept-language/i);
    return ((await response.json()) as { error: { message: string } }).error.message;
  };

  it("Tamil for ta, English for en, for a browser's own list, and without the header", async () => {
    expect(await refused({ "accept-language": "ta" })).toBe("விலையை முழு ரூபாய்களில் உள்ளிடுங்கள்.");
    expect(await refused({ "accept-language": "ta-IN,ta;q=0.9,en;q=0.8" })).toBe(
      "விலையை முழு ரூபாய்களில் உள்ளிடுங்கள்.",
    );
    expect(await refused({ "accept-language": "en" })).toBe("Enter the price in whole rupees.");
    expect(await refused({ "accept-language": "fr-FR" })).toBe("Enter the price in whole rupees.");
    expect(await refused({})).toBe("Enter the price in whole rupees.");
  });
});
