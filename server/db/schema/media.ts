import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { MEDIA_KINDS } from "#shared/values.ts";
import { createdAt, id, type MediaVariant, oneOf } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

/** A listing's photos and videos, in display order; position 0 is the cover. At most 15 (SPEC §9). */
export const listingMedia = pgTable(
  "listing_media",
  {
    id: id(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    /** The largest rendition (or the video itself). */
    url: text("url").notNull(),
    /** Storage key of `url`; null for media kept elsewhere (e.g. imported by URL). */
    storageKey: text("storage_key"),
    contentType: text("content_type"),
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes"),
    alt: text("alt"),
    /** Smaller renditions for srcset, narrowest first (images only). */
    variants: jsonb("variants").$type<MediaVariant[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    // Not unique: reordering rewrites positions one row at a time.
    index("listing_media_listing_position_idx").on(t.listingId, t.position),
    check("listing_media_kind_check", oneOf("kind", MEDIA_KINDS)),
    check("listing_media_position_check", sql`"position" >= 0`),
  ],
);

/** A user's wishlist (SPEC §3 "Wishlist"), kept on the server by user. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "wishlist_items_pkey", columns: [t.userId, t.listingId] }),
    index("wishlist_items_listing_idx").on(t.listingId),
    index("wishlist_items_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
