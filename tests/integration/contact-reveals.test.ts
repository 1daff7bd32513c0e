// Contact owner (issue 14), through HTTP on the emulators: POST /api/v1/listings/{id}/contact shows the owner's
// details to the owner, admins and members with a running plan, each reveal in the `contactReveals` ledger; a
// member without a plan (or whose plan expired, or whose quota is used up) is refused and nothing is recorded. And
// the leak scan: no public answer, page or sitemap carries the owner's phone, whoever asks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "#server/adapters/payments/sandbox.ts";
import { col } from "#server/db/collections.ts";
import { listOwnListings } from "#server/modules/listings/own.ts";
import type { RevealedContact } from "#shared/api/reveals.ts";
import { REVEAL_CODES, REVEAL_MESSAGES } from "#shared/reveals.ts";
import {
  exactPointTexts,
  insertListingRow,
  insertPlan,
  insertSubscription,
  secretLocation,
  type TestListing,
  uniquePhone,
} from "#tests/support/factories/index.ts";
import { type ApiTest, apiTest, type TestMember, testConfig } from "#tests/support/test-server.ts";

const REVEALS_PER_WINDOW = 6;

let api: ApiTest;
let owner: TestMember;
let admin: TestMember;
let withPlan: TestMember;
let plain: TestMember;
let expired: TestMember;
let listing: TestListing;
let other: TestListing;
let third: TestListing;
let pending: TestListing;
let areaOnly: TestListing;

const secret = (tag: string, shown: "exact" | "area" = "exact") => ({
  name: `Valli Ownerof${tag}`,
  phone: uniquePhone(),
  address: `${tag} Secret Tank Street, Salem`,
  // Issue 34: an exact point, its public area more than 100 m away on both axes.
  location: secretLocation(shown),
});

beforeAll(async () => {
  api = await apiTest({
    pages: true,
    rateLimits: { signInPer15Minutes: 1000, signUpPerHour: 1000, revealsPer10Minutes: REVEALS_PER_WINDOW },
  });
  [owner, admin, withPlan, plain, expired] = await Promise.all([
    api.signIn({ label: "reveal-owner" }),
    api.signIn({ admin: true, label: "reveal-admin" }),
    api.signIn({ label: "reveal-plan" }),
    api.signIn({ label: "reveal-plain" }),
    api.signIn({ label: "reveal-expired" }),
  ]);
  await insertSubscription(api.db, { userId: withPlan.uid });
  await insertSubscription(api.db, { userId: expired.uid, expired: true });
  listing = await insertListingRow(api.db, { ownerId: owner.uid, contact: secret("main") });
  other = await insertListingRow(api.db, { ownerId: owner.uid, contact: secret("other") });
  third = await insertListingRow(api.db, { ownerId: owner.uid, contact: secret("third") });
  pending = await insertListingRow(api.db, {
    ownerId: owner.uid,
    status: "pending",
    contact: secret("pending"),
  });
  areaOnly = await insertListingRow(api.db, { ownerId: owner.uid, contact: secret("areaOnly", "area") });
});

afterAll(async () => {
  await api?.close();
});

async function reveal(member: TestMember | null, listingId: string) {
  const response = await api.call("POST", `/api/v1/listings/${listingId}/contact`, {
    cookie: member?.cookie,
  });
  const text = await response.text();
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    text,
    body: JSON.parse(text) as RevealedContact & { error?: { code: string; message: string } },
  };
}

