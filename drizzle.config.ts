import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a migration for every schema change; the app applies them at start.
export default defineConfig({
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
  dialect: "postgresql",
  strict: true,
  verbose: true,
});
