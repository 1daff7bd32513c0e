// Every table, relation and domain value set. drizzle.config.ts reads this file.

export * from "#shared/values.ts";
export * from "./billing.ts";
export type { MediaVariant } from "./columns.ts";
export * from "./content.ts";
export * from "./listings.ts";
export * from "./media.ts";
export * from "./relations.ts";
export * from "./users.ts";
