// Usage: npm run create-admin -- admin@example.com
// Makes the account with this e-mail an admin, creating it (verified, with a
// temporary password printed once) when it does not exist. An unverified account
// gets the same treatment (new password, sessions ended): nobody proved it theirs. Uses DATABASE_URL,
// or the PGlite data folder when the store is stopped (PGlite allows one process).
import { appUrl, getEnv } from "~/config/env.server";
import { dataPaths } from "~/config/paths.server";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { makeAdmin } from "~/domains/accounts/make-admin.server";
import { emailAddressSchema } from "~/shared/email-address";

const email = emailAddressSchema("Not an e-mail address").safeParse(process.argv[2]);
if (!email.success) {
  console.error("Usage: npm run create-admin -- admin@example.com");
  process.exit(2);
}

const env = getEnv();
let database;
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: dataPaths(env).pglite });
} catch (error) {
  console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  console.error("With the embedded database, stop the store first: only one process can use its data folder.");
  process.exit(1);
}
await database.migrate();
setDatabase(database);
try {
  const result = await makeAdmin(email.data);
  if (result.outcome === "already-admin") console.log(`${result.email} is already an admin.`);
  if (result.outcome === "promoted") console.log(`${result.email} is now an admin.`);
  if (result.outcome === "taken-over") {
    // Nobody had proved they own the address: the old password and sessions no longer work.
    console.log(`${result.email} had an unverified account: it is now a verified admin with a new password.`);
  }
  if (result.outcome === "created") console.log(`Created the admin account ${result.email}.`);
  if (result.outcome === "created" || result.outcome === "taken-over") {
    console.log(`Temporary password (shown only now): ${result.temporaryPassword}`);
    console.log(`Sign in at ${appUrl(env)}/auth and choose a new password ("Forgot password?" works too).`);
  }
} finally {
  await database.close();
}
