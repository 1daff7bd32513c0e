// Public reads of the admin-managed content: banner groups and featured collections (SPEC §3).
import { col } from "#server/db/collections.ts";
import type { MediaVariant } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import type { BannerGroup, BannerSlide, Collection, CollectionInBothLanguages } from "#shared/content.ts";
import { TYPE_BANNER_GROUPS } from "#shared/forms/content.ts";
import { toSrcSet } from "#shared/listing-card.ts";
import { DEFAULT_LOCALE, type Locale } from "#shared/locale.ts";
import type { ListingType } from "#shared/values.ts";
import { thumbOf } from "./images.ts";
import { inOrder } from "./ordering.ts";

export type { BannerGroup, BannerSlide, Collection, ContentImage } from "#shared/content.ts";

/** What the admin wrote, in `locale`: the Tamil text for Tamil when there is one, the English otherwise. */
const inLocale = (locale: Locale, english: string, tamil: string | null) =>
  locale === "ta" && tamil ? tamil : english;

/** The stored size, else the widest rendition's (renditions keep the picture's aspect ratio). */
function sizeOf(
  variants: readonly MediaVariant[],
  width: number | null = null,
  height: number | null = null,
) {
  const widest = variants.reduce<MediaVariant | undefined>(
    (w, v) => (!w || v.width > w.width ? v : w),
    undefined,
  );
  return { width: width ?? widest?.width ?? 1600, height: height ?? widest?.height ?? 800 };
}

/** Every banner group in its order, each with its images in their order (SPEC §3 "Banner group"). */
export async function listBanners(db: Db): Promise<BannerGroup[]> {
  const snapshot = await col.bannerGroups(db).get();
  return inOrder(snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }))).map(({ id, ...group }) => ({
    id,
    name: group.name,
    alt: group.alt,
    images: group.images.map((image) => ({
      id: image.id,
      url: image.url,
      alt: image.alt || group.alt,
      altTa: image.altTa ?? null,
      ...sizeOf(image.variants, image.width, image.height),
      srcSet: toSrcSet(image.variants),
    })),
  }));
}

/** The featured collections in their order (SPEC §3 "Collection"), with their Tamil text. */
export async function listCollections(db: Db): Promise<CollectionInBothLanguages[]> {
  const snapshot = await col.collections(db).get();
  return inOrder(snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }))).map(({ id, ...data }) => ({
    id,
    title: data.title,
    description: data.description,
    titleTa: data.titleTa ?? null,
    descriptionTa: data.descriptionTa ?? null,
    propertyName: data.propertyName,
    image: data.image
      ? {
          url: data.image.url,
          alt: data.title,
          ...sizeOf(data.image.variants),
          srcSet: toSrcSet(data.image.variants),
        }
      : null,
  }));
}

/** The collections as a page in `locale` shows them (its HTML carries no other language's text). */
export function collectionsIn(
  collections: readonly CollectionInBothLanguages[],
  locale: Locale,
): Collection[] {
  return collections.map(({ titleTa, descriptionTa, ...collection }) => {
    const title = inLocale(locale, collection.title, titleTa);
    return {
      ...collection,
      title,
      description: inLocale(locale, collection.description, descriptionTa),
      image: collection.image ? { ...collection.image, alt: title } : null,
    };
  });
}

/**
 * The carousel's slides. A listing type's home page shows its own group (`bannerGroups/{type}`, SPEC: a group
 * per Buy/Rent/Lease) once that group has images; otherwise, and without a type, every image group by group.
 */
export async function listBannerSlides(
  db: Db,
  { types, locale = DEFAULT_LOCALE }: { types?: ListingType; locale?: Locale } = {},
): Promise<BannerSlide[]> {
  const groups = await listBanners(db);
  const own = groups.find((group) => group.id === types && group.images.length > 0);
  return (own ? [own] : groups).flatMap((group) =>
    group.images.map(({ id, alt, altTa, url, srcSet, width, height }) => ({
      id,
      alt: inLocale(locale, alt, altTa),
      image: { url, srcSet, width, height },
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The admin's view: every group with its images' ids and thumbnails, and the collections with what they link to.

export interface AdminBannerImage {
  id: string;
  url: string;
  thumbUrl: string;
  alt: string;
  altTa: string | null;
  width: number | null;
  height: number | null;
}

export interface AdminBannerGroup {
  id: string;
  name: string;
  /** A listing type's group: the home page of that type shows it. */
  types: ListingType | null;
  images: AdminBannerImage[];
}

/** The three listing types' groups first (empty until their first image), then any other stored group. */
export async function listBannerGroupsForAdmin(db: Db): Promise<AdminBannerGroup[]> {
  const snapshot = await col.bannerGroups(db).get();
  const stored = inOrder(snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() })));
  const toAdmin = (group: (typeof stored)[number] | undefined, id: string, name: string) => ({
    id,
    name: group?.name ?? name,
    types: TYPE_BANNER_GROUPS.find((type) => type.id === id)?.id ?? null,
    images: (group?.images ?? []).map((image) => ({
      id: image.id,
      url: image.url,
      thumbUrl: thumbOf(image),
      alt: image.alt,
      altTa: image.altTa ?? null,
      width: image.width,
      height: image.height,
    })),
  });
  const typeIds = new Set<string>(TYPE_BANNER_GROUPS.map((type) => type.id));
  return [
    ...TYPE_BANNER_GROUPS.map((type) =>
      toAdmin(
        stored.find((group) => group.id === type.id),
        type.id,
        type.name,
      ),
    ),
    ...stored.filter((group) => !typeIds.has(group.id)).map((group) => toAdmin(group, group.id, group.name)),
  ];
}

export interface AdminCollection {
  id: string;
  title: string;
  description: string;
  titleTa: string | null;
  descriptionTa: string | null;
  propertyName: string | null;
  image: { url: string; thumbUrl: string } | null;
}

/** The featured collections in their home-page order. */
export async function listCollectionsForAdmin(db: Db): Promise<AdminCollection[]> {
  const snapshot = await col.collections(db).get();
  return inOrder(snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }))).map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    titleTa: item.titleTa ?? null,
    descriptionTa: item.descriptionTa ?? null,
    propertyName: item.propertyName,
    image: item.image ? { url: item.image.url, thumbUrl: thumbOf(item.image) } : null,
  }));
}
