import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";

/**
 * One INSERT for many rows, sent as a single JSON parameter and unpacked by jsonb_to_recordset. On PGlite
 * this is 3–8 times faster than drizzle's multi-row VALUES with one parameter per cell (tens of thousands
 * per statement), and it works the same on PostgreSQL. Every row must have the same keys (the table's
 * property names); a key that is absent from the first row takes the column default for all rows.
 * Values must be JSON-friendly: strings, numbers, booleans, null, Date (sent as ISO text) and plain objects
 * for jsonb columns.
 */
export function insertManySql<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): SQL | null {
  const first = rows[0];
  if (!first) return null;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const names = keys.map((key) => columns[key]!.name);
  const quoted = names.map((name) => `"${name}"`).join(", ");
  const definitions = keys.map((key, i) => `"${names[i]}" ${columns[key]!.getSQLType()}`).join(", ");
  const payload = JSON.stringify(
    rows.map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(keys.map((key, i) => [names[i], values[key] ?? null]));
    }),
  );
  const { name, schema } = getTableConfig(table);
  const target = schema ? sql`${sql.identifier(schema)}.${sql.identifier(name)}` : sql.identifier(name);
  return sql`insert into ${target} (${sql.raw(quoted)}) select ${sql.raw(quoted)} from jsonb_to_recordset(${payload}::jsonb) as rows(${sql.raw(definitions)})`;
}
