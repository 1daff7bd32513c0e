import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiTest, apiTest, type TestMember } from "../support/test-server.ts";

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
    expect(page).toContain("விலை ₹0-ஐ விட அதிகமாக இருக்க வேண்டும்.");
    expect(page).toContain("பின்கோடு தேவை.");
    expect(page).toContain("குறிக்கப்பட்ட புலங்களைச் சரிசெய்யுங்கள்.");
  });
});

// A form refused before its action saw it is answered as its page, in the page's language and chrome, with the
// way back to the form (server/http/pages.ts answerRefusal); the API and other clients still get JSON.
describe("a form refused before its action answers as its page", () => {
  let api: ApiTest;
  let member: TestMember;

  beforeAll(async () => {
    api = await apiTest({ pages: true });
    member = await api.signIn({ label: "refused-form" });
  });

  afterAll(async () => {
    await api?.close();
  });

  const post = (path: string, headers: Record<string, string>, body: string | URLSearchParams) =>
    fetch(`${api.server.base}${path}`, {
      method: "POST",
      headers: { accept: "text/html", cookie: member.cookie, ...headers },
      body,
      redirect: "manual",
    });
  const errorPage = (html: string) => /<main class="page error-page">.*?<\/main>/s.exec(html)?.[0] ?? "";

  it("another site's post: 403, the Tamil page with its header and the way back, and nothing saved", async () => {
    const response = await post(
      "/ta/editprofile",
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      new URLSearchParams({ ...PROFILE, firstName: "Forged" }),
    );
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('<html lang="ta"');
    // The site's own page: its stylesheet and header, not a bare document.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\//);
    expect(html).toContain('class="site-header');
    const page = errorPage(html);
    expect(page).toContain("படிவம் அனுப்பப்படவில்லை");
    expect(page).toContain("இந்தப் படிவம் வேறொரு தளத்திலிருந்து வந்ததால் ஏற்கப்படவில்லை.");
    expect(page).toContain('href="/ta/editprofile"');
    expect(page.replace(/<[^>]*>/g, " ")).not.toMatch(/[A-Za-z]{3,}/);
    const profile = await api.call("GET", "/api/v1/profile", { cookie: member.cookie });
    expect(((await profile.json()) as { profile: { firstName: string } }).profile.firstName).not.toBe(
      "Forged",
    );
  });

  it("a form too large (413) or unreadable (400): the page says so, and leads back to the page it came from", async () => {
    const own = { origin: api.server.base, "sec-fetch-site": "same-origin" };
    const large = await post(
      "/contact",
      {
        ...own,
        "content-type": "application/x-www-form-urlencoded",
        referer: `${api.server.base}/contact?x=1`,
      },
      `message=${"a".repeat(101 * 1024)}`,
    );
    expect(large.status).toBe(413);
    const largePage = errorPage(await large.text());
    expect(largePage).toContain("The form was not sent");
    expect(largePage).toContain("The request is too large.");
    expect(largePage).toContain('href="/contact?x=1"');

    const broken = await post(
      "/ta/contact",
      { ...own, "content-type": "multipart/form-data; boundary=x", referer: "https://evil.example/contact" },
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    );
    expect(broken.status).toBe(400);
    const brokenPage = errorPage(await broken.text());
    expect(brokenPage).toContain("படிவத்தைப் படிக்க முடியவில்லை.");
    // Another site's Referer is not a way back: the form's own address is.
    expect(brokenPage).toContain('href="/ta/contact"');
  });

  it("the API, and a client that asks for JSON, still get JSON", async () => {
    const response = await post(
      "/ta/contact",
      { origin: "https://evil.example", "sec-fetch-site": "cross-site", accept: "application/json" },
      "name=x",
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("forbidden");
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
