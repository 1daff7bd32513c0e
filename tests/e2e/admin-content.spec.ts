// The admin's banners and featured collections in the browser, on a phone-sized screen: a banner uploaded with
// its progress in percent and the SPEC §8 messages, then replaced; delete offered only in a group of more than
// two images (and refused by the server otherwise); a collection created, edited, moved with the keyboard and
// deleted, and what the home page shows meanwhile.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, type SignIn, test } from "../support/e2e/fixtures.ts";
import { origin } from "../support/e2e/site.ts";
import { noisyJpeg, pngImage } from "../support/factories/media.ts";

interface AdminGroup {
  id: string;
  name: string;
  images: { id: string; alt: string }[];
}

async function groupsOf(request: APIRequestContext): Promise<AdminGroup[]> {
  const response = await request.get("/api/v1/admin/banners");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { groups: AdminGroup[] }).groups;
}

/** Puts exactly `count` images in a listing type's group through the API, as the page would. */
async function setGroupSize(request: APIRequestContext, groupId: string, count: number): Promise<void> {
  const images = (await groupsOf(request)).find((g) => g.id === groupId)!.images;
  for (const image of images.slice(count)) {
    const removed = await request.delete(`/api/v1/admin/banners/${groupId}/images/${image.id}`, {
      headers: { origin },
    });
    expect(removed.status()).toBe(200);
  }
  for (let i = images.length; i < count; i += 1) {
    const uploaded = await request.post("/api/v1/uploads", {
      headers: { origin },
      multipart: { file: { name: "filler.png", mimeType: "image/png", buffer: await pngImage(800, 400) } },
    });
    expect(uploaded.status()).toBe(201);
    const { upload } = (await uploaded.json()) as { upload: { id: string } };
    const added = await request.post("/api/v1/admin/banners", {
      headers: { origin },
      data: { groupId, uploadId: upload.id, alt: `Filler ${i + 1}` },
    });
    expect(added.status()).toBe(201);
  }
}

async function openAsAdmin(page: Page, admin: SignIn, path: string): Promise<void> {
  await admin(page);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

const groupSection = (page: Page, name: string): Locator =>
  page.getByRole("region", { name: `${name} banners` });

test("a banner uploaded with its progress in percent, listed, then replaced", async ({ page, admin }) => {
  await openAsAdmin(page, admin, "/uploadimage");
  await expect(page.getByRole("heading", { name: "Upload Image", level: 1 })).toBeVisible();
  const lease = groupSection(page, "Lease");
  const before = await lease.locator(".banner-item").count();
  await expect(lease.getByText("Banner size: 3456 px high × 6912 px wide.", { exact: false })).toBeVisible();

  // The form's own checks first: no file, no alt text.
  await lease.getByRole("button", { name: "Upload" }).click();
  await expect(lease.getByText("Choose an image.")).toBeVisible();
  await expect(lease.getByText("Alt text is required.")).toBeVisible();

  await lease.getByLabel("Banner image", { exact: true }).setInputFiles({
    name: "paddy.jpg",
    mimeType: "image/jpeg",
    buffer: await noisyJpeg(1600, 800),
  });
  await expect(lease.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  await lease.getByLabel("Alt text", { exact: true }).fill("Paddy fields on lease near Thanjavur");

  // A slow connection, so that the upload's progress shows for a while.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await lease.getByRole("button", { name: "Upload" }).click();
  const progress = lease.getByRole("status").filter({ hasText: /Uploading… \d{1,2}%/ });
  await expect(progress).toBeVisible();
  await expect(lease.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect(
    lease.getByText("Image uploaded successfully! Banner updated in the database successfully!"),
  ).toBeVisible({
    timeout: 30_000,
  });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "Banner updated in the database successfully!" }),
  ).toBeVisible();

  const items = lease.locator(".banner-item");
  await expect(items).toHaveCount(before + 1);
  const added = items.last();
  await expect(added.getByText("Paddy fields on lease near Thanjavur")).toBeVisible();
  // The form is ready for the next banner.
  await expect(lease.getByLabel("Alt text", { exact: true }).last()).toHaveValue("");

  // Replace it in place with another photo.
  await added.getByRole("button", { name: `Replace banner ${before + 1}` }).click();
  await added.getByLabel("New image (optional)").setInputFiles({
    name: "coconut.png",
    mimeType: "image/png",
    buffer: await pngImage(1200, 600),
  });
  await added.getByLabel("Alt text", { exact: true }).fill("Coconut groves on lease");
  await added.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Banner image replaced successfully in the database!" }),
  ).toBeVisible();
  await expect(items).toHaveCount(before + 1);
  await expect(items.last().getByText("Coconut groves on lease")).toBeVisible();
  await expect(lease.getByText("Paddy fields on lease near Thanjavur")).toHaveCount(0);
});

