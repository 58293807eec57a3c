import { z } from "zod";
import { defineJob } from "./queue.server";

/** Daily: the privacy policy's retention promises, and stale rate-limit windows. Scheduled jobs carry no data. */
export const pruneExpiredRecordsJob = defineJob({
  name: "prune-expired-records",
  payload: z.object({}).nullish(),
  retryLimit: 2,
  // pg-boss's default (15 minutes), stated: no e-mail is sent here.
  expireInSeconds: 15 * 60,
  schedule: "17 3 * * *",
});
