import { z } from "zod";
import { defineJob } from "./queue.server";

/** Every five minutes: fulfils paid checkouts whose webhook never came, closes lapsed ones. */
export const reconcilePaymentsJob = defineJob({
  name: "reconcile-payments",
  payload: z.object({}).nullish(),
  retryLimit: 0,
  // pg-boss's default (15 minutes), stated: no e-mail is sent here.
  expireInSeconds: 15 * 60,
  schedule: "*/5 * * * *",
});