test("delete is offered only in a group of more than two images, and deletes", async ({ page, admin }) => {
  await admin();
  await setGroupSize(page.request, "sell", 2);
  await setGroupSize(page.request, "rent", 3);
  await page.goto("/uploadimage");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");

  const buy = groupSection(page, "Buy");
  await expect(buy.locator(".banner-item")).toHaveCount(2);
  await expect(buy.getByRole("button", { name: /Replace banner/ })).toHaveCount(2);
  await expect(buy.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expect(buy.getByText("Delete is offered while a group holds more than 2 images.")).toBeVisible();

  const rent = groupSection(page, "Rent");
  await expect(rent.getByRole("button", { name: /^Delete banner/ })).toHaveCount(3);
  const third = rent.locator(".banner-item").nth(2);
  // Its English alt text (the Tamil one, where the image has it, is the span marked lang="ta").
  const alt = await third.locator(".banner-alt:not([lang])").innerText();
  await rent.getByRole("button", { name: "Delete banner 3" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this banner image?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Image deleted successfully!" })).toBeVisible();
  await expect(rent.locator(".banner-item")).toHaveCount(2);
  await expect(rent.getByText(alt, { exact: true })).toHaveCount(0);
  await expect(rent.getByRole("button", { name: /^Delete banner/ })).toHaveCount(0);

  // The server says the same, whatever a page offers.
  const [image] = (await groupsOf(page.request)).find((g) => g.id === "rent")!.images;
  const refused = await page.request.delete(`/api/v1/admin/banners/rent/images/${image!.id}`, {
    headers: { origin },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("A banner group keeps at least 2 images");
});

test("a featured collection created, edited, moved with the keyboard and deleted", async ({
  page,
  admin,
}) => {
  await openAsAdmin(page, admin, "/admin/collections");
  await expect(page.getByRole("heading", { name: "Featured Collections", level: 1 })).toBeVisible();
  const title = `Farm stays ${Date.now().toString(36)}`;

  await page.getByRole("button", { name: "Add collection" }).click();
  const form = page.locator(".collection-form");
  await form.getByRole("button", { name: "Save collection" }).click();
  for (const message of [
    "Title is required.",
    "Description is required.",
    "Property Name is required.",
    "Choose an image.",
  ])
    await expect(form.getByText(message)).toBeVisible();

  await form.getByLabel("Title", { exact: true }).fill(title);
  await form
    .getByLabel("Description", { exact: true })
    .fill("Weekend homes among coconut groves, owner direct.");
  await form.getByLabel("Property name it links to").selectOption("Farm House");
  await form.getByLabel("Image", { exact: true }).setInputFiles({
    name: "farm.png",
    mimeType: "image/png",
    buffer: await pngImage(900, 600),
  });
  await expect(form.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  await form.getByRole("button", { name: "Save collection" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Collection added successfully!" })).toBeVisible();

  const items = page.locator(".collection-item");
  const count = await items.count();
  const row = items.filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`${count} of ${count}`)).toBeVisible();
  await expect(row.getByText("Links to: Farm House")).toBeVisible();

  // The home page's featured collections list it, with 'View More' to its property name.
  const featured = await page.request.get("/featuredcollections/Sell");
  expect(await featured.text()).toContain(title);

  // Edit: a new title, the image kept.
  await row.getByRole("button", { name: `Edit: ${title}` }).click();
  await row.getByLabel("Title", { exact: true }).fill(`${title} edited`);
  await row.getByRole("button", { name: "Save collection" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Collection updated successfully!" })).toBeVisible();
  const edited = items.filter({ hasText: `${title} edited` });
  await expect(edited.getByRole("heading", { name: `${title} edited` })).toBeVisible();

  // Move up with the keyboard: the focus stays on the button, which moves with its row.
  const moveUp = edited.getByRole("button", { name: `Move up: ${title} edited` });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(edited.getByText(`${count - 1} of ${count}`)).toBeVisible();
  await expect(moveUp).toBeFocused();
  await expect(items.nth(count - 2)).toContainText(`${title} edited`);

  // Delete, after confirming.
  await edited.getByRole("button", { name: `Delete: ${title} edited` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete the collection ${title} edited?` });
  await dialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Collection deleted successfully!" })).toBeVisible();
  await expect(items).toHaveCount(count - 1);
  await expect(items.filter({ hasText: title })).toHaveCount(0);
  expect(await (await page.request.get("/featuredcollections/Sell")).text()).not.toContain(title);
});