async function ledgerOf(userId: string) {
  const snapshot = await col.contactReveals(api.db).where("userId", "==", userId).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe("POST /api/v1/listings/{id}/contact", () => {
  it("shows the owner's details to a member with a plan and records the reveal", async () => {
    const answer = await reveal(withPlan, listing.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.cacheControl).toMatch(/no-store/);
    expect(answer.body).toEqual({ ...pickContact(listing, { member: true }), quota: null });
    expect(answer.body.location).toEqual({
      lat: listing.contact.location!.lat,
      lng: listing.contact.location!.lng,
    });
    const [subscription] = (await col.subscriptions(api.db).where("userId", "==", withPlan.uid).get()).docs;
    expect(await ledgerOf(withPlan.uid)).toEqual([
      {
        userId: withPlan.uid,
        listingId: listing.id,
        subscriptionId: subscription!.id,
        createdAt: expect.any(Date),
      },
    ]);
  });

  it("shows them to the owner and an admin without a plan, recorded without a subscription", async () => {
    for (const member of [owner, admin]) {
      const answer = await reveal(member, listing.id);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject(pickContact(listing));
      expect(await ledgerOf(member.uid)).toEqual([
        { userId: member.uid, listingId: listing.id, subscriptionId: null, createdAt: expect.any(Date) },
      ]);
    }
    // A pending listing too, for them; for anyone else it does not exist.
    expect((await reveal(owner, pending.id)).status).toBe(200);
    expect((await reveal(admin, pending.id)).body).toMatchObject(pickContact(pending));
    const refused = await reveal(withPlan, pending.id);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain(pending.contact.phone);
  });

  it("keeps the exact point from members when the owner shows the area only; the owner and admins get it", async () => {
    const member = await reveal(withPlan, areaOnly.id);
    expect(member.status, member.text).toBe(200);
    expect(member.body).toEqual({ ...pickContact(areaOnly, { member: true }), quota: null });
    expect(member.body.location).toBeNull();
    for (const text of exactPointTexts(areaOnly.contact.location)) expect(member.text).not.toContain(text);
    for (const privileged of [owner, admin]) {
      const answer = await reveal(privileged, areaOnly.id);
      expect(answer.body.location).toEqual({
        lat: areaOnly.contact.location!.lat,
        lng: areaOnly.contact.location!.lng,
      });
    }
  });

  it("answers no location for a listing placed nowhere", async () => {
    const unplaced = await insertListingRow(api.db, { ownerId: owner.uid });
    const answer = await reveal(withPlan, unplaced.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.location).toBeNull();
  });

  it("refuses a member without a plan and one whose plan expired, recording nothing", async () => {
    for (const member of [plain, expired]) {
      const answer = await reveal(member, listing.id);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatchObject({
        code: REVEAL_CODES.planRequired,
        message: REVEAL_MESSAGES.planRequired(),
      });
      expect(answer.text).not.toContain(listing.contact.phone);
      for (const text of exactPointTexts(listing.contact.location)) expect(answer.text).not.toContain(text);
      expect(await ledgerOf(member.uid)).toEqual([]);
    }
  });

  it("refuses a visitor (401), and answers 404 for unknown and malformed ids", async () => {
    expect((await reveal(null, listing.id)).status).toBe(401);
    expect((await reveal(withPlan, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await reveal(withPlan, "not-an-id")).status).toBe(404);
  });

  it("counts a quota in distinct listings: the same one again uses no contact, a new one past it is refused", async () => {
    const member = await api.signIn({ label: "reveal-quota" });
    await insertSubscription(api.db, { userId: member.uid, contactQuota: 2 });
    expect((await reveal(member, listing.id)).body.quota).toEqual({ used: 1, limit: 2 });
    expect((await reveal(member, other.id)).body.quota).toEqual({ used: 2, limit: 2 });
    const again = await reveal(member, listing.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...pickContact(listing, { member: true }), quota: { used: 2, limit: 2 } });

    const refused = await reveal(member, third.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: REVEAL_CODES.quotaExhausted,
      message: REVEAL_MESSAGES.quotaExhausted(2),
    });
    expect(refused.text).not.toContain(third.contact.phone);
    expect((await ledgerOf(member.uid)).map((entry) => entry.listingId).sort()).toEqual(
      [listing.id, listing.id, other.id].sort(),
    );
  });

  it("limits reveals per member", async () => {
    const member = await api.signIn({ label: "reveal-busy" });
    await insertSubscription(api.db, { userId: member.uid });
    for (let i = 0; i < REVEALS_PER_WINDOW; i += 1)
      expect((await reveal(member, listing.id)).status).toBe(200);
    const limited = await reveal(member, listing.id);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe(REVEAL_MESSAGES.tooMany());
    expect(await ledgerOf(member.uid)).toHaveLength(REVEALS_PER_WINDOW);
    // Another member is not held back by it.
    expect((await reveal(withPlan, other.id)).status).toBe(200);
  });

  it("gives the owner the count of others' reveals per listing", async () => {
    const own = await listOwnListings(api.db, { ownerId: owner.uid, listingDays: testConfig().listingDays });
    const counts = Object.fromEntries(own.map((card) => [card.id, card.contactReveals]));
    // main: the plan member, the admin, the quota member twice, the busy member 6 times (not the owner's own).
    expect(counts[listing.id]).toBe(10);
    expect(counts[pending.id]).toBe(1);
    expect(counts[third.id]).toBe(0);
  });
});

