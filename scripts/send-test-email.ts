// Usage: npm run send-test-email -- you@example.com
// Sends the delivery-check e-mail through the real queue and transport (SMTP when
// SMTP_URL is set), waits until it has gone, and says so. Use it after configuring
// a production mail server, before a client's receipt depends on it.
import { getEnv } from "~/config/env.server";
import { dataPaths } from "~/config/paths.server";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { hasSentEmail } from "~/domains/messaging/email-log.server";
import { sendDeliveryCheck } from "~/domains/messaging/send-delivery-check.server";
import { registeredJobs } from "~/job-handlers/registry.server";
import { startQueue, stopQueue } from "~/jobs/queue.server";
import { emailAddressSchema } from "~/shared/email-address";

const to = emailAddressSchema("Not an e-mail address").safeParse(process.argv[2]);
if (!to.success) {
  console.error("Usage: npm run send-test-email -- you@example.com");
  process.exit(2);
}

const env = getEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: dataPaths(env).pglite });
await database.migrate();
setDatabase(database);
await startQueue(database, registeredJobs, { work: true, pollingIntervalSeconds: 0.5 });
const queuedAt = new Date();
await sendDeliveryCheck(to.data);

const deadline = Date.now() + 60_000;
let sent = false;
while (!sent && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  sent = await hasSentEmail({ recipient: to.data, template: "delivery-check", since: queuedAt });
}
await stopQueue();
await database.close();
console.log(
  sent
    ? `Sent to ${to.data} via ${env.SMTP_URL ? "SMTP" : `the dev mailbox (${dataPaths(env).mailbox})`}.`
    : "Not sent within 60 s: check SMTP_URL and the log above.",
);
process.exit(sent ? 0 : 1);
