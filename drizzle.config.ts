import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the schema; they are applied at start by
// `app/db/migrate.server.ts` on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./app/db/migrations",
});
