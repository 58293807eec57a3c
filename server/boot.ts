import { mkdirSync } from "node:fs";
import { getEnv, type Env } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { dataPaths } from "~/config/paths.server";
import { getSecrets } from "~/config/secrets.server";
import { openDatabase } from "~/db/client.server";
import { getDatabaseHandle, setDatabase } from "~/db/database.server";
import { seed, seedAfterListening } from "./seed";
import { paymentProviderName } from "~/domains/checkout/providers/provider.server";
import { reportDrafterName } from "~/domains/reports/create-drafter.server";
import { registeredJobs } from "~/job-handlers/registry.server";
import { startQueue, stopQueue } from "~/jobs/queue.server";

/**
 * Everything that must be true before the first request: a valid
 * environment, the data folder, the migrated database and the job worker.
 * Slow work a request can wait for comes after listening (`afterListening`).
 */
export async function boot(): Promise<Env> {
  const env = getEnv();
  logger.level = env.LOG_LEVEL;
  const paths = dataPaths(env);
  mkdirSync(paths.root, { recursive: true });
  const secrets = getSecrets(env);

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: paths.pglite });
  await database.migrate();
  setDatabase(database);
  if (env.APP_ENV === "local") await seed({ env, database });
  await startQueue(database, registeredJobs, { work: true });

  logger.info(
    {
      appEnv: env.APP_ENV,
      database: database.kind,
      mail: env.SMTP_URL ? "smtp" : "dev-mailbox",
      payments: paymentProviderName(env),
      reportDrafter: reportDrafterName(env),
      generatedSecrets: secrets.generated,
    },
    "store ready",
  );
  return env;
}

/**
 * Work that may follow the first answer, started once the port is open (ADR 27): in
 * local mode, the sample report PDFs. A failure is logged and the store serves on;
 * each sample download then makes its own file.
 */
export function afterListening(): Promise<void> {
  const env = getEnv();
  if (env.APP_ENV !== "local") return Promise.resolve();
  return seedAfterListening({ env, database: getDatabaseHandle() }).catch((error: unknown) => {
    logger.error({ err: error }, "local seed after listening failed");
  });
}

/** Lets in-flight jobs finish, then closes the database. */
export async function shutdown(): Promise<void> {
  await stopQueue();
  const database = getDatabaseHandle();
  setDatabase(undefined);
  await database.close();
}
