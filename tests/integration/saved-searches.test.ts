// Saved searches (issue 24) on the emulators, with the daily job's clock in the test's hands: a member saves a
// results page's filters (checked as the results page checks them), lists, switches off and deletes them, and
// nobody else can; the day's e-mail (from 7 in the morning, India time) names the new listings and the lower
// prices since saving, once a day, in the member's language, and nothing is sent when nothing is new; its signed
// links, and its List-Unsubscribe one-click POST, turn the e-mails off without a sign-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMailer } from "#server/adapters/mail/mail.ts";
import { col } from "#server/db/collections.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { type AlertDeps, dayInIndia, mailSavedSearchAlerts } from "#server/modules/saved-searches/alerts.ts";
import { createPublicData, type PublicData } from "#server/modules/search/sync.ts";
import { MAX_SAVED_SEARCHES } from "#shared/forms/saved-search.ts";
import { insertListingRow, type TestListing } from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let member: TestMember;
let other: TestMember;
let owner: TestMember;
let publicData: PublicData;
let deps: AlertDeps;

/** A district no other test file lists: this file's searches find only its own listings. */
const CITY = "Ariyalur";
const QUERY = `types=Sell&propertyName=Land&city=${CITY}`;

beforeAll(async () => {
  api = await apiTest({ pages: true });
  [member, other, owner] = await Promise.all([
    api.signIn({ label: "saver" }),
    api.signIn({ label: "saver-other" }),
    api.signIn({ label: "saver-owner" }),
  ]);
  publicData = createPublicData(api.db, { checkIntervalMs: 0 });
  deps = {
    db: api.db,
    mailer: outboxMailer,
    siteUrl: "https://nilam.test",
    links: { db: api.db, secret: undefined },
    search: async (filters) => {
      await publicData.sync();
      return publicData.projection.search(filters);
    },
  };
});

afterAll(async () => {
  await publicData?.close();
  await api?.close();
});

const call = (who: TestMember | null, method: string, path: string, body?: unknown) =>
  api.call(method, `/api/v1${path}`, { cookie: who?.cookie, body });

const land = (budget: number) =>
  insertListingRow(api.db, {
    ownerId: owner.uid,
    types: "sell",
    propertyName: "Land",
    propertyType: "Agricultural",
    numberOfRooms: null,
    city: CITY,
    budget,
  });

async function lowerPrice(listing: TestListing, budget: number) {
  const batch = api.db.batch();
  batch.update(col.listings(api.db).doc(listing.id), { budget });
  recordPublicChange(api.db, { tx: batch, listingIds: [listing.id] });
  await batch.commit();
}

async function alertMails() {
  const mails = await col.mailOutbox(api.db).where("entityId", "==", member.uid).get();
  return mails.docs.map((doc) => doc.data()).filter((mail) => mail.kind === "savedSearch.alert");
}

/** 08:00 in India on the given day (02:30 UTC). */
const morning = (day: string) => new Date(`${day}T02:30:00Z`);

