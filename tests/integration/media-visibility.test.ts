// Who may read a listing's photos (issue 30, item 2): only a listing on the site has public media; an upload, a
// pending, rejected, held, lapsed or closed listing's files are private, shown to the owner and admins through
// signed URLs that expire. Through HTTP on the emulators with the disk storage, as `npm start` serves media.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { col } from "#server/db/collections.ts";
import type { ListingMedia } from "#server/db/documents.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { followMediaVisibility, PREVIEW_SECONDS } from "#server/modules/media/visibility.ts";
import { UNSTORABLE_PATH_IDS } from "#tests/fuzz/fields.ts";
import { sellForm } from "#tests/support/factories/listing-writes.ts";
import { pngImage } from "#tests/support/factories/media.ts";
import { type ApiTest, apiTest, signInOwnerOtherAdmin, type TestMember } from "#tests/support/test-server.ts";

let api: ApiTest;
let owner: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  api = await apiTest();
  [owner, other, admin] = await signInOwnerOtherAdmin(api, "media");
});

afterAll(async () => {
  await api?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function uploadPhoto(member: TestMember): Promise<{ id: string; media: ListingMedia }> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(await pngImage(64, 48))], "plot.png"));
  const response = await fetch(`${api.server.base}/api/v1/uploads`, {
    method: "POST",
    headers: { origin: api.server.base, cookie: member.cookie },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { upload: { id: string; media: ListingMedia } }).upload;
}

/** A visitor's GET of a URL the site gives out (a path on the test server, or a full URL). */
const visit = (url: string, cookie?: string) =>
  fetch(url.startsWith("/") ? api.server.base + url : url, { headers: cookie ? { cookie } : {} });

/** A pending listing of `owner` with one photo; its public media URL and storage key. */
async function pendingListing() {
  const upload = await uploadPhoto(owner);
  const created = await api.call("POST", "/api/v1/listings", {
    cookie: owner.cookie,
    body: { ...sellForm(), uploadIds: [upload.id] },
  });
  expect(created.status).toBe(201);
  const { listing } = (await created.json()) as { listing: { id: string } };
  const stored = (await col.listings(api.db).doc(listing.id).get()).data()!;
  return { id: listing.id, url: stored.media[0]!.url, key: stored.media[0]!.storageKey! };
}

const decide = async (id: string, decision: "approve" | "reject") => {
  const body = decision === "reject" ? { reason: "The photos do not show the plot." } : {};
  const response = await api.call("POST", `/api/v1/admin/listings/${id}/${decision}`, {
    cookie: admin.cookie,
    body,
  });
  expect(response.status).toBe(200);
};

/** The listing as the API answers it to a signed-in member. */
const listingFor = async (member: TestMember, id: string) => {
  const response = await api.call("GET", `/api/v1/listings/${id}`, { cookie: member.cookie });
  return {
    status: response.status,
    body: (await response.json()) as { listing: { media: { url: string }[] } },
  };
};

describe("media of listings not on the site", () => {
  it("keeps an upload private: its public URL answers 404, the uploader's signed preview 200", async () => {
    const { media } = await uploadPhoto(owner);
    expect(media.url).toMatch(/^\/media-private\/listings\/u-[0-9a-f-]+\/\d+\.webp\?expires=\d+&signature=/);
    expect((await visit(media.url)).status).toBe(200);
    expect((await visit(`/media/${media.storageKey}`)).status).toBe(404);
  });

  it("serves a pending listing's photo to nobody by name, and to its owner and an admin through signed URLs", async () => {
    const listing = await pendingListing();
    expect((await visit(listing.url)).status).toBe(404);
    for (const member of [owner, admin]) {
      const { status, body } = await listingFor(member, listing.id);
      expect(status).toBe(200);
      const preview = body.listing.media[0]!.url;
      expect(preview).not.toBe(listing.url);
      expect((await visit(preview)).status).toBe(200);
    }
    // Another member does not see the listing at all.
    expect((await listingFor(other, listing.id)).status).toBe(404);
  });

  it("publishes the photo on approval, takes it down on rejection, and back up on a new approval", async () => {
    const listing = await pendingListing();
    await decide(listing.id, "approve");
    expect((await visit(listing.url)).status).toBe(200);
    // On the site, everyone gets the public URL.
    expect((await listingFor(owner, listing.id)).body.listing.media[0]!.url).toBe(listing.url);

    await decide(listing.id, "reject");
    expect((await visit(listing.url)).status).toBe(404);
    const preview = (await listingFor(owner, listing.id)).body.listing.media[0]!.url;
    expect((await visit(preview)).status).toBe(200);

    await decide(listing.id, "approve");
    expect((await visit(listing.url)).status).toBe(200);
  });

  it("takes the photo down when a listing leaves the site by another way (a lapse), through the media job", async () => {
    const listing = await pendingListing();
    await decide(listing.id, "approve");
    // The freshness job's lapse, as it writes it: the status and a public change.
    const ref = col.listings(api.db).doc(listing.id);
    const stored = (await ref.get()).data()!;
    await followMediaVisibility(api.db, { storage: api.server.storage });
    const batch = api.db.batch();
    batch.set(ref, { ...stored, status: "lapsed", lapsedAt: new Date() });
    recordPublicChange(api.db, { tx: batch, listingIds: [listing.id] });
    await batch.commit();
    expect((await visit(listing.url)).status).toBe(200);

    await followMediaVisibility(api.db, { storage: api.server.storage });
    expect((await visit(listing.url)).status).toBe(404);
  });

  it("refuses a signed URL once its time is up, or with a signature that does not match", async () => {
    const listing = await pendingListing();
    // Signed 31 minutes ago for the 30 a preview lasts.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 31 * 60_000 });
    const stale = await api.server.storage.signedUrl(listing.key, PREVIEW_SECONDS);
    vi.useRealTimers();
    expect((await visit(stale)).status).toBe(404);

    const fresh = (await listingFor(owner, listing.id)).body.listing.media[0]!.url;
    expect((await visit(fresh)).status).toBe(200);
    expect((await visit(`${fresh}A`)).status).toBe(404);
    expect((await visit(fresh.replace(/expires=\d+/, "expires=9999999999"))).status).toBe(404);
    expect((await visit(`/media-private/${listing.key}`)).status).toBe(404);
  });

  it("answers 404, never a 5xx, to a signed-URL path or query no key or signature can be (fuzz)", async () => {
    const listing = await pendingListing();
    const fresh = new URL((await listingFor(owner, listing.id)).body.listing.media[0]!.url, api.server.base);
    const signature = fresh.searchParams.get("signature")!;
    const expires = fresh.searchParams.get("expires")!;
    const paths = [
      ...UNSTORABLE_PATH_IDS.map((id) => `/media-private/${id}?expires=${expires}&signature=${signature}`),
      ...UNSTORABLE_PATH_IDS.map((id) => `/media-private/listings/${id}/480.webp${fresh.search}`),
      `/media-private/%2E%2E/%2E%2E/etc/passwd${fresh.search}`,
      `${fresh.pathname}?expires[]=${expires}&signature=${signature}`,
      `${fresh.pathname}?expires=${expires}&signature[]=${signature}`,
      `${fresh.pathname}?expires=1e400&signature=${signature}`,
      `${fresh.pathname}?expires=-1&signature=${signature}`,
      `${fresh.pathname}?expires=${expires}&signature=${"%E0%AE%A8".repeat(200)}`,
      "/media-private/",
    ];
    const statuses = await Promise.all(paths.map(async (path) => [path, (await visit(path)).status]));
    expect(statuses.filter(([, status]) => status !== 404)).toEqual([]);
  });
});
