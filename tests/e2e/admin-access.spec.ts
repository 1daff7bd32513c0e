// Who reaches the admin console: the `admin` claim only, checked by the server on every page. A visitor signs in
// and comes back to the page asked for; a member without the claim gets a 403 page, never admin data. And the
// console's menu: each entry opens its own page.
import type { Locator, Page } from "@playwright/test";
import { col } from "#server/db/collections.ts";
import type { ListingStatus } from "#shared/values.ts";
import { DEMO, submitSignIn } from "../support/e2e/accounts.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { hydrated } from "../support/e2e/pages.ts";
import { serverFirestore } from "../support/e2e/server.ts";

test("a visitor asking for an admin page signs in and comes back to it", async ({ page }) => {
  await page.goto("/customerdetails");
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fcustomerdetails$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await submitSignIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/customerdetails$/);
  await expect(page.getByRole("navigation", { name: "Admin menu" })).toBeVisible();
});

test("an admin whose session ended meanwhile signs in from a menu click and comes back to that section", async ({
  page,
  admin,
}) => {
  await admin();
  await page.goto("/adminhome");
  await hydrated(page);
  await page.context().clearCookies();
  await page
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: /^Approved Properties/ })
    .click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fapproveproperty$/);
  await submitSignIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/approveproperty$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Approved Properties");
});

test("a member without the admin claim gets a 403 page on every admin page", async ({ page, buyer }) => {
  await buyer();
  for (const path of ["/adminhome", "/propertylistingadmin", "/plans", "/uploadimage", "/admin/audit"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByText("This page is for administrators.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin menu" })).toHaveCount(0);
  }
});

test("the dashboard: the hero when no section is chosen, the chosen section highlighted", async ({
  page,
  admin,
}) => {
  await admin();
  await page.goto("/adminhome");
  const menu = page.getByRole("navigation", { name: "Admin menu" });
  await expect(page.getByRole("heading", { name: "Welcome to the Nilam admin console" })).toBeVisible();
  for (const name of ["Customers Details", "Pending Properties", "Approved Properties"])
    await expect(menu.getByRole("link", { name: new RegExp(`^${name} \\d+$`) })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Premium Plans" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Upload Image" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await menu.getByRole("link", { name: "Premium Plans" }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(menu.getByRole("link", { name: "Premium Plans" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: /^Pending Properties/ })).not.toHaveAttribute("aria-current");
});

interface Section {
  /** The menu entry's name (before its count), which the page's heading and title repeat unless said below. */
  name: string;
  path: string;
  heading?: string;
  /** What this page shows besides its heading: a check of its content. */
  shows: (page: Page) => Promise<void>;
}

const visible = (locate: (page: Page) => Locator) => async (page: Page) => {
  await expect(locate(page)).toBeVisible();
};

/** A moderation list: its cards are listings of that status, and there is at least one (the seed has each). */
const listingsOf = (status: ListingStatus) => async (page: Page) => {
  const codes = page.locator(".moderation-card .card-code");
  await expect(codes.first()).toBeVisible();
  const shown = await codes.allTextContents();
  const { db, close } = serverFirestore();
  try {
    const found = await col.listings(db).where("code", "in", shown).get();
    const statusOf = new Map(found.docs.map((doc) => [doc.data().code, doc.data().status]));
    expect(shown.map((code) => [code, statusOf.get(code)])).toEqual(shown.map((code) => [code, status]));
  } finally {
    await close();
  }
};

const DASHBOARD: Section = {
  name: "Dashboard",
  path: "/adminhome",
  heading: "Welcome to the Nilam admin console",
  shows: visible((page) => page.getByText("Choose a section from the menu")),
};

/** Every entry of the admin menu, in its order (the development outbox is on in the test server). */
const SECTIONS: Section[] = [
  {
    name: "Customers Details",
    path: "/customerdetails",
    shows: visible((page) => page.getByRole("table")),
  },
  {
    name: "Pending Properties",
    path: "/propertylistingadmin",
    shows: listingsOf("pending"),
  },
  {
    name: "Approved Properties",
    path: "/approveproperty",
    shows: listingsOf("approved"),
  },
  {
    name: "Rejected Properties",
    path: "/rejectedproperties",
    shows: listingsOf("rejected"),
  },
  {
    name: "Premium Plans",
    path: "/plans",
    shows: visible((page) => page.getByRole("heading", { name: "Add New Plan" })),
  },
  {
    name: "Payments",
    path: "/admin/payments",
    shows: visible((page) => page.getByText("Every order members made")),
  },
  {
    name: "Registration Rates",
    path: "/admin/rates",
    shows: visible((page) => page.getByRole("heading", { name: "Add a set of rates" })),
  },
  {
    name: "Upload Image",
    path: "/uploadimage",
    shows: visible((page) => page.getByText(/a group keeps at least \d+ images/)),
  },
  {
    name: "Featured Collections",
    path: "/admin/collections",
    shows: visible((page) => page.getByText("The collections the home page features")),
  },
  {
    name: "Messages",
    path: "/admin/messages",
    shows: visible((page) => page.getByRole("navigation", { name: "Show messages" })),
  },
  {
    name: "Audit Log",
    path: "/admin/audit",
    shows: visible((page) => page.getByText("Every admin action and every member's listing change")),
  },
  {
    name: "Mail Outbox",
    path: "/admin/outbox",
    shows: visible((page) => page.getByText("No SMTP server is set up")),
  },
];

/** Opens a section with a click on its menu entry and checks that the page is that section's, all of it. */
async function openFromMenu(page: Page, section: Section): Promise<void> {
  const menu = page.getByRole("navigation", { name: "Admin menu" });
  const link = menu.getByRole("link", { name: new RegExp(`^${section.name}( \\d+)?$`) });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${section.path}$`));
  await expect(link).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(section.heading ?? section.name);
  await expect(page).toHaveTitle(`${section.name} · Admin · Nilam`);
  await section.shows(page);
}

test("every admin menu entry opens its own page, from the dashboard and from another admin page", async ({
  page,
  admin,
}) => {
  test.setTimeout(180_000);
  await admin();
  await page.goto("/adminhome");
  await hydrated(page);
  // Set once: a full page load on the way would drop it, and the test is about client-side navigation.
  await page.evaluate(() => Object.assign(window, { nilamTestMark: true }));

  for (const section of SECTIONS) {
    await openFromMenu(page, DASHBOARD);
    await openFromMenu(page, section);
  }
  // From one section straight to the next, forwards and then back (Approved after Rejected too).
  for (const section of [...SECTIONS.slice(1), ...SECTIONS.slice(0, -1).reverse()])
    await openFromMenu(page, section);
  expect(await page.evaluate(() => "nilamTestMark" in window)).toBe(true);
});
