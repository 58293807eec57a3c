import { z } from "zod";
import { reconcileOpenSessions } from "~/domains/checkout/reconcile-open-sessions.server";
import type { JobDefinition } from "./queue.server";

// Scheduled jobs carry no data.
const payload = z.object({}).nullish();

/** Every five minutes: fulfils paid checkouts whose webhook never came, closes lapsed ones. */
export const reconcilePaymentsJob: JobDefinition<typeof payload> = {
  name: "reconcile-payments",
  payload,
  handler: async () => {
    await reconcileOpenSessions();
  },
  retryLimit: 0,
  schedule: "*/5 * * * *",
};