describe("saving searches", () => {
  it("keeps the filters in the results page's own form, lists them, and refuses what the results page would", async () => {
    const saved = await call(member, "POST", "/saved-searches", {
      name: "  Land near Ariyalur ",
      query: `?city=${CITY}&propertyName=Land&types=Sell&page=3`,
    });
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as {
      savedSearch: { id: string; name: string; query: string; alerts: boolean };
    };
    expect(body.savedSearch).toMatchObject({ name: "Land near Ariyalur", query: QUERY, alerts: true });
    const list = (await (await call(member, "GET", "/saved-searches")).json()) as {
      savedSearches: unknown[];
    };
    expect(list.savedSearches).toEqual([expect.objectContaining({ id: body.savedSearch.id, query: QUERY })]);

    expect((await call(member, "POST", "/saved-searches", { name: "x", query: "types=Buy" })).status).toBe(
      400,
    );
    expect((await call(member, "POST", "/saved-searches", { name: " ", query: QUERY })).status).toBe(400);
    expect((await call(member, "POST", "/saved-searches", { name: "x" })).status).toBe(400);
    expect((await call(null, "POST", "/saved-searches", { name: "x", query: QUERY })).status).toBe(401);
    // Another member sees none of it, and can change none of it.
    const theirs = (await (await call(other, "GET", "/saved-searches")).json()) as {
      savedSearches: unknown[];
    };
    expect(theirs.savedSearches).toEqual([]);
    expect(
      (await call(other, "PATCH", `/saved-searches/${body.savedSearch.id}`, { alerts: false })).status,
    ).toBe(404);
    expect((await call(other, "DELETE", `/saved-searches/${body.savedSearch.id}`)).status).toBe(404);
    expect(
      (await call(member, "PATCH", `/saved-searches/${body.savedSearch.id}`, { alerts: "no" })).status,
    ).toBe(400);
  });

  it("answers an id no document can have as one nobody has (404), from the API and the profile's buttons", async () => {
    for (const id of ["__x__", "__proto__", "a%2Fb", "a%2F..", "%2E%2E", "x".repeat(1501)]) {
      const switched = await call(member, "PATCH", `/saved-searches/${id}`, { alerts: false });
      expect(switched.status, `PATCH ${id}`).toBe(404);
      expect((await call(member, "DELETE", `/saved-searches/${id}`)).status, `DELETE ${id}`).toBe(404);
    }
    const button = (fields: Record<string, string>) =>
      fetch(`${api.server.base}/profile`, {
        method: "POST",
        headers: { origin: api.server.base, cookie: member.cookie },
        body: new URLSearchParams(fields),
      });
    for (const savedSearchId of ["", "a/b", "__x__", "__proto__", ".."]) {
      for (const fields of [
        { savedSearchId, intent: "alerts", alerts: "off" } as Record<string, string>,
        { savedSearchId, intent: "deleteSavedSearch" },
      ]) {
        const answer = await button(fields);
        expect(answer.status, JSON.stringify(fields)).toBe(404);
        expect(await answer.text()).toContain("This saved search no longer exists.");
      }
    }
    // What the buttons send is checked as the form's schema says: an intent of neither kind changes nothing.
    const saved = await call(member, "POST", "/saved-searches", { name: "Checked", query: QUERY });
    const { savedSearch } = (await saved.json()) as { savedSearch: { id: string } };
    const odd = await button({ savedSearchId: savedSearch.id, intent: "switch", alerts: "off" });
    expect(odd.status).toBe(400);
    expect((await col.savedSearches(api.db).doc(savedSearch.id).get()).get("alerts")).toBe(true);
    expect((await call(member, "DELETE", `/saved-searches/${savedSearch.id}`)).status).toBe(200);
  });

  it(`keeps ${MAX_SAVED_SEARCHES} at most`, async () => {
    for (let index = 0; index < MAX_SAVED_SEARCHES; index++)
      expect(
        (await call(other, "POST", "/saved-searches", { name: `Search ${index}`, query: "types=Rent" }))
          .status,
      ).toBe(201);
    const refused = await call(other, "POST", "/saved-searches", { name: "One more", query: "types=Rent" });
    expect(refused.status).toBe(409);
    const { savedSearches } = (await (await call(other, "GET", "/saved-searches")).json()) as {
      savedSearches: Array<{ id: string }>;
    };
    expect(savedSearches).toHaveLength(MAX_SAVED_SEARCHES);
    for (const { id } of savedSearches)
      expect((await call(other, "DELETE", `/saved-searches/${id}`)).status).toBe(200);
  });
});

