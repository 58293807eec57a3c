import { z } from "zod";
import { defineJob } from "./queue.server";

/**
 * Every five minutes: the 24-hour promise. E-mails the provider when a report
 * has four hours left and when it is late, and tells its client, once, that it
 * is late (issue 12, step 8). Scheduled jobs carry no data.
 */
export const reportSlaJob = defineJob({
  name: "report-sla",
  payload: z.object({}).nullish(),
  // The next run is five minutes away and picks up whatever this one did not send.
  retryLimit: 0,
  // It only reads, stamps and queues e-mails (send-email sends them); a run that
  // takes minutes is stuck, and an overlapping one is harmless.
  expireInSeconds: 5 * 60,
  schedule: "*/5 * * * *",
});
