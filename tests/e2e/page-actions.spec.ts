// Page actions read only web forms of a bounded size: anything else is the sender's mistake with its own 4xx
// status and message, never a 500, and a refused request changes nothing.
import { expect, test } from "../support/e2e/fixtures.ts";

const FORM_LIMIT_BYTES = 100 * 1024;

test.describe("page actions refuse bodies that are not forms", () => {
  const post = async (
    request: import("@playwright/test").APIRequestContext,
    baseURL: string,
    contentType: string | null,
    body: string | Buffer,
  ) => {
    const headers: Record<string, string> = { origin: baseURL, accept: "text/html" };
    if (contentType) headers["content-type"] = contentType;
    return request.post("/contact", { headers, data: body, maxRedirects: 0 });
  };

  test("JSON, plain text and a body without a content type are 415", async ({ request, baseURL }) => {
    for (const [type, body] of [
      ["application/json", JSON.stringify({ name: "Meena" })],
      ["text/plain", "name=Meena"],
      [null, "name=Meena"],
    ] as const) {
      const response = await post(request, baseURL!, type, body);
      expect(response.status(), String(type)).toBe(415);
      expect(await response.text()).toContain("Send the form as a web form");
    }
  });

  test("multipart without a boundary, or broken, is 400", async ({ request, baseURL }) => {
    for (const [type, body] of [
      ["multipart/form-data", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
    ] as const) {
      const response = await post(request, baseURL!, type, body);
      expect(response.status(), type).toBe(400);
      expect(await response.text()).toContain("The form could not be read");
    }
  });

  test("a form over the limit is 413 and is not read in full", async ({ request, baseURL }) => {
    const body = `message=${"a".repeat(FORM_LIMIT_BYTES + 1)}`;
    const response = await post(request, baseURL!, "application/x-www-form-urlencoded", body);
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("The request is too large.");
  });

  test("a web form still reaches the action", async ({ request, baseURL }) => {
    // Empty fields: the action answers with its field messages (not a refusal of the body).
    const response = await post(request, baseURL!, "application/x-www-form-urlencoded", "name=&surname=");
    expect(response.status()).toBeLessThan(500);
    expect(response.status()).not.toBe(415);
  });
});
