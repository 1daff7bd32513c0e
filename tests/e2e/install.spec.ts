// Installing Nilam on a phone: the web app manifest, its icons at the sizes it states, and the page head that
// points to them.
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../support/e2e/fixtures.ts";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** An icon as served: a PNG of the stated size; `opaque` for one a launcher crops to its own shape. */
async function expectPng(request: APIRequestContext, url: string, size: number, opaque: boolean) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toBe("image/png");
  const image = sharp(await response.body());
  const { format, width, height } = await image.metadata();
  expect({ format, width, height }, url).toEqual({ format: "png", width: size, height: size });
  if (opaque) expect((await image.stats()).isOpaque, url).toBe(true);
}

test("the web app manifest names the app, its colours and icons of the sizes it states", async ({
  request,
}) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(await response.text()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: "Nilam · நிலம்",
    short_name: "Nilam",
    start_url: "/",
    display: "standalone",
    // The site's green (app.css --green) and its sand background (--sand).
    theme_color: "#2f6b3f",
    background_color: "#f6f1e6",
  });
  const icons = manifest.icons as ManifestIcon[];
  const described = icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose ?? "any"}`).sort();
  expect(described).toEqual(["192x192 image/png any", "512x512 image/png any", "512x512 image/png maskable"]);
  for (const icon of icons)
    await expectPng(request, icon.src, Number(icon.sizes.split("x")[0]), icon.purpose === "maskable");
});

test("every page's head links the manifest, the theme colour and the Apple touch icon", async ({
  page,
  request,
}) => {
  for (const path of ["/common/Sell", "/contact"]) {
    await page.goto(path);
    const head = page.locator("head");
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#2f6b3f");
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      "/apple-touch-icon.png",
    );
  }
  await expectPng(request, "/apple-touch-icon.png", 180, true);
});
