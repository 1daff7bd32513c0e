import type { ComponentProps, ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the pages render as the server renders them, in a request's locale
import { inLocale } from "#server/http/request-locale.ts";
import type { Locale } from "#web/lib/i18n.ts";
import About from "./about.tsx";
import Contact from "./contact.tsx";
import Privacy from "./privacy.tsx";
import Refund from "./refund.tsx";
import Terms from "./terms.tsx";

/** The Contact page as its route renders it, with a fresh form token and no answer yet. */
function ContactPage() {
  const props = { loaderData: { formToken: "token" }, actionData: undefined } as ComponentProps<
    typeof Contact
  >;
  return <Contact {...props} />;
}

const PAGES: Array<[name: string, page: ComponentType]> = [
  ["About", About],
  ["Contact", ContactPage],
  ["Privacy", Privacy],
  ["Refund", Refund],
  ["Terms", Terms],
];

function render(locale: Locale, Page: ComponentType): string {
  return inLocale(locale, () => {
    const router = createMemoryRouter([{ path: "/", element: <Page /> }]);
    return renderToString(<RouterProvider router={router} />);
  });
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/**
 * What a reader meets: the text between the tags, and the alt texts, titles, labels and placeholders. Code (a
 * cookie's name) is not words.
 */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  return [html.replace(/<code>[^<]*<\/code>/g, " ").replace(/<[^>]*>/g, " "), ...attributes]
    .join(" ")
    .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity);
}

/** What stays as it is in Tamil text: e-mail addresses, web addresses, a company's registered name. */
const KEPT_AS_IS = /\S+@\S+|https?:\/\/\S+|Razorpay Software Private Limited/g;

/** Latin words Tamil text may show: the brand and the names of other services (as tests/e2e/tamil.spec.ts). */
const ALLOWED_LATIN = /^(Nilam|Google|Firebase|Razorpay|UPI|OpenStreetMap)$/;

/** Words in Latin letters that are none of those: English left untranslated (so no run of two either). */
function englishWords(text: string): string[] {
  const words = text.replace(KEPT_AS_IS, " ").match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED_LATIN.test(word)))];
}

describe("the info pages in Tamil", () => {
  it.each(PAGES)("%s has no English left in it", (_name, Page) => {
    const text = readableText(render("ta", Page));
    expect(text).toMatch(/[\u0B80-\u0BFF]{3}/);
    expect(englishWords(text)).toEqual([]);
  });

  it("finds English the check is meant to find", () => {
    expect(englishWords(readableText(render("en", About)))).not.toEqual([]);
    const html = '<p>நிலம் <a title="Open map">வரைபடம்</a> <code>__session</code> support@nilam.example</p>';
    expect(englishWords(readableText(html))).toEqual(["Open", "map"]);
  });
});

describe("the privacy policy", () => {
  it.each<Locale>(["en", "ta"])("names both cookies, the session's and the language's (%s)", (locale) => {
    const html = render(locale, Privacy);
    expect(html).toContain("<code>__session</code>");
    expect(html).toContain("<code>nilam_lang</code>");
  });

  it("keeps its links and emphasis inside translated sentences", () => {
    const html = render("ta", Privacy);
    expect(html).toContain('href="/ta/termsandconditions"');
    expect(html).toContain('href="/ta/refund"');
    expect(html).toContain("<strong>இரண்டு குக்கீகளை</strong>");
    expect(render("en", Privacy)).toContain("We use <strong>two cookies</strong>:");
  });
});
