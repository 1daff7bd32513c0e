import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the page renders as the server renders it, in a request's locale
import { inLocale } from "#server/http/request-locale.ts";
import { ErrorPage } from "./ErrorPage.tsx";

function render(error: unknown): string {
  const router = createMemoryRouter([{ path: "/profile", element: <ErrorPage error={error} /> }], {
    initialEntries: ["/profile"],
  });
  return renderToString(<RouterProvider router={router} />);
}

/** What a loader's `throw data(null, { status })` becomes in an error boundary. */
function responseError(status: number) {
  return { status, statusText: "", internal: false, data: null };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("ErrorPage", () => {
  it("says page not found for a 404", () => {
    const html = render(responseError(404));
    expect(html).toContain("404");
    expect(html).toContain("Page not found");
    expect(html).toContain('href="/common/Sell"');
  });

  it("shows the login-required screen for a 401, returning to the page afterwards", () => {
    const html = render(responseError(401));
    expect(html).toContain("You need to login to see this page");
    expect(html).toContain('href="/signin?redirectTo=%2Fprofile"');
  });

  it("shows a refusal's own message and status", () => {
    const html = render({
      status: 403,
      statusText: "",
      internal: false,
      data: { code: "forbidden", message: "You are not allowed to do that." },
    });
    expect(html).toContain("403");
    expect(html).toContain("You are not allowed to do that.");
  });

  it("says a refused form was not sent, why, and leads back to its page", () => {
    const html = render({
      status: 403,
      statusText: "",
      internal: false,
      data: { code: "forbidden", message: "Refused for a reason.", back: "/contact?from=home" },
    });
    expect(html).toContain("The form was not sent");
    expect(html).toContain("Refused for a reason.");
    expect(html).toContain('href="/contact?from=home"');
    expect(html).toContain("Back to the page");
  });

  it("says a page takes no form (405), leading back to the page itself", () => {
    const html = render(responseError(405));
    expect(html).toContain("This page does not take a form.");
    expect(html).toContain('href="/profile"');
  });

  it.each([
    ["production", false],
    ["development", true],
  ])("never shows an error's text or stack trace, in %s too", (_mode, dev) => {
    vi.stubEnv("DEV", dev);
    vi.stubEnv("PROD", !dev);
    const error = new Error("database exploded");
    const html = render(error);
    expect(html).toContain("500");
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("database exploded");
    expect(html).not.toContain("ErrorPage.test");
    expect(html).not.toContain("<pre");
  });
});

describe("ErrorPage in Tamil", () => {
  it.each([
    [404, responseError(404)],
    [401, responseError(401)],
    [500, new Error("database exploded")],
    [405, responseError(405)],
  ])("has no English left in it for a %i", (_status, error) => {
    const html = inLocale("ta", () => render(error));
    expect(html).toContain('href="/ta/');
    expect(html.replace(/<[^>]*>/g, " ")).not.toMatch(/[A-Za-z]{2,}/);
  });
});
