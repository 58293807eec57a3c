import { sql } from "drizzle-orm";
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { getQueue, orderedJobId, type EnqueueOptions, type JobDefinition } from "~/jobs/queue.server";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const known = new WeakMap<PgBoss, Set<string>>();

/**
 * Call before opening the transaction. pg-boss looks a queue up once, outside
 * any transaction; on PGlite (one connection) that lookup would wait forever
 * behind our own open transaction. Once known, the queue stays in its cache.
 */
export async function prepareToEnqueue(job: { name: string }): Promise<void> {
  const boss = getQueue();
  let names = known.get(boss);
  if (!names) known.set(boss, (names = new Set()));
  if (names.has(job.name)) return;
  await boss.findJobs(job.name, { id: "00000000-0000-0000-0000-000000000000" });
  names.add(job.name);
}

/**
 * Queues a job inside the caller's database transaction: the job exists if
 * and only if the transaction commits (a paid order always gets its receipt,
 * a rolled-back one never does). Call `prepareToEnqueue` first.
 */
export async function enqueueInTransaction<Schema extends z.ZodType>(
  tx: Transaction,
  job: JobDefinition<Schema>,
  data: z.input<Schema>,
  options: EnqueueOptions = {},
): Promise<void> {
  const payload = job.payload.parse(data) as object;
  await getQueue().send(job.name, payload, {
    id: orderedJobId(),
    ...options,
    // Drizzle types execute() narrower than pg-boss expects; the call is the documented one.
    db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
  });
}
