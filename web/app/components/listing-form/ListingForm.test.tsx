import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { emptyListingForm } from "#shared/forms/listing-values.ts";
import type { UploadLimits } from "#shared/public-config.ts";
import { ListingForm, type ListingFormAnswer } from "./ListingForm.tsx";

type Props = Parameters<typeof ListingForm>[0];

const TILES = {
  tileUrl: "https://tiles.invalid/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
};

function render(
  props: Partial<Props> = {},
  media: UploadLimits | null = null,
  map: typeof TILES | null = null,
): string {
  const element = <ListingForm mode="sell" start={emptyListingForm()} answer={undefined} {...props} />;
  // The root route's data, as root.tsx's loader gives a signed-in member: the upload limits and the map tiles.
  const router = createMemoryRouter([{ id: "root", path: "/", element, loader: () => ({ media, map }) }], {
    hydrationData: { loaderData: { root: { media, map } } },
  });
  return renderToString(<RouterProvider router={router} />);
}

const tagOf = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? "";

describe("ListingForm as the server renders it", () => {
  it("is a plain POST form whose fields work before JavaScript, state fixed to Tamil Nadu", () => {
    const html = render();
    expect(tagOf(html, /<form[^>]*>/)).toMatch(/method="post"/);
    // Sent as stored, shown in the page's language (and not editable).
    expect(tagOf(html, /<input[^>]*name="state"[^>]*>/)).toMatch(/type="hidden"[^>]*value="Tamil Nadu"/);
    expect(tagOf(html, /<input[^>]*id="[^"]*state"[^>]*>/)).toMatch(/readOnly=""|readonly=""/);
    expect(tagOf(html, /<input[^>]*id="[^"]*state"[^>]*>/)).not.toContain("name=");
    expect(tagOf(html, /<input[^>]*type="file"[^>]*>/)).toContain('accept="image/*,video/mp4"');
    expect(tagOf(html, /<input[^>]*type="file"[^>]*>/)).not.toContain("capture");
    // Six sections and the media, each a fieldset with a heading.
    expect(html.match(/<fieldset/g)).toHaveLength(8);
    expect(html).toContain("<h2>Photos and videos</h2>");
  });

  it("states the sizes the server accepts beside the picker", () => {
    const MB = 1024 * 1024;
    const html = render(
      {},
      { maxImageBytes: 20 * MB, maxVideoBytes: 100 * MB, directUploadOverBytes: 30 * MB },
    );
    expect(html).toContain("Photos up to 20 MB, videos up to 100 MB.");
    expect(render()).not.toContain("Photos up to");
  });

  it("shows the server's messages beside their fields, tied to them for screen readers", () => {
    const answer: ListingFormAnswer = {
      message: "Please correct the highlighted fields.",
      fieldErrors: { city: "City is required.", uploadIds: "Failed to upload files.", _: "Something else." },
    };
    const html = render({ answer });
    const city = tagOf(html, /<select[^>]*name="city"[^>]*>/);
    expect(city).toContain('aria-invalid="true"');
    expect(city).toContain('aria-describedby="listing-city-error"');
    expect(html).toContain('<p id="listing-city-error" class="field-error">City is required.</p>');
    expect(html).toContain('id="listing-uploads-error" class="field-error">Failed to upload files.</p>');
    // A message without a field of its own shows above the submit button.
    expect(html).toContain('<p class="form-error">Something else.</p>');
    // The refusal's own message is the line above the fields' messages: said once.
    expect(html.match(/Please correct the highlighted fields\./g)).toHaveLength(1);
  });

  it("says a refusal without field messages (a failure, a listing gone) above the submit button", () => {
    const html = render({
      answer: { message: "Failed to submit the form. Please try again.", fieldErrors: {} },
    });
    expect(html).toContain('<p class="form-error">Failed to submit the form. Please try again.</p>');
  });

  it("leaves out the fields Land does not have, and No. of Years unless Lease", () => {
    const land = render({ start: { ...emptyListingForm(), propertyName: "Land", types: "sell" } });
    for (const name of ["builtUpArea", "numberOfRooms", "numberOfBathrooms", "parking", "lift", "leaseYears"])
      expect(land).not.toContain(`name="${name}"`);
    const lease = render({ start: { ...emptyListingForm(), propertyName: "House", types: "lease" } });
    for (const name of ["builtUpArea", "numberOfRooms", "numberOfBathrooms", "parking", "lift", "leaseYears"])
      expect(lease).toContain(`name="${name}"`);
  });

  it("edit: name and type shown read-only and sent unchanged, saved media kept in order, the notice before saving", () => {
    const html = render({
      mode: "edit",
      start: { ...emptyListingForm(), propertyName: "Store", types: "rent" },
      savedMedia: [
        { id: "m2", kind: "image", url: "/media/2.webp", thumbUrl: "/media/2-480.webp" },
        { id: "m1", kind: "video", url: "/media/1.mp4", thumbUrl: "/media/1.mp4" },
      ],
      notice:
        "Saving sends this listing back for approval; it leaves public view until an admin approves it again.",
    });
    expect(tagOf(html, /<input[^>]*id="listing-types"[^>]*>/)).toContain('value="Rent"');
    expect(html).toContain('<input type="hidden" name="types" value="rent"/>');
    expect(html).toContain('<input type="hidden" name="propertyName" value="Store"/>');
    expect(html.match(/name="keepMediaIds" value="(\w+)"/g)).toEqual([
      'name="keepMediaIds" value="m2"',
      'name="keepMediaIds" value="m1"',
    ]);
    expect(html).toContain('<video src="/media/1.mp4"');
    expect(tagOf(html, /<button type="submit"[^>]*>/)).toContain(
      'aria-describedby="listing-approval-notice"',
    );
  });

  it("sends no location until one is placed, and says placing on the map needs JavaScript", () => {
    const html = render({}, null, TILES);
    for (const name of ["latitude", "longitude", "locationShown"])
      expect(html).toContain(`<input type="hidden" name="${name}" value=""/>`);
    expect(html).toContain("<h3>On the map (optional)</h3>");
    expect(tagOf(html, /<p class="field-hint scriptless-only">[^<]*/)).toContain(
      "Placing the property on a map needs JavaScript. The form is sent without it.",
    );
    expect(tagOf(html, /<button type="button" class="button script-only"[^>]*>[^<]*/)).toContain(
      "Place on map",
    );
    // The picker and the map are not in the page: they come with the press.
    expect(html).not.toContain("Use my current location");
  });

  it("edit: the saved point is sent again unless the member changes it, and said", () => {
    const start = {
      ...emptyListingForm(),
      latitude: "11.70123",
      longitude: "78.1012",
      locationShown: "area",
    };
    const html = render({ mode: "edit", start }, null, TILES);
    expect(html).toContain('<input type="hidden" name="latitude" value="11.70123"/>');
    expect(html).toContain('<input type="hidden" name="longitude" value="78.1012"/>');
    expect(html).toContain('<input type="hidden" name="locationShown" value="area"/>');
    expect(html).toContain("Placed on the map at 11.701230, 78.101200.");
  });

  it("offers no map where the site has no tiles, and still sends a saved point", () => {
    const start = {
      ...emptyListingForm(),
      latitude: "11.70123",
      longitude: "78.1012",
      locationShown: "exact",
    };
    const html = render({ mode: "edit", start });
    expect(html).not.toContain("Place on map");
    expect(html).not.toContain("On the map (optional)");
    expect(html).toContain('<input type="hidden" name="latitude" value="11.70123"/>');
  });

  it("asks a sale's guideline value under Title and approvals, with the register's link, its units per property name", () => {
    const optionsOf = (html: string) =>
      [
        ...tagOf(html, /<select[^>]*name="guidelineValueUnit"[\s\S]*?<\/select>/).matchAll(
          /value="([^"]*)"/g,
        ),
      ].map((match) => match[1]);
    const html = render();
    const link = tagOf(html, /<a[^>]*href="https:\/\/tnreginet.gov.in\/portal\/"[^>]*>/);
    expect(link).toContain('rel="noopener external"');
    expect(link).toContain('target="_blank"');
    expect(html).toContain("The value and where it is from are shown publicly on the listing.");
    expect(tagOf(html, /<input[^>]*name="guidelineValue"[^>]*>/)).toContain(
      'aria-describedby="listing-guideline-help"',
    );
    // No property name yet (a page without JavaScript): every unit, and the first sale asked.
    expect(optionsOf(html)).toEqual(["", "sqft", "cent", "acre"]);
    expect(html).toContain('name="firstSale"');
    const apartment = render({ start: { ...emptyListingForm(), propertyName: "Apartment", types: "sell" } });
    expect(optionsOf(apartment)).toEqual(["", "sqft"]);
    const land = render({ start: { ...emptyListingForm(), propertyName: "Land", types: "sell" } });
    expect(optionsOf(land)).toEqual(["", "sqft", "cent", "acre"]);
    expect(land).not.toContain('name="firstSale"');
    const rent = render({ start: { ...emptyListingForm(), propertyName: "House", types: "rent" } });
    expect(rent).not.toContain('name="guidelineValue"');
    expect(rent).not.toContain("tnreginet.gov.in");
  });
});
