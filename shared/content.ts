// What the home page shows of the admin-managed content: browser-safe shapes both sides import.

export interface ContentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** `url 480w, url 960w, …` when renditions exist. */
  srcSet: string | null;
}

export interface BannerGroup {
  id: string;
  name: string;
  alt: string;
  /** `altTa`: the alt text on Tamil pages; null: `alt`. */
  images: (ContentImage & { id: string; altTa: string | null })[];
}

/** One slide of the home page's banner carousel, in the page's language. */
export interface BannerSlide {
  id: string;
  alt: string;
  image: { url: string; srcSet: string | null; width: number; height: number };
}

/** A featured collection, in the page's language. */
export interface Collection {
  id: string;
  title: string;
  description: string;
  /** The property name 'View More' filters by; null for a collection that is not about one. */
  propertyName: string | null;
  image: ContentImage | null;
}

/** A collection as stored, with the Tamil text the admin gave (null: none): what the public API answers. */
export interface CollectionInBothLanguages extends Collection {
  titleTa: string | null;
  descriptionTa: string | null;
}

/** How many approved listings of a property name there are ('What We Have'). */
export interface NameCount {
  /** A property name (House, Land, …): the 'category' of SPEC §2. */
  name: string;
  count: number;
}
