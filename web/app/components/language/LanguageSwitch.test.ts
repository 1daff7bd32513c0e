import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberLanguage } from "./LanguageSwitch.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubBrowser() {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const document = { cookie: "" };
  vi.stubGlobal("fetch", fetch);
  vi.stubGlobal("document", document);
  return { fetch, document };
}

describe("the language switch's click", () => {
  it("remembers a visitor's choice in the cookie only", () => {
    const { fetch, document } = stubBrowser();
    rememberLanguage("ta", { signedIn: false });
    expect(document.cookie).toMatch(/^nilam_lang=ta;/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("tells the server a member's new language in a request that outlives the page", () => {
    const { fetch, document } = stubBrowser();
    rememberLanguage("ta", { signedIn: true });
    expect(document.cookie).toMatch(/^nilam_lang=ta;/);
    expect(fetch).toHaveBeenCalledWith("/api/v1/me/locale", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ locale: "ta" }),
      keepalive: true,
    });
  });

  it("lets a failed request pass: the language stored before stays", async () => {
    const { fetch } = stubBrowser();
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError("offline")));
    expect(() => rememberLanguage("en", { signedIn: true })).not.toThrow();
    await Promise.resolve();
  });
});
