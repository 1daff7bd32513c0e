import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { PROPERTY_NAMES } from "#shared/values.ts";
import { createdAt, id, type MediaVariant, oneOf, timestamptz, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/** A set of home-page carousel images (SPEC §3 "Banner group"). */
export const bannerGroups = pgTable(
  "banner_groups",
  {
    id: id(),
    name: text("name").notNull(),
    alt: text("alt").notNull().default(""),
    position: smallint("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("banner_groups_position_idx").on(t.position)],
);

export const bannerImages = pgTable(
  "banner_images",
  {
    id: id(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => bannerGroups.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    url: text("url").notNull(),
    storageKey: text("storage_key"),
    alt: text("alt").notNull().default(""),
    width: integer("width"),
    height: integer("height"),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("banner_images_group_position_idx").on(t.groupId, t.position)],
);

/**
 * A featured collection (SPEC §3 "Collection"). Its title is a property name, so 'View More' can link to
 * /propertylisting?types={type}&propertyName={title}.
 */
export const collections = pgTable(
  "collections",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    propertyName: text("property_name", { enum: PROPERTY_NAMES }),
    imageUrl: text("image_url"),
    imageStorageKey: text("image_storage_key"),
    imageVariants: jsonb("image_variants").$type<MediaVariant[]>().notNull().default(sql`'[]'::jsonb`),
    position: smallint("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("collections_position_idx").on(t.position),
    check("collections_property_name_check", oneOf("property_name", PROPERTY_NAMES)),
  ],
);

/** A message from the Contact page (SPEC §3 "Contact message"). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The signed-in sender, if any. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamptz("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc().nullsFirst())],
);

/** Who did what to which record: moderation, admin edits, plan changes, contact reveals, payments. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    /** null for the system (webhooks, seed). */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** verb.noun, e.g. "listing.approve", "plan.update". */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    requestId: text("request_id"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc().nullsFirst()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc().nullsFirst()),
    index("audit_log_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);
