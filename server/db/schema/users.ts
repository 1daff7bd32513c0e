import { sql } from "drizzle-orm";
import { boolean, index, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz, updatedAt } from "./columns.ts";

/**
 * Our own account row, created on the first verified Firebase token. Identity (passwords, providers,
 * verification) stays in Firebase; the admin role is a Firebase custom claim, not a column here.
 */
export const users = pgTable(
  "users",
  {
    id: id(),
    firebaseUid: text("firebase_uid").notNull(),
    /** Lower-case; null for an account that signed in with a phone number only. */
    email: text("email"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** Ten digits, without +91. */
    phoneNumber: text("phone_number"),
    city: text("city"),
    address: text("address"),
    disabled: boolean("disabled").notNull().default(false),
    disabledAt: timestamptz("disabled_at"),
    lastSignInAt: timestamptz("last_sign_in_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_firebase_uid_key").on(t.firebaseUid),
    uniqueIndex("users_email_key").on(t.email),
    index("users_lower_email_idx").on(sql`lower(${t.email})`),
    index("users_city_idx").on(t.city),
    index("users_created_at_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);

/** The 38 districts of Tamil Nadu (server/db/districts.ts): inserted by a migration, so production has them too. */
export const districts = pgTable("districts", {
  /** Position in SPEC §3's list, from 1. */
  id: smallint("id").primaryKey(),
  name: text("name").notNull().unique("districts_name_key"),
});
