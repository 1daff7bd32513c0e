// Freshness (issue 24) on the emulators, with the job's clock in the test's hands: a week before a listing's time
// is up its owner is e-mailed signed links, once; when it is up the listing lapses (off the public site, counted,
// audited, e-mailed); the link's page brings it back without a sign-in, and a used, forged or expired link
// changes nothing; the owner marks a listing sold, and a member who wishlisted it sees that. Days are per type.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMailer } from "#server/adapters/mail/mail.ts";
import { col, INTERNAL_COLLECTIONS } from "#server/db/collections.ts";
import {
  type FreshnessDeps,
  keepListingsFresh,
  readFreshnessLink,
} from "#server/modules/listings/freshness.ts";
import { readListCounts } from "#server/modules/listings/list-counts.ts";
import { DAY_MS } from "#shared/freshness.ts";
import { insertListingRow, insertMedia, type TestListing } from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember, testConfig } from "#tests/support/test-server.ts";

let api: ApiTest;
let owner: TestMember;
let member: TestMember;
let deps: FreshnessDeps;

beforeAll(async () => {
  api = await apiTest({ pages: true });
  [owner, member] = await Promise.all([
    api.signIn({ label: "fresh-owner" }),
    api.signIn({ label: "fresh-member" }),
  ]);
  deps = {
    db: api.db,
    mailer: outboxMailer,
    siteUrl: "https://nilam.test",
    // The server's own key: none is set, so both sign with the one kept in Firestore.
    links: { db: api.db, secret: undefined },
    listingDays: testConfig().listingDays,
  };
});

afterAll(async () => {
  await api?.close();
});

const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS);

/** An approved listing of the owner's, confirmed `days` ago. */
function confirmedListing(days: number, overrides: { types?: "sell" | "rent" | "lease" } = {}) {
  return insertListingRow(api.db, { ownerId: owner.uid, confirmedAt: daysAgo(days), ...overrides });
}

const stored = async (listing: TestListing) => (await col.listings(api.db).doc(listing.id).get()).data()!;
const publicStatus = async (listing: TestListing) =>
  (await api.call("GET", `/api/v1/listings/${listing.id}`)).status;

