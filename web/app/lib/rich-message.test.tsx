import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { rich } from "./rich-message.tsx";

describe("rich", () => {
  it("puts each part where the message's placeholder is", () => {
    const message = (inputs: { link: string }) => `Write to us from the ${inputs.link}.`;
    const html = renderToStaticMarkup(<p>{rich(message, { link: <a href="/contact">Contact page</a> })}</p>);
    expect(html).toBe('<p>Write to us from the <a href="/contact">Contact page</a>.</p>');
  });

  it("follows a translation's order of the parts", () => {
    const message = (inputs: { terms: string; refund: string }) =>
      `${inputs.refund}, ${inputs.terms} படியுங்கள்.`;
    const html = renderToStaticMarkup(<p>{rich(message, { terms: <b>T</b>, refund: <i>R</i> })}</p>);
    expect(html).toBe("<p><i>R</i>, <b>T</b> படியுங்கள்.</p>");
  });
});
