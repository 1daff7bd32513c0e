import { type SQL, sql } from "drizzle-orm";
import { customType, timestamp, uuid } from "drizzle-orm/pg-core";

// Closed value sets are text columns with a CHECK rather than PostgreSQL enums: an enum's text cast is
// only STABLE, and the generated search column and the trigram indexes need IMMUTABLE expressions.
// Adding a value later is a one-line migration that swaps the CHECK.

function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `"column" in ('a', 'b')` for a CHECK constraint (values are our constants, never user input). */
export function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`"${column}" in (${values.map(quote).join(", ")})`);
}

/** Time stamps are always `timestamptz`, read as Date. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: "date" });
}

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** PostgreSQL full-text vector; written by the database only (a generated column). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/** One stored rendition of an image: the widths the seed and the upload pipeline write. */
export interface MediaVariant {
  width: number;
  height: number;
  url: string;
  /** Storage key; null when the file is shared (seed pictures) and must not be deleted with the row. */
  key: string | null;
  contentType: string;
}
