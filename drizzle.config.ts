import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the schema; they are applied at every start
// by `migrate()` in `app/db/client.server.ts` (called from `server/boot.ts`),
// on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./app/db/migrations",
});
