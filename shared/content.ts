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
  images: (ContentImage & { id: string })[];
}

/** One slide of the home page's banner carousel. */
export interface BannerSlide {
  id: string;
  alt: string;
  image: { url: string; srcSet: string | null; width: number; height: number };
}

export interface Collection {
  id: string;
  title: string;
  description: string;
  /** The property name 'View More' filters by; null for a collection that is not about one. */
  propertyName: string | null;
  image: ContentImage | null;
}

/** How many approved listings of a property name there are ('What We Have'). */
export interface NameCount {
  /** A property name (House, Land, …): the 'category' of SPEC §2. */
  name: string;
  count: number;
}
