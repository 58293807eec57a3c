import { logger } from "~/config/logger.server";
import { pruneMessagingRecords } from "~/domains/messaging/prune-messaging-records.server";
import { removeUnreferencedReportFiles } from "~/domains/reports/storage/prune-report-files.server";
import { pruneRateLimits } from "~/security/rate-limit.server";

/** Keeps the privacy policy's retention promises, drops stale rate-limit windows and report files nobody names. */
export async function pruneExpiredRecords(): Promise<void> {
  const pruned = await pruneMessagingRecords();
  await pruneRateLimits();
  const reportFiles = await removeUnreferencedReportFiles();
  logger.info({ ...pruned, reportFiles }, "pruned expired records");
}
