// Usage: npm run create-admin -- admin@example.com [--role reviewer]
// Gives the account with this e-mail a staff role (admin unless --role says
// reviewer: ADR 43), creating it (verified, with a
// temporary password printed once) when it does not exist. An unverified account
// gets the same treatment (new password, sessions ended): nobody proved it theirs. Uses DATABASE_URL,
// or the PGlite data folder when the store is stopped (PGlite allows one process).
import { z } from "zod";
import { appUrl, getEnv } from "~/config/env.server";
import { dataPaths } from "~/config/paths.server";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { makeAdmin } from "~/domains/accounts/staff/make-admin.server";
import { emailAddressSchema } from "~/shared/email-address";
import { staffRoles } from "~/shared/staff/staff-access";

const USAGE = "Usage: npm run create-admin -- admin@example.com [--role admin|reviewer]";
const args = process.argv.slice(2);
const roleAt = args.indexOf("--role");
const role = z.enum(staffRoles).safeParse(roleAt >= 0 ? args[roleAt + 1] : "admin");
const positional = args.filter((arg, at) => !arg.startsWith("--") && !(roleAt >= 0 && at === roleAt + 1));
const unknownFlag = args.some((arg) => arg.startsWith("--") && arg !== "--role");
const email = emailAddressSchema("Not an e-mail address").safeParse(positional[0]);
if (!email.success || !role.success || positional.length !== 1 || unknownFlag) {
  console.error(USAGE);
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
  const result = await makeAdmin(email.data, role.data);
  const title = result.role === "admin" ? "an admin" : "a reviewer";
  if (result.outcome === "unchanged") console.log(`${result.email} is already ${title}.`);
  if (result.outcome === "changed") console.log(`${result.email} is now ${title}.`);
  if (result.outcome === "taken-over") {
    // Nobody had proved they own the address: the old password and sessions no longer work.
    console.log(`${result.email} had an unverified account: it is now ${title}, verified, with a new password.`);
  }
  if (result.outcome === "created") console.log(`Created ${title} account for ${result.email}.`);
  if (result.outcome === "created" || result.outcome === "taken-over") {
    console.log(`Temporary password (shown only now): ${result.temporaryPassword}`);
    console.log(`Sign in at ${appUrl(env)}/auth: you will be asked to choose a new password before any admin page opens ("Forgot password?" works too).`);
    console.log("Before any admin page opens, you will set up two-step sign-in with an authenticator app on your phone.");
  }
} finally {
  await database.close();
}