describe("the daily e-mail", () => {
  it("names what is new and cheaper since the search was saved, once a day, and nothing when nothing is new", async () => {
    const older = await land(2_000_000);
    await publicData.sync();
    const saved = await call(member, "POST", "/saved-searches", { name: "Ariyalur plots", query: QUERY });
    expect(saved.status).toBe(201);
    const fresh = await land(1_500_000);
    await lowerPrice(older, 1_800_000);

    // Before seven in the morning, India time: nothing yet.
    expect(await mailSavedSearchAlerts(deps, new Date("2026-12-01T01:00:00Z"))).toEqual({
      members: 0,
      mailed: 0,
    });
    const run = await mailSavedSearchAlerts(deps, morning("2026-12-01"));
    expect(run.mailed).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await alertMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: member.email, subject: "News on your 2 saved searches on Nilam" });
    const section = mail!.text.slice(mail!.text.indexOf("Ariyalur plots"));
    expect(section).toContain("1 new listing:");
    expect(section).toContain(fresh.code);
    expect(section).toContain("1 lower price:");
    expect(section).toContain(`${older.code}): ₹18 L · Overall budget (was ₹20 L · Overall budget)`);
    expect(section).toContain(`https://nilam.test/propertylisting?${QUERY}`);
    expect(mail!.unsubscribeUrl).toMatch(/^https:\/\/nilam\.test\/saved-search-alerts\?t=/);
    expect((await col.users(api.db).doc(member.uid).get()).data()?.alertsMailedOn).toBe("2026-12-01");

    // Again the same day (a retry, another instance): no second e-mail, even with news.
    await land(1_000_000);
    await mailSavedSearchAlerts(deps, new Date("2026-12-01T10:00:00Z"));
    expect(await alertMails()).toHaveLength(1);
    // The next day: that news, once.
    await mailSavedSearchAlerts(deps, morning("2026-12-02"));
    expect(await alertMails()).toHaveLength(2);
    // And a day with nothing new sends nothing.
    await mailSavedSearchAlerts(deps, morning("2026-12-03"));
    expect(await alertMails()).toHaveLength(2);
  });

  it("turns the e-mails off from the signed links, without a sign-in, and refuses a link that is not one", async () => {
    const [mail] = await alertMails();
    const stopOne = /https:\/\/nilam\.test(\/saved-search-alerts\?t=[\w.-]+)/.exec(
      mail!.text.slice(mail!.text.indexOf("Ariyalur plots")),
    )?.[1];
    expect(stopOne).toBeTruthy();
    const page = await fetch(api.server.base + stopOne!);
    expect(await page.text()).toContain("No more daily e-mails for your saved search “Ariyalur plots”?");

    const post = (path: string, form: Record<string, string>) =>
      fetch(api.server.base + path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      });
    const token = new URL(api.server.base + stopOne!).searchParams.get("t")!;
    const stopped = await post("/saved-search-alerts", { t: token });
    expect(stopped.status).toBe(200);
    const searches = async () =>
      (
        (await (await call(member, "GET", "/saved-searches")).json()) as {
          savedSearches: Array<{ name: string; alerts: boolean }>;
        }
      ).savedSearches;
    expect((await searches()).find((search) => search.name === "Ariyalur plots")?.alerts).toBe(false);
    expect((await searches()).some((search) => search.alerts)).toBe(true);

    // The List-Unsubscribe header's address, as a mail client posts it (RFC 8058): all of them.
    const all = new URL(mail!.unsubscribeUrl!);
    const oneClick = await post(`${all.pathname}${all.search}`, { "List-Unsubscribe": "One-Click" });
    expect(oneClick.status).toBe(200);
    expect((await searches()).some((search) => search.alerts)).toBe(false);

    const forged = await post("/saved-search-alerts", { t: `${token.slice(0, -3)}abc` });
    expect(forged.status).toBe(403);
  });

  it("works out the day in India's time zone", () => {
    expect(dayInIndia(new Date("2026-12-01T18:29:00Z"))).toBe("2026-12-01");
    expect(dayInIndia(new Date("2026-12-01T18:31:00Z"))).toBe("2026-12-02");
  });
});
