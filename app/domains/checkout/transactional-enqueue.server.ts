import { sql } from "drizzle-orm";
import { fromDrizzle, type DrizzleTransactionLike } from "pg-boss";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { getQueue, type JobDefinition } from "~/jobs/queue.server";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Queues a job inside the caller's database transaction: the job exists if
 * and only if the transaction commits (a paid order always gets its receipt,
 * a rolled-back one never does).
 */
export async function enqueueInTransaction<Schema extends z.ZodType>(
  tx: Transaction,
  job: JobDefinition<Schema>,
  data: z.input<Schema>,
  options: { singletonKey?: string } = {},
): Promise<void> {
  const payload = job.payload.parse(data) as object;
  await getQueue().send(job.name, payload, {
    ...options,
    // Drizzle types execute() narrower than pg-boss expects; the call is the documented one.
    db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
  });
}
