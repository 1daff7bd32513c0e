import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  AREA_UNITS,
  BUDGET_METHODS,
  LISTING_STATUSES,
  LISTING_TYPES,
  PROPERTY_NAMES,
  PROPERTY_TYPES,
  ROOM_OPTIONS,
  USER_TYPES,
} from "#shared/values.ts";
import { createdAt, oneOf, timestamptz, tsvector, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

const area = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });

/**
 * A property offered for sale, rent or lease (SPEC §3 "Property").
 *
 * Private columns: contact_owner_name, contact_owner_phone and property_address are shown only to the
 * owner, an admin, or a member with an active plan. Public queries must name their columns and leave
 * these out (see server/modules/listings/queries.ts); `locality` is the public part of the address.
 */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** From an identity sequence; `code` is derived from it. */
    codeNumber: bigint("code_number", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    /** `NL-000123`; the same rule as formatListingCode() in values.ts. */
    code: text("code")
      .notNull()
      .generatedAlwaysAs(
        sql`'NL-' || case when code_number < 1000000 then lpad(code_number::text, 6, '0') else code_number::text end`,
      ),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),

    status: text("status", { enum: LISTING_STATUSES }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    submittedAt: timestamptz("submitted_at").notNull().defaultNow(),
    approvedAt: timestamptz("approved_at"),
    rejectedAt: timestamptz("rejected_at"),

    types: text("types", { enum: LISTING_TYPES }).notNull(),
    propertyName: text("property_name", { enum: PROPERTY_NAMES }).notNull(),
    propertyType: text("property_type", { enum: PROPERTY_TYPES }).notNull(),
    userType: text("user_type", { enum: USER_TYPES }).notNull(),
    /** "No. of years", for a lease only. */
    leaseYears: smallint("lease_years"),

    /** Whole rupees; per month when budget_method is Monthly. */
    budget: bigint("budget", { mode: "number" }).notNull(),
    budgetMethod: text("budget_method", { enum: BUDGET_METHODS }),
    pricePerCentRupees: bigint("price_per_cent_rupees", { mode: "number" }).generatedAlwaysAs(
      sql`case budget_method when 'Monthly' then null when 'Per Cent' then budget when 'Per Acre' then round(budget / 100.0)::bigint else case when area_sq_ft > 0 then round(budget * 435.6 / area_sq_ft)::bigint end end`,
    ),
    pricePerAcreRupees: bigint("price_per_acre_rupees", { mode: "number" }).generatedAlwaysAs(
      sql`case budget_method when 'Monthly' then null when 'Per Cent' then budget * 100 when 'Per Acre' then budget else case when area_sq_ft > 0 then round(budget * 43560 / area_sq_ft)::bigint end end`,
    ),

    /** Total area in square feet; area_unit is the unit the owner entered it in. */
    areaSqFt: area("area_sq_ft"),
    areaUnit: text("area_unit", { enum: AREA_UNITS }),
    builtUpAreaSqFt: area("built_up_area_sq_ft"),
    builtUpAreaUnit: text("built_up_area_unit", { enum: AREA_UNITS }),
    lengthFt: numeric("length_ft", { precision: 10, scale: 2, mode: "number" }),
    breadthFt: numeric("breadth_ft", { precision: 10, scale: 2, mode: "number" }),

    electricity: boolean("electricity"),
    waterFacility: boolean("water_facility"),
    boreWell: boolean("bore_well"),
    roadFacility: boolean("road_facility"),
    parking: boolean("parking"),
    lift: boolean("lift"),
    facingDirection: text("facing_direction"),
    amenities: text("amenities"),
    ageOfPropertyYears: smallint("age_of_property_years"),
    numberOfBathrooms: smallint("number_of_bathrooms"),
    numberOfRooms: text("number_of_rooms", { enum: ROOM_OPTIONS }),

    // Private (see above).
    contactOwnerName: text("contact_owner_name").notNull(),
    contactOwnerPhone: text("contact_owner_phone").notNull(),
    propertyAddress: text("property_address").notNull(),

    /** Public neighbourhood or village, e.g. "Gandhipuram"; searchable. */
    locality: text("locality"),
    city: text("city").notNull(),
    state: text("state").notNull().default("Tamil Nadu"),
    zipCode: text("zip_code").notNull(),

    // Optional Tamil Nadu title and approval references.
    pattaNumber: text("patta_number"),
    surveyNumber: text("survey_number"),
    dtcpCmdaApprovalNumber: text("dtcp_cmda_approval_number"),
    tnreraNumber: text("tnrera_number"),

    /** Public words only: never the private address or contact. */
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', property_name || ' ' || types || ' ' || coalesce(property_type, '')), 'A') || setweight(to_tsvector('simple', city || ' ' || coalesce(locality, '')), 'A') || setweight(to_tsvector('simple', coalesce(amenities, '')), 'C')`,
    ),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Descending indexes say NULLS FIRST to match a plain `order by x desc` (drizzle's desc()).
  (t) => [
    uniqueIndex("listings_code_key").on(t.code),
    uniqueIndex("listings_code_number_key").on(t.codeNumber),
    // Public filters (SPEC §2): type + name, newest first; the newest-listings row (type only).
    index("listings_public_filter_idx").on(
      t.status,
      t.types,
      t.propertyName,
      t.createdAt.desc().nullsFirst(),
    ),
    index("listings_newest_idx").on(t.status, t.types, t.createdAt.desc().nullsFirst()),
    // Results and search pages: cities (one or several) with a name and a type; suggestions probe it too.
    index("listings_public_city_idx").on(
      t.status,
      t.city,
      t.propertyName,
      t.types,
      t.createdAt.desc().nullsFirst(),
    ),
    // Price sorts and budget ranges within a type and name.
    index("listings_public_budget_idx").on(t.status, t.types, t.propertyName, t.budget),
    index("listings_public_price_per_cent_idx").on(t.status, t.types, t.propertyName, t.pricePerCentRupees),
    index("listings_lower_city_idx").on(sql`lower(${t.city})`),
    index("listings_rooms_idx").on(t.numberOfRooms),
    index("listings_budget_idx").on(t.budget),
    // Admin lists by status, and an owner's own listings.
    index("listings_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    index("listings_owner_idx").on(t.ownerId, t.createdAt.desc().nullsFirst()),
    // Search: full text, and trigram similarity for suggestions and misspelt cities.
    // A GIN index queues new entries in a pending list that every search reads in full until (auto)vacuum
    // merges it; embedded PGlite has no autovacuum, so keep the list short (kB).
    index("listings_search_idx").using("gin", t.search).with({ gin_pending_list_limit: 64 }),
    index("listings_city_trgm_idx").using("gin", t.city.op("gin_trgm_ops")),
    index("listings_locality_trgm_idx")
      .using("gin", t.locality.op("gin_trgm_ops"))
      .with({ gin_pending_list_limit: 64 }),
    index("listings_name_city_trgm_idx").using(
      "gin",
      sql`(${t.propertyName} || ' ' || ${t.city}) gin_trgm_ops`,
    ),
    check("listings_status_check", oneOf("status", LISTING_STATUSES)),
    check("listings_types_check", oneOf("types", LISTING_TYPES)),
    check("listings_property_name_check", oneOf("property_name", PROPERTY_NAMES)),
    check("listings_property_type_check", oneOf("property_type", PROPERTY_TYPES)),
    check("listings_user_type_check", oneOf("user_type", USER_TYPES)),
    check("listings_budget_method_check", oneOf("budget_method", BUDGET_METHODS)),
    check("listings_number_of_rooms_check", oneOf("number_of_rooms", ROOM_OPTIONS)),
    check("listings_area_unit_check", oneOf("area_unit", AREA_UNITS)),
    check("listings_built_up_area_unit_check", oneOf("built_up_area_unit", AREA_UNITS)),
    check("listings_budget_check", sql`"budget" >= 0`),
    check("listings_area_check", sql`"area_sq_ft" is null or "area_sq_ft" > 0`),
  ],
);
