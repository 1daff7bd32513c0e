// A refusal is told in the request's language (issue 33, item 3): the API answers in Accept-Language's, a page's
// action in its path's. Payments, reveals and contact refusals, each in Tamil for a Tamil request and in SPEC's
// English otherwise (the English is written out here, so that a change of wording fails).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueFormToken } from "#server/modules/contact/spam.ts";
import { insertListingRow, type TestListing, uniquePhone } from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

const REVEALS_PER_WINDOW = 2;

let api: ApiTest;
let member: TestMember;
let listing: TestListing;

beforeAll(async () => {
  api = await apiTest({
    pages: true,
    rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000, revealsPer10Minutes: REVEALS_PER_WINDOW },
  });
  const owner = await api.signIn({ label: "refusal-owner" });
  member = await api.signIn({ label: "refusal-member" });
  listing = await insertListingRow(api.db, {
    ownerId: owner.uid,
    contact: { name: "Valli", phone: uniquePhone(), address: "1 Tank Street, Salem" },
  });
});

afterAll(async () => {
  await api?.close();
});

/** A JSON call to the API, as the site's pages send it, in `language` when given. */
function apiCall(path: string, body: unknown, language?: string) {
  return fetch(api.server.base + path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: api.server.base,
      cookie: member.cookie,
      ...(language ? { "accept-language": language } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function apiRefusal(path: string, body: unknown, language?: string) {
  const response = await apiCall(path, body, language);
  const answer = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...answer.error };
}

/** The Contact form as a person fills it in, with a token issued just now: sent at once, it is too quick. */
const contactForm = () => ({
  name: "Meena",
  surname: "Raman",
  phone: "9876543210",
  email: "meena@example.com",
  message: "Is the plot still available?",
  website: "",
  formToken: issueFormToken(Date.now()),
});

describe("an API refusal in the request's language", () => {
  it("payments: an unknown plan", async () => {
    const path = "/api/v1/orders";
    const body = { planId: "no-such-plan" };
    expect(await apiRefusal(path, body, "ta")).toMatchObject({
      status: 404,
      message: "தேர்வுசெய்த திட்டத்தின் விவரங்கள் கிடைக்கவில்லை.",
    });
    expect(await apiRefusal(path, body, "ta-IN,ta;q=0.9,en;q=0.5")).toMatchObject({
      message: "தேர்வுசெய்த திட்டத்தின் விவரங்கள் கிடைக்கவில்லை.",
    });
    expect(await apiRefusal(path, body)).toMatchObject({
      status: 404,
      message: "Selected plan details not found.",
    });
    expect(await apiRefusal(path, body, "en")).toMatchObject({ message: "Selected plan details not found." });
  });

  it("payments: no plan chosen, as the field's message", async () => {
    const fieldOf = async (language?: string) => {
      const response = await apiCall("/api/v1/orders", {}, language);
      return ((await response.json()) as { error: { fieldErrors: Record<string, string[]> } }).error
        .fieldErrors;
    };
    expect(await fieldOf("ta")).toEqual({ planId: ["ஒரு திட்டத்தைத் தேர்வுசெய்யுங்கள்."] });
    expect(await fieldOf()).toEqual({ planId: ["Please select a plan."] });
  });

  it("reveals: a member without a plan", async () => {
    const path = `/api/v1/listings/${listing.id}/contact`;
    expect(await apiRefusal(path, {}, "ta")).toMatchObject({
      status: 403,
      code: "plan_required",
      message: "சந்தா தேவை: உரிமையாளரின் தொடர்பு விவரங்களைக் காண ஒரு திட்டத்தைத் தேர்வுசெய்யுங்கள்.",
    });
    expect(await apiRefusal(path, {})).toMatchObject({
      status: 403,
      message: "Subscription Required: choose a plan to see the owner's contact details.",
    });
  });

  it("a rate limit: reveals past the window's limit, its message read per request", async () => {
    const busy = await api.signIn({ label: "refusal-busy" });
    const reveal = (language?: string) =>
      fetch(`${api.server.base}/api/v1/listings/${listing.id}/contact`, {
        method: "POST",
        headers: {
          origin: api.server.base,
          cookie: busy.cookie,
          ...(language ? { "accept-language": language } : {}),
        },
      });
    for (let i = 0; i < REVEALS_PER_WINDOW; i++) expect((await reveal()).status).toBe(403);
    const tamil = await reveal("ta");
    expect(tamil.status).toBe(429);
    expect(((await tamil.json()) as { error: { message: string } }).error.message).toBe(
      "தொடர்பு விவரக் கோரிக்கைகள் அதிகமாக உள்ளன. சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.",
    );
    const english = await reveal();
    expect(((await english.json()) as { error: { message: string } }).error.message).toBe(
      "Too many contact requests. Please try again in a few minutes.",
    );
  });

  it("contact: a form sent too quickly", async () => {
    const form = contactForm();
    expect(await apiRefusal("/api/v1/contact", form, "ta")).toMatchObject({
      status: 400,
      code: "too_fast",
      message: "மிக விரைவாக அனுப்பினீர்கள்! உங்கள் செய்தியைச் சரிபார்த்து, மீண்டும் சமர்ப்பி என்பதை அழுத்துங்கள்.",
    });
    expect(await apiRefusal("/api/v1/contact", form)).toMatchObject({
      status: 400,
      message: "That was quick! Please check your message, then press Submit again.",
    });
  });
});

describe("a page action's refusal in its page's language", () => {
  it("the Contact page: a form sent too quickly, in Tamil on /ta/contact and English on /contact", async () => {
    const post = (path: string) =>
      fetch(`${api.server.base}${path}`, {
        method: "POST",
        headers: { origin: api.server.base },
        body: new URLSearchParams(contactForm()),
        redirect: "manual",
      });
    const tamil = await post("/ta/contact");
    expect(tamil.status).toBe(400);
    const tamilPage = await tamil.text();
    expect(tamilPage).toContain("மிக விரைவாக அனுப்பினீர்கள்!");
    expect(tamilPage).not.toContain("That was quick!");
    const english = await post("/contact");
    expect(english.status).toBe(400);
    expect(await english.text()).toContain(
      "That was quick! Please check your message, then press Submit again.",
    );
  });
});
