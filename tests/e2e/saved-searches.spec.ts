// Saved searches in the browser (issue 24): a member saves a results page from its button, finds it on their
// profile, gets the next morning's e-mail naming a new listing, and stops the e-mails from its link without
// signing in; a visitor's button leads to log in and back. The day's job runs here as its schedule runs it.

import { outboxMailer } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import { mailSavedSearchAlerts } from "#server/modules/saved-searches/alerts.ts";
import { createPublicData } from "#server/modules/search/sync.ts";
import { DAY_MS } from "#shared/freshness.ts";
import { expect, test } from "../support/e2e/fixtures.ts";
import { expectNoViolations, hydrated, toast } from "../support/e2e/pages.ts";
import { serverFirestore } from "../support/e2e/server.ts";
import { baseURL } from "../support/e2e/site.ts";
import { insertListingRow } from "../support/factories/listings.ts";

const database = serverFirestore();
const publicData = createPublicData(database.db, { checkIntervalMs: 0 });
test.afterAll(async () => {
  await publicData.close();
  await database.close();
});

const RESULTS = "/propertylisting?types=Sell&propertyName=Land&city=Perambalur";

test("a member saves a search, gets the next morning's e-mail of a new listing, and stops it from its link", async ({
  page,
  browser,
  member,
}) => {
  const account = await member();
  await page.goto(RESULTS);
  await hydrated(page);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByLabel("Name of this search")).toHaveValue(/Perambalur/);
  await dialog.getByLabel("Name of this search").fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please give this search a name.")).toBeVisible();
  await expectNoViolations(page, "the save-search dialog");
  await dialog.getByLabel("Name of this search").fill("Perambalur farmland");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Search saved.")).toBeVisible();

  // On the profile, reached from the header's menu.
  await page.goto("/profile");
  const saved = page.getByRole("region", { name: "Saved searches" });
  await expect(saved.getByRole("link", { name: "Perambalur farmland" })).toHaveAttribute("href", RESULTS);
  await expect(saved.getByText("Daily e-mail: on")).toBeVisible();

  // A new listing that the search finds, then the next morning's run.
  const fresh = await insertListingRow(database.db, {
    ownerId: "perambalur-owner",
    types: "sell",
    propertyName: "Land",
    propertyType: "Agricultural",
    numberOfRooms: null,
    city: "Perambalur",
  });
  const tomorrow = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS + 3 * 60 * 60 * 1000);
  await mailSavedSearchAlerts(
    {
      db: database.db,
      mailer: outboxMailer,
      siteUrl: baseURL,
      links: { db: database.db, secret: undefined },
      search: async (filters) => {
        await publicData.sync();
        return publicData.projection.search(filters);
      },
    },
    tomorrow,
  );
  const mails = await col.mailOutbox(database.db).where("to", "==", account.email).get();
  const mail = mails.docs.map((doc) => doc.data()).find((entry) => entry.kind === "savedSearch.alert");
  expect(mail?.text).toContain(fresh.code);
  const stop = /https?:\/\/\S+\/saved-search-alerts\?t=[\w.-]+/.exec(mail?.text ?? "")?.[0];
  expect(stop, mail?.text).toBeTruthy();

  // The link, opened in a browser without the member's session.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(stop!);
  await hydrated(visitor);
  await expect(
    visitor.getByText("No more daily e-mails for your saved search “Perambalur farmland”?"),
  ).toBeVisible();
  await expectNoViolations(visitor, "the unsubscribe page");
  await visitor.getByRole("button", { name: "Stop the e-mails" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "You will get no more e-mails" })).toBeVisible();

  await page.reload();
  await expect(saved.getByText("Daily e-mail: off")).toBeVisible();
  await expectNoViolations(page, "the profile's saved searches");
  // In Tamil too.
  await visitor.goto(stop!.replace("/saved-search-alerts", "/ta/saved-search-alerts"));
  await expectNoViolations(visitor, "the Tamil unsubscribe page");
});

test("a visitor's Save this search leads to log in and back; an admin saves too", async ({
  page,
  browser,
  admin: signIn,
}) => {
  await page.goto(RESULTS);
  await hydrated(page);
  // A link, not a dialog: log in, then come back to these results.
  const save = page.getByRole("link", { name: "Save this search" });
  await expect(save).toHaveAttribute("href", `/signin?redirectTo=${encodeURIComponent(RESULTS)}`);
  await save.click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=/);

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(admin);
  await admin.goto(RESULTS);
  await hydrated(admin);
  await expect(admin.getByRole("button", { name: "Save this search" })).toBeVisible();
});
