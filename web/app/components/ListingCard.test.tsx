import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the card is rendered as the server renders it, in a request's locale
import { inLocale } from "#server/http/request-locale.ts";
import { ListingCard, type ListingCardData } from "./ListingCard.tsx";

const house: ListingCardData = {
  id: "7d8f3c1e-0000-4000-8000-000000000001",
  code: "NL-000042",
  propertyName: "House",
  types: "sell",
  propertyType: "Residential",
  budget: 4_500_000,
  budgetMethod: "Overall budget",
  areaSqFt: 1200,
  areaUnit: "sqft",
  numberOfRooms: "2 BHK",
  city: "Coimbatore",
  approvals: { layout: null, tnrera: false },
  coverImage: {
    url: "/media/a-960.webp",
    width: 960,
    height: 640,
    srcSet: "/media/a-480.webp 480w",
    avifSrcSet: null,
    kind: "image",
  },
  confirmedDaysAgo: 3,
  createdAt: new Date("2026-11-01T00:00:00Z"),
};

function render(listing: ListingCardData): string {
  const router = createMemoryRouter([{ path: "/", element: <ListingCard listing={listing} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("ListingCard", () => {
  it("shows code, Buy for a sale, price, area, rooms and city, and links to the detail page", () => {
    const html = render(house);
    expect(html).toContain("NL-000042");
    expect(html).toContain("Buy");
    expect(html).toContain("₹45 L · Overall budget");
    expect(html).toContain("1,200 sq ft");
    expect(html).toContain("2 BHK");
    expect(html).toContain("Coimbatore");
    expect(html).toContain(`href="/view-property5/${house.id}"`);
    expect(html).toMatch(/width="960"/);
  });

  it("offers AVIF renditions first when the photo has them, with the WebP ones as the fallback", () => {
    const coverImage = { ...house.coverImage!, avifSrcSet: "/media/a-480.avif 480w" };
    const html = render({ ...house, coverImage });
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcSet="\/media\/a-480\.avif 480w" sizes="[^"]+"\/><img/,
    );
    expect(html).toContain('srcSet="/media/a-480.webp 480w"');
    expect(render(house)).not.toContain("<picture>");
  });

  it("hides rooms for Land and shows a placeholder without a photo", () => {
    const html = render({ ...house, propertyName: "Land", numberOfRooms: "2 BHK", coverImage: null });
    expect(html).not.toContain("2 BHK");
    expect(html).toContain("No photo yet");
  });

  it("shows the distance from the place asked for, in the page's language, only when there is one", () => {
    expect(render(house)).not.toContain("card-distance");
    const near = { ...house, distanceKm: 4.2345 };
    expect(render(near)).toContain('<li class="card-distance">4.2 km</li>');
    expect(inLocale("ta", () => render(near))).toContain("4.2 கி.மீ.");
    expect(render({ ...house, distanceKm: 23.4 })).toContain("23 km");
  });
});