describe("a plan's contact quota", () => {
  it("is copied to the subscription when a plan is bought", async () => {
    const sandbox = createSandboxGateway();
    const buyer = await api.signIn({ label: "reveal-buyer" });
    const plan = await insertPlan(api.db, { name: "Ten contacts", contactQuota: 10 });
    const order = (await (
      await api.call("POST", "/api/v1/orders", { cookie: buyer.cookie, body: { planId: plan.id } })
    ).json()) as { orderId: string; providerOrderId: string };
    const verified = await api.call("POST", `/api/v1/orders/${order.orderId}/verify`, {
      cookie: buyer.cookie,
      body: sandbox.pay(order.providerOrderId),
    });
    expect(verified.status, await verified.text()).toBe(200);
    const subscription = (await col.subscriptions(api.db).doc(order.orderId).get()).data();
    expect(subscription?.contactQuota).toBe(10);
    expect((await reveal(buyer, listing.id)).body.quota).toEqual({ used: 1, limit: 10 });
  });
});

describe("the leak scan: the owner's phone and exact point are in no public answer, page or sitemap", () => {
  const paths = () => [
    "/api/v1/listings",
    "/api/v1/listings?q=salem",
    `/api/v1/listings/${listing.id}`,
    `/api/v1/listings/${listing.id}/similar`,
    "/api/v1/listings/newest?types=Sell",
    "/api/v1/suggestions?q=Sal",
    `/view-property5/${listing.id}`,
    `/view-property5/${areaOnly.id}`,
    `/api/v1/listings/${areaOnly.id}`,
    "/propertylisting?types=Sell&propertyName=House",
    "/propertylistings/Salem",
    "/sitemap.xml",
  ];

  const viewers: [string, () => TestMember | null][] = [
    ["a visitor", () => null],
    ["a member without a plan", () => plain],
    ["a member whose plan expired", () => expired],
  ];
  it.each(viewers)("as %s", async (_who, whom) => {
    const member = whom();
    for (const path of paths()) {
      const response = await fetch(api.server.base + path, {
        headers: member ? { cookie: member.cookie } : {},
      });
      const body = await response.text();
      expect(response.status, path).toBe(200);
      // The listing is there, so its absence of contact details means something.
      const subject = path.includes(areaOnly.id) ? areaOnly : listing;
      if (!/suggestions|similar/.test(path)) expect(body, path).toContain(subject.id);
      for (const row of [listing, other, third, areaOnly])
        for (const value of [
          row.contact.phone,
          row.contact.address,
          ...exactPointTexts(row.contact.location),
        ])
          expect(body, path).not.toContain(value);
      // The public area is there instead (so the exact point's absence means something).
      if (path === `/api/v1/listings/${listing.id}`)
        expect((JSON.parse(body) as { area: unknown }).area).toEqual(listing.area);
    }
  });
});

/** The contact as a reveal answers it: the exact point too, unless a member reveals an area-only listing. */
function pickContact(row: TestListing, { member = false } = {}) {
  const { name, phone, address, location } = row.contact;
  const shown = location && !(member && location.shown === "area");
  return { name, phone, address, location: shown ? { lat: location.lat, lng: location.lng } : null };
}
