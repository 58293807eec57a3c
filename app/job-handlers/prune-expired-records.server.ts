import { logger } from "~/config/logger.server";
import { pruneMessagingRecords } from "~/domains/messaging/prune-messaging-records.server";
import { pruneRateLimits } from "~/security/rate-limit.server";

/** Keeps the privacy policy's retention promises and drops stale rate-limit windows. */
export async function pruneExpiredRecords(): Promise<void> {
  const pruned = await pruneMessagingRecords();
  await pruneRateLimits();
  logger.info(pruned, "pruned expired records");
}
