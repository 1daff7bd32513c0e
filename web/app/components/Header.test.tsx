import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Header, type HeaderUser } from "./Header.tsx";

function render(user: HeaderUser | null): string {
  const router = createMemoryRouter([{ path: "/", element: <Header user={user} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("Header", () => {
  it("logged out: Login link, and Sell falls back to the login page with one shared modal", () => {
    const html = render(null);
    expect(html).toContain('href="/signin"');
    expect(count(html, 'href="/signin?redirectTo=%2Fsell"')).toBe(3); // wide nav, narrow menu, modal
    expect(count(html, "<dialog")).toBe(1);
    expect(html).toContain("Please login before accessing the Sell page.");
    expect(html).not.toContain('href="/profile"');
    expect(html).toContain('placeholder="Enter the address, city"');
    expect(html).toContain('action="/propertylisting"');
  });

  it("the search box is a combobox over a listbox, a GET form that works before JavaScript", () => {
    const html = render(null);
    const tag = (pattern: RegExp) => html.match(pattern)?.[0] ?? "";
    // A search landmark holding a plain GET form: without JavaScript it submits to /propertylisting?q=.
    expect(html).toContain('<search id="site-search-form"');
    const form = tag(/<form[^>]*>/);
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/propertylisting"');
    const input = tag(/<input[^>]*id="site-search"[^>]*>/);
    for (const attr of [
      'name="q"',
      'role="combobox"',
      'aria-expanded="false"',
      'aria-controls="site-search-listbox"',
      'aria-autocomplete="list"',
    ]) {
      expect(input).toContain(attr);
    }
    expect(tag(/<div[^>]*id="site-search-listbox"[^>]*>/)).toContain('role="listbox"');
    // Before hydration the phone's search button opens the row through the fragment.
    expect(html).toContain('href="#site-search-form"');
  });

  it("logged in: Sell goes to /sell and the user icon to /profile, named after the person", () => {
    const html = render({ displayName: "Meena", isAdmin: false });
    expect(html).toContain('href="/sell"');
    expect(html).not.toContain("<dialog");
    expect(html).toContain('href="/profile"');
    expect(html).toContain('aria-label="Your profile (Meena)"');
    expect(html).not.toContain('href="/signin"');
  });

  it("links the nav as the SPEC says", () => {
    const html = render(null);
    for (const href of ["/common/Sell", "/common/Rent", "/common/Lease", "/contact"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });
});
