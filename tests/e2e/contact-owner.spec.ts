import { col } from "#server/db/collections.ts";
import {
  insertListingRow,
  insertPlan,
  insertSubscription,
  uniquePhone,
} from "#tests/support/factories/index.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated } from "../support/e2e/pages.ts";
import { serverFirestore } from "../support/e2e/server.ts";

/** A public listing of a made-up owner, with contact details no other listing has. */
async function listingWithSecretContact() {
  const { db, close } = serverFirestore();
  try {
    const contact = {
      name: "Selvi Ownerofthis",
      phone: uniquePhone(),
      address: "12 Quiet Lane, Fairlands, Salem",
    };
    const listing = await insertListingRow(db, { ownerId: `e2e-owner-${Date.now()}`, contact });
    return { id: listing.id, contact };
  } finally {
    await close();
  }
}

async function revealsOf(userId: string) {
  const { db, close } = serverFirestore();
  try {
    const snapshot = await col.contactReveals(db).where("userId", "==", userId).get();
    return snapshot.docs.map((doc) => doc.data().listingId);
  } finally {
    await close();
  }
}

test("a member with a plan sees the owner's details and the contacts left", async ({ page, member }) => {
  const listing = await listingWithSecretContact();
  const { id: userId } = await member();
  const { db, close } = serverFirestore();
  await insertSubscription(db, { userId, contactQuota: 5 }).finally(close);

  await page.goto(`/view-property5/${listing.id}`);
  await hydrated(page);
  // Nothing of the owner is in the page before the click.
  expect(await page.content()).not.toContain(listing.contact.phone);
  await page.getByRole("button", { name: "Contact Owner" }).click();

  const dialog = page.getByRole("dialog", { name: "Owner's contact" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(listing.contact.name);
  await expect(dialog).toContainText(listing.contact.address);
  await expect(dialog.getByRole("link", { name: `Call ${listing.contact.phone}` })).toHaveAttribute(
    "href",
    `tel:+91${listing.contact.phone}`,
  );
  await expect(dialog.getByRole("link", { name: "Message the owner on WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/91${listing.contact.phone}`,
  );
  await expect(dialog).toContainText("4 of 5 contacts left");
  await expectNoViolations(page, "the owner's contact dialog");
  expect(await revealsOf(userId)).toEqual([listing.id]);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("a member without a plan is asked to choose one, and after paying sees the owner's details", async ({
  page,
  member,
}) => {
  const listing = await listingWithSecretContact();
  const { db, close } = serverFirestore();
  const plan = await insertPlan(db, { name: `Contact Gold ${Date.now()}`, priceRupees: 299 }).finally(close);
  const { id: userId } = await member();

  await page.goto(`/view-property5/${listing.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Contact Owner" }).click();

  const dialog = page.getByRole("dialog", { name: "Subscription Required" });
  await expect(dialog).toBeVisible();
  const choice = dialog.getByRole("radio", { name: new RegExp(`${plan.name} · ₹299 · 1 month`) });
  await expect(choice).toBeVisible();
  await dialog.getByRole("button", { name: "Pay Now" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please select a plan.");
  await expectNoViolations(page, "the Subscription Required dialog");
  expect(await revealsOf(userId)).toEqual([]);

  await choice.check();
  await dialog.getByRole("button", { name: "Pay Now" }).click();
  const checkout = page.frameLocator('iframe[title="Sandbox checkout"]');
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();

  const contact = page.getByRole("dialog", { name: "Owner's contact" });
  await expect(contact).toBeVisible();
  await expect(contact).toContainText(listing.contact.name);
  await expect(contact).toContainText(listing.contact.phone);
  await expect(dialog).toBeHidden();
  expect(await revealsOf(userId)).toEqual([listing.id]);
});

test("a press of Contact Owner before the dialogs' code has arrived still opens them", async ({
  page,
  member,
}) => {
  const listing = await listingWithSecretContact();
  const { id: userId } = await member();
  const { db, close } = serverFirestore();
  await insertSubscription(db, { userId, contactQuota: 5 }).finally(close);
  // The dialogs' module is held back until the press has been made.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route("**/assets/ContactOwnerDialogs-*.js", async (route) => {
    asked = true;
    await released;
    await route.continue();
  });

  await page.goto(`/view-property5/${listing.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Contact Owner" }).click();
  await expect.poll(() => asked).toBe(true);
  await expect(page.getByRole("dialog", { name: "Owner's contact" })).toHaveCount(0);
  release();
  const dialog = page.getByRole("dialog", { name: "Owner's contact" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(listing.contact.name);
});
