import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager } from "./Pager.tsx";

function render(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: "/admin/customers", element }], {
    initialEntries: ["/admin/customers"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("Pager", () => {
  it("links the neighbouring pages with their relations and marks where the reader is", () => {
    const html = render(
      <Pager
        className="admin-pager"
        linkClassName="button"
        label="Pages of customers"
        previous={{ to: "?page=1", text: "Previous" }}
        position="Page 2 of 3"
        next={{ to: "?page=3", text: "Next" }}
      />,
    );
    expect(html).toMatch(/^<nav class="admin-pager" aria-label="Pages of customers">/);
    expect(html).toMatch(/<a[^>]* rel="prev" class="button"[^>]*>Previous<\/a>/);
    expect(html).toContain('<span aria-current="page">Page 2 of 3</span>');
    expect(html).toMatch(/<a[^>]* rel="next" class="button"[^>]*>Next<\/a>/);
  });

  it("gives a jump no relation, and is not there when there is nowhere to go", () => {
    const jump = render(
      <Pager className="records-pager" label="Pages" previous={{ to: "?", text: "Newest", rel: null }} />,
    );
    expect(jump).toContain(">Newest</a>");
    expect(jump).not.toContain("rel=");
    expect(render(<Pager className="pager" label="Pages" position="Page 1 of 1" />)).toBe("");
  });
});
