// Banners, collections, plans and subscriptions for tests, with sensible defaults; pass what the test is about.
import { randomUUID } from "node:crypto";
import type { DocumentReference, WithFieldValue } from "firebase-admin/firestore";
import { col } from "#server/db/collections.ts";
import type {
  BannerGroupDoc,
  BannerImage,
  CollectionDoc,
  MediaVariant,
  PlanDoc,
  SubscriptionDoc,
} from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import { issueFormToken } from "#server/modules/contact/spam.ts";

let counter = 0;
const DAY_MS = 86_400_000;

function narrowVariant(name: string, height: number): MediaVariant {
  return { width: 480, height, url: `/media/test/${name}-480.webp`, key: null, contentType: "image/webp" };
}

/** Writes one content document with the public change that makes servers drop their cached content. */
async function writeContent<T>(
  db: Db,
  { ref, data }: { ref: DocumentReference<T>; data: WithFieldValue<T> },
) {
  const batch = db.batch();
  batch.create(ref, data);
  recordPublicChange(db, { tx: batch, content: true });
  await batch.commit();
}

/** A home-page banner group of `imageCount` (default 3) wide images; `id` "sell" makes the Buy page's own group. */
export async function insertBannerGroup(
  db: Db,
  overrides: Partial<BannerGroupDoc> & { imageCount?: number; id?: string } = {},
): Promise<BannerGroupDoc & { id: string }> {
  counter += 1;
  const { imageCount = 3, id = randomUUID(), ...fields } = overrides;
  const moment = new Date();
  const images: BannerImage[] = Array.from({ length: imageCount }, (_, i) => ({
    id: randomUUID(),
    url: `/media/test/banner-${id}-${i}.webp`,
    storageKey: null,
    alt: `Banner ${i + 1}`,
    width: 1600,
    height: 800,
    variants: [narrowVariant(`banner-${id}-${i}`, 240)],
  }));
  const group: BannerGroupDoc = {
    name: `Banners ${counter}`,
    alt: `Banners ${counter}`,
    position: counter,
    images,
    createdAt: moment,
    updatedAt: moment,
    ...fields,
  };
  await writeContent(db, { ref: col.bannerGroups(db).doc(id), data: group });
  return { id, ...group };
}

/** A featured collection; defaults to the House collection with one picture. */
export async function insertCollection(
  db: Db,
  overrides: Partial<CollectionDoc> = {},
): Promise<CollectionDoc & { id: string }> {
  counter += 1;
  const id = randomUUID();
  const moment = new Date();
  const collection: CollectionDoc = {
    title: "House",
    description: "Independent houses with their own plot.",
    propertyName: "House",
    image: {
      url: `/media/test/collection-${id}.webp`,
      storageKey: null,
      variants: [narrowVariant(`collection-${id}`, 360)],
    },
    position: counter,
    createdAt: moment,
    updatedAt: moment,
    ...overrides,
  };
  await writeContent(db, { ref: col.collections(db).doc(id), data: collection });
  return { id, ...collection };
}

/** An active plan: Basic, ₹199 for one month. */
export async function insertPlan(
  db: Db,
  overrides: Partial<PlanDoc> = {},
): Promise<PlanDoc & { id: string }> {
  counter += 1;
  const id = randomUUID();
  const moment = new Date();
  const plan: PlanDoc = {
    name: "Basic",
    priceRupees: 199,
    duration: 1,
    timeUnit: "month",
    active: true,
    sortOrder: counter,
    createdAt: moment,
    updatedAt: moment,
    ...overrides,
  };
  await writeContent(db, { ref: col.plans(db).doc(id), data: plan });
  return { id, ...plan };
}

/**
 * A subscription of `userId`: active for another 30 days, or, with `expired: true`, one that ended yesterday
 * (status still "active": expiry is by date, as a real subscription's).
 */
export async function insertSubscription(
  db: Db,
  overrides: Partial<SubscriptionDoc> & { userId: string; expired?: boolean },
): Promise<SubscriptionDoc & { id: string }> {
  const { expired = false, ...fields } = overrides;
  const id = randomUUID();
  const now = Date.now();
  const startsAt = new Date(expired ? now - 31 * DAY_MS : now - DAY_MS);
  const subscription: SubscriptionDoc = {
    planId: null,
    orderId: null,
    planName: "Basic",
    pricePaise: 19_900,
    duration: 1,
    timeUnit: "month",
    status: "active",
    startsAt,
    expiresAt: new Date(expired ? now - DAY_MS : now + 30 * DAY_MS),
    createdAt: startsAt,
    ...fields,
  };
  await col.subscriptions(db).doc(id).create(subscription);
  return { id, ...subscription };
}

/** A message sent through the Contact page, in the admin's inbox; its id. */
export async function insertMessage(
  db: Db,
  overrides: { name?: string; createdAt?: Date; handledAt?: Date | null } = {},
): Promise<string> {
  counter += 1;
  const ref = col.contactMessages(db).doc();
  await ref.set({
    name: overrides.name ?? `Sender${counter}`,
    surname: "Raman",
    phone: "9876543210",
    email: `sender${counter}@example.com`,
    message: `Is plot ${counter} in Omalur still for sale?\nPlease call after 6 pm.`,
    userId: null,
    handledAt: overrides.handledAt ?? null,
    createdAt: overrides.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, counter)),
  });
  return ref.id;
}

/** The Contact page's form as a person fills it in, a minute after the page rendered its token. */
export function contactForm(email: string): Record<string, string> {
  return {
    name: "Meena",
    surname: "Raman",
    phone: "9876543210",
    email,
    message: "Is the plot on Avinashi Road still available?",
    website: "",
    formToken: issueFormToken(Date.now() - 60_000),
  };
}