async function mailsAbout(listing: TestListing) {
  const mails = await col.mailOutbox(api.db).where("entityId", "==", listing.id).get();
  return mails.docs.map((doc) => doc.data()).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The signed link's token in an e-mail's text ("…/confirm-listing?t=TOKEN"). */
function tokenIn(text: string): string {
  const token = /\/confirm-listing\?t=([\w.-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link in: ${text}`);
  return token;
}

/** The link page's form as a browser without JavaScript posts it (no sign-in). */
const postLinkForm = (form: Record<string, string>) =>
  fetch(`${api.server.base}/confirm-listing`, {
    method: "POST",
    headers: { origin: api.server.base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });

describe("the freshness job", () => {
  it("warns the owner a week before the listing lapses, once, in their e-mail, with signed links", async () => {
    const listing = await confirmedListing(84);
    const notDue = await confirmedListing(82);
    const run = await keepListingsFresh(deps, new Date(NOW));
    expect(run.warned).toBeGreaterThanOrEqual(1);
    expect((await stored(listing)).lapseWarnedAt).toEqual(new Date(NOW));
    expect((await stored(notDue)).lapseWarnedAt).toBeNull();
    const [mail, ...more] = await mailsAbout(listing);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: owner.email, kind: "listing.lapseWarning" });
    expect(mail!.subject).toBe(`Is your listing ${listing.code} still available?`);
    expect(mail!.text).toContain("https://nilam.test/confirm-listing?t=");
    expect(mail!.text).toContain("&answer=closed");
    // Still public meanwhile; and the next run does not warn again.
    expect(await publicStatus(listing)).toBe(200);
    await keepListingsFresh(deps, new Date(NOW + 60_000));
    expect(await mailsAbout(listing)).toHaveLength(1);
  });

  it("lapses a listing whose time is up: off the site, counted, audited, its owner told how to bring it back", async () => {
    const listing = await confirmedListing(91);
    const before = await readListCounts(api.db);
    const run = await keepListingsFresh(deps, new Date(NOW));
    expect(run.lapsed).toBeGreaterThanOrEqual(1);
    expect(await stored(listing)).toMatchObject({ status: "lapsed", lapsedAt: new Date(NOW) });
    expect(await publicStatus(listing)).toBe(404);
    const after = await readListCounts(api.db);
    expect(after.lapsed.sell - before.lapsed.sell).toBe(run.lapsed);
    const audit = await col.auditLog(api.db).where("entityId", "==", listing.id).get();
    expect(audit.docs.map((doc) => doc.data())).toContainEqual(
      expect.objectContaining({ action: "listing.lapse", actorId: null }),
    );
    const mails = await mailsAbout(listing);
    expect(mails.map((mail) => mail.kind)).toEqual(["listing.lapsed"]);
    expect(mails[0]!.subject).toBe(`Your listing ${listing.code} has left the site`);
    // Lapsed already: a second run changes nothing.
    const again = await keepListingsFresh(deps, new Date(NOW + 60_000));
    expect(await mailsAbout(listing)).toHaveLength(1);
    expect(again.lapsed).toBe(0);
  });

  it("gives each type its own days: a rent listing lapses after 30, a sale not", async () => {
    const rent = await confirmedListing(31, { types: "rent" });
    const sale = await confirmedListing(31);
    await keepListingsFresh(deps, new Date(NOW));
    expect((await stored(rent)).status).toBe("lapsed");
    expect((await stored(sale)).status).toBe("approved");
  });

  it("fills in listings written before freshness from their approval, once", async () => {
    const listing = await confirmedListing(1);
    const raw = col.listings(api.db).doc(listing.id).withConverter(null);
    const old: Record<string, unknown> = { ...((await raw.get()).data() ?? {}) };
    for (const field of ["confirmedAt", "lapseWarnedAt", "lapsedAt", "closedAt"]) delete old[field];
    await raw.set(old);
    await api.db.collection(INTERNAL_COLLECTIONS.meta).doc("freshness").delete();
    const run = await keepListingsFresh(deps, new Date(NOW));
    expect(run.filledIn).toBeGreaterThanOrEqual(1);
    const filled = await stored(listing);
    expect(filled.confirmedAt).toEqual(filled.approvedAt);
    expect(filled.lapseWarnedAt).toBeNull();
    expect((await keepListingsFresh(deps, new Date(NOW))).filledIn).toBe(0);
  });
});

describe("what buyers see", () => {
  it("cards and the detail page say how many days ago the listing was confirmed", async () => {
    const listing = await confirmedListing(12);
    const detail = (await (await api.call("GET", `/api/v1/listings/${listing.id}`)).json()) as {
      listing: { confirmedDaysAgo: number };
    };
    expect(detail.listing.confirmedDaysAgo).toBe(12);
    const results = (await (await api.call("GET", `/api/v1/listings?q=${listing.code}`)).json()) as {
      listings: Array<{ id: string; confirmedDaysAgo: number }>;
    };
    expect(results.listings).toEqual([expect.objectContaining({ id: listing.id, confirmedDaysAgo: 12 })]);
  });
});

describe("the e-mailed link's page", () => {
  it("asks first, then brings a lapsed listing back in one press, and a second press changes nothing", async () => {
    const listing = await confirmedListing(95);
    await keepListingsFresh(deps, new Date(NOW));
    const token = tokenIn((await mailsAbout(listing))[0]!.text);

    // Opening the link (as a mail scanner would) changes nothing.
    const page = await fetch(`${api.server.base}/confirm-listing?t=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Is your listing still available?");
    expect((await stored(listing)).status).toBe("lapsed");

    const pressed = await postLinkForm({ t: token, answer: "confirm" });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("Thank you: your listing stays on the site.");
    const back = await stored(listing);
    expect(back).toMatchObject({ status: "approved", lapsedAt: null, lapseWarnedAt: null });
    expect(back.confirmedAt!.getTime()).toBeGreaterThan(NOW - 60_000);
    expect(await publicStatus(listing)).toBe(200);

    const twice = await postLinkForm({ t: token, answer: "confirm" });
    expect(await twice.text()).toContain("This listing is confirmed already");
    expect((await stored(listing)).confirmedAt).toEqual(back.confirmedAt);
  });

  it("refuses a forged, expired or mistaken link, and a bad answer, changing nothing", async () => {
    const listing = await confirmedListing(86);
    await keepListingsFresh(deps, new Date(NOW));
    const token = tokenIn((await mailsAbout(listing))[0]!.text);
    const before = await stored(listing);

    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await postLinkForm({ t: forged, answer: "close" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("This link is not valid.");
    const page = await fetch(`${api.server.base}/confirm-listing?t=${forged}`);
    expect(await page.text()).toContain("This link is not valid.");

    const badAnswer = await postLinkForm({ t: token, answer: "maybe" });
    expect(badAnswer.status).toBe(400);
    expect(await stored(listing)).toEqual(before);

    const link = await readFreshnessLink(deps.links, token, new Date(NOW + 200 * DAY_MS));
    expect(link).toBe("expired");
    const valid = await readFreshnessLink(deps.links, token, new Date(NOW));
    expect(valid).toEqual({ listingId: listing.id, period: before.confirmedAt!.getTime() });
  });

  it("marks a listing sold from its link", async () => {
    const listing = await confirmedListing(85);
    await keepListingsFresh(deps, new Date(NOW));
    const token = tokenIn((await mailsAbout(listing))[0]!.text);
    const pressed = await postLinkForm({ t: token, answer: "close" });
    expect(await pressed.text()).toContain("Marked as sold: your listing has left the site.");
    expect(await stored(listing)).toMatchObject({ status: "closed" });
    expect(await publicStatus(listing)).toBe(404);
  });
});

describe("the owner's answers from the API", () => {
  const answer = (who: TestMember | null, listing: TestListing, body: unknown) =>
    api.call("POST", `/api/v1/listings/${listing.id}/freshness`, { cookie: who?.cookie, body });

  it("marks a listing let; a member who wishlisted it sees it as let, and it is off the site", async () => {
    const listing = await confirmedListing(3, { types: "rent" });
    await insertMedia(api.db, { listingId: listing.id, count: 1 });
    expect((await api.call("PUT", `/api/v1/wishlist/${listing.id}`, { cookie: member.cookie })).ok).toBe(
      true,
    );
    const response = await answer(owner, listing, { answer: "close" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "closed",
      message: "Marked as let: your listing has left the site.",
    });
    expect(await publicStatus(listing)).toBe(404);
    const wishlist = (await (
      await api.call("GET", "/api/v1/wishlist", { cookie: member.cookie })
    ).json()) as {
      listings: Array<{ id: string; taken: string | null }>;
    };
    // Off the site its photos are private: the card shows none.
    expect(wishlist.listings.find((card) => card.id === listing.id)).toMatchObject({
      taken: "let",
      coverImage: null,
    });
  });

  it("keeps a listing on the site afresh; refuses others, strangers, pending listings and bad answers", async () => {
    const listing = await confirmedListing(40);
    const response = await answer(owner, listing, { answer: "confirm" });
    expect(response.status).toBe(200);
    expect((await stored(listing)).confirmedAt!.getTime()).toBeGreaterThan(NOW - 60_000);
    expect((await answer(member, listing, { answer: "close" })).status).toBe(404);
    expect((await answer(null, listing, { answer: "close" })).status).toBe(401);
    expect((await answer(owner, listing, { answer: "sold" })).status).toBe(400);
    expect((await answer(owner, listing, {})).status).toBe(400);
    const pending = await insertListingRow(api.db, { ownerId: owner.uid, status: "pending" });
    const refused = await answer(owner, pending, { answer: "confirm" });
    expect(refused.status).toBe(409);
    expect((await stored(listing)).status).toBe("approved");
  });
});
