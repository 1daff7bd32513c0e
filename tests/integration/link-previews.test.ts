// The picture a shared link of a listing shows (WhatsApp, Facebook, X read Open Graph): the listing's photo, or,
// for a listing without a usable one, the site's own card. Every public detail page names one, as an absolute
// address on PUBLIC_URL.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingMedia } from "#server/db/documents.ts";
import { createUser, insertListingRow, insertMedia, updateListing } from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest } from "#tests/support/test-server.ts";

let api: ApiTest;
let ownerId: string;
const PUBLIC_URL = "https://nilam.example";
const SITE_CARD = `${PUBLIC_URL}/social-card.png`;

beforeAll(async () => {
  api = await apiTest({ pages: true, settings: { PUBLIC_URL } });
  ownerId = (await createUser(api.db)).uid;
});

afterAll(async () => {
  await api?.close();
});

/** The content of the page's `<meta property|name="…">`, one per tag of that name. */
async function metaOf(listingId: string, name: string): Promise<string[]> {
  const response = await fetch(`${api.server.base}/view-property5/${listingId}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const tags = html.match(new RegExp(`<meta (?:property|name)="${name}" content="[^"]*"`, "g")) ?? [];
  return tags.map((tag) => /content="([^"]*)"/.exec(tag)![1]!.replaceAll("&amp;", "&"));
}

describe("a listing's link preview", () => {
  it("is its first photo, at the site's public address", async () => {
    const listing = await insertListingRow(api.db, { ownerId });
    const [photo] = await insertMedia(api.db, { listingId: listing.id, count: 2 });
    expect(await metaOf(listing.id, "og:image")).toEqual([`${PUBLIC_URL}${photo!.url}`]);
    expect(await metaOf(listing.id, "twitter:image")).toEqual([`${PUBLIC_URL}${photo!.url}`]);
  });

  it.each<[string, (photo: ListingMedia) => ListingMedia[]]>([
    ["no photo at all", () => []],
    [
      "a video only",
      (photo) => [
        { ...photo, kind: "video", url: "/media/test/walk.mp4", contentType: "video/mp4", variants: [] },
      ],
    ],
    ["a photo with no web address", (photo) => [{ ...photo, url: "data:image/webp;base64,UklGRg==" }]],
  ])("is the site's card for a listing with %s", async (_what, mediaOf) => {
    const listing = await insertListingRow(api.db, { ownerId });
    const [photo] = await insertMedia(api.db, { listingId: listing.id });
    await updateListing(api.db, { listingId: listing.id, media: mediaOf(photo!) });
    expect(await metaOf(listing.id, "og:image")).toEqual([SITE_CARD]);
    expect(await metaOf(listing.id, "og:image:width")).toEqual(["1200"]);
    expect(await metaOf(listing.id, "og:image:height")).toEqual(["630"]);
    expect(await metaOf(listing.id, "twitter:image")).toEqual([SITE_CARD]);
    expect(await metaOf(listing.id, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("the site's card is served: a 1200 × 630 PNG", async () => {
    const response = await fetch(`${api.server.base}/social-card.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  });
});
