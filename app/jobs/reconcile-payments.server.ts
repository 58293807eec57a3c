import { z } from "zod";
import { defineJob } from "./queue.server";

/** Every five minutes: fulfils paid checkouts whose webhook never came, closes lapsed ones. */
export const reconcilePaymentsJob = defineJob({
  name: "reconcile-payments",
  payload: z.object({}).nullish(),
  retryLimit: 0,
  schedule: "*/5 * * * *",
});
