import { z } from "zod";
import { logger } from "~/config/logger.server";
import { pruneMessagingRecords } from "~/domains/messaging/prune-messaging-records.server";
import { pruneRateLimits } from "~/security/rate-limit.server";
import type { JobDefinition } from "./queue.server";

const payload = z.object({}).nullish();

/** Daily: keeps the privacy policy's retention promises and drops stale rate-limit windows. */
export const pruneExpiredRecordsJob: JobDefinition<typeof payload> = {
  name: "prune-expired-records",
  payload,
  handler: async () => {
    const pruned = await pruneMessagingRecords();
    await pruneRateLimits();
    logger.info(pruned, "pruned expired records");
  },
  retryLimit: 2,
  schedule: "17 3 * * *",
};
