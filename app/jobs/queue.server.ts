import { randomBytes } from "node:crypto";
import { fromPglite, PgBoss, type JobResult } from "pg-boss";
import type { z } from "zod";
import { logger, withoutValues } from "~/config/logger.server";
import type { DatabaseHandle } from "~/db/client.server";

/**
 * What a durable background job is: a name, a zod payload and how it retries.
 * Definitions live in `app/jobs/` and import nothing from the domains, so any
 * domain may enqueue one; what a job does lives in `app/job-handlers/`.
 */
export type JobDefinition<Schema extends z.ZodType> = {
  name: string;
  payload: Schema;
  retryLimit: number;
  /**
   * How long one run may stay active before pg-boss fails it and, within
   * `retryLimit`, runs it again (pg-boss's `expireInSeconds`; its default is
   * 900). This is also how soon a job that was running when its process died
   * runs again: pg-boss's supervisor fails it once it has expired (the
   * supervisor runs every 60 s, so 60–120 s for a 60 s expiry). A job that can
   * legitimately run long needs a long expiry; a live run is abandoned at it.
   */
  expireInSeconds: number;
  /** A cron expression: pg-boss queues the job on it, once per tick however many processes run. */
  schedule?: string;
  /**
   * How often this job's worker looks for work, in seconds, where LISTEN/NOTIFY
   * is not available (pg-boss's minimum is 0.5; unset, the process's interval,
   * 1 s). Where it is, a committed job wakes its workers at once and they poll
   * only at the backstop (ADR 0086). Each poll is a query.
   */
  pollingIntervalSeconds?: number;
  /**
   * How many of this job run at once in one process (one pg-boss worker each; 1 unless set).
   * A worker that finishes a job wakes its queue's workers, so a burst drains at the handlers'
   * speed, this many at a time.
   */
  localConcurrency?: number;
  /**
   * How many jobs one fetch takes (1 unless set). With more, the worker runs the batch in turn
   * and fetches again without waiting while fetches come back full, so a burst drains at the
   * handler's speed, not one fetch per polling interval. Only for short jobs: each job in a batch
   * is settled on its own (one failure retries only that job), but its expiry runs from the fetch.
   */
  batchSize?: number;
  /**
   * With `batchSize`: the jobs of a batch run at once, except those this gives the same key,
   * which run in turn, in the order they were queued (unset: the whole batch runs in turn). The
   * key names the work a job does (an e-mail's recipient), so that two jobs for the same work, as
   * a handler run twice queues, never overlap: the check each makes before acting only holds in turn.
   */
  oneAtATimePer?(payload: z.infer<Schema>): string;
};

/** A definition paired with the code that runs it; the worker runs only registered jobs. */
export type RegisteredJob = {
  definition: JobDefinition<z.ZodType>;
  handle: (data: unknown) => Promise<void>;
};

export function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}

export function registerJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
  handle: (data: z.infer<Schema>) => Promise<void>,
): RegisteredJob {
  return { definition, handle: (data) => handle(definition.payload.parse(data)) };
}

// One queue per process, kept across dev-server reloads.
const holder = globalThis as typeof globalThis & { __catharsisQueue?: PgBoss };

export type QueueOptions = {
  /** Start workers that run the handlers; a web-only process can enqueue without them. */
  work: boolean;
  /** Used where a job sets none, and where LISTEN/NOTIFY is not available (then it is the only wake-up). */
  pollingIntervalSeconds?: number;
  /**
   * How often an idle worker looks for work while LISTEN/NOTIFY wakes it (10 s unless set): what
   * no notification announces, a retry whose delay has passed or a job a cron tick queued, is
   * found within it. A notification wakes the queue's workers the moment a job is committed.
   */
  backstopSeconds?: number;
};

/**
 * An idle worker's poll while notifications wake it. Each poll is a query: with about thirty
 * workers polling every 0.5–1 s, an idle server spent about 90 ms of CPU a second on PGlite.
 */
const BACKSTOP_SECONDS = 10;

export async function startQueue(
  database: DatabaseHandle,
  jobs: RegisteredJob[],
  options: QueueOptions,
): Promise<PgBoss> {
  const backend = database.queueBackend;
  // LISTEN/NOTIFY (in process on PGlite, across processes on PostgreSQL): a job's NOTIFY is sent
  // when the transaction that queued it commits, and wakes the workers of its queue at once.
  const boss =
    backend.kind === "pglite"
      ? new PgBoss({ db: fromPglite(backend.pglite), backend: "pglite", useListenNotify: true })
      : new PgBoss({ connectionString: backend.connectionString, max: 4, useListenNotify: true });
  // pg-boss's own failures (a lost connection, a maintenance query) are logged like any other error.
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();

  for (const { definition: job, handle } of jobs) {
    const settings = { retryLimit: job.retryLimit, retryBackoff: true, retryDelay: 5, expireInSeconds: job.expireInSeconds, notify: true };
    await boss.createQueue(job.name, settings);
    // createQueue leaves an existing queue as it was: bring one made by an
    // earlier version up to today's definition (new jobs inherit these).
    await boss.updateQueue(job.name, settings);
    if (job.schedule) await boss.schedule(job.name, job.schedule);
    if (!options.work) continue;
    const batchSize = job.batchSize ?? 1;
    const pollingIntervalSeconds = job.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 1;
    // One pg-boss worker per unit of concurrency, each with its own id, so that one finishing a
    // batch can wake them all (pg-boss wakes a worker by its id).
    const workerIds: string[] = [];
    for (let n = 0; n < (job.localConcurrency ?? 1); n++) {
      const workerId = await boss.work(
        job.name,
        {
          batchSize,
          burstWhenBatchFull: batchSize > 1,
          perJobResults: true,
          // Each job's creation time, to run a batch in the order it was queued (see `inQueueOrder`).
          includeMetadata: batchSize > 1,
          pollingIntervalSeconds,
          notifyPollingIntervalSeconds: Math.max(pollingIntervalSeconds, options.backstopSeconds ?? BACKSTOP_SECONDS),
        },
        async (batch) => {
          const results = await runBatch(job, handle, batch);
          // More may be waiting (one notification can announce many jobs): fetch again now, not at the backstop.
          if (batch.length > 0) for (const id of workerIds) boss.notifyWorker(id);
          return results;
        },
      );
      workerIds.push(workerId);
    }
  }
  holder.__catharsisQueue = boss;
  return boss;
}

type Fetched = { id: string; data: unknown; retryCount: number; createdOn?: Date };

/**
 * A batch in the order its jobs were queued. pg-boss picks the oldest jobs but hands the batch
 * back in no particular order (the rows its UPDATE ... RETURNING happens to meet), so without
 * this two e-mails to one person in one batch went out in either order. Jobs queued at the same
 * moment (one transaction, or one millisecond on PGlite) keep the order of their ids, which
 * `enqueue` makes time-ordered.
 */
export function inQueueOrder<T extends { id: string; createdOn?: Date }>(batch: readonly T[]): T[] {
  const time = (job: T) => job.createdOn?.getTime() ?? 0;
  return [...batch].sort((a, b) => time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A batch: at once where the definition says which jobs may overlap (`oneAtATimePer`), else in turn; in queue order either way. */
async function runBatch(job: JobDefinition<z.ZodType>, handle: RegisteredJob["handle"], fetched: Fetched[]): Promise<JobResult[]> {
  const batch = inQueueOrder(fetched);
  if (!job.oneAtATimePer) {
    const results: JobResult[] = [];
    for (const received of batch) results.push(await runJob(job.name, handle, received));
    return results;
  }
  const inTurn = new Map<string, Promise<JobResult>>();
  return Promise.all(
    batch.map((received) => {
      const parsed = job.payload.safeParse(received.data);
      // A payload that does not parse fails in its handler, alone.
      const key = parsed.success ? job.oneAtATimePer?.(parsed.data) : undefined;
      if (key === undefined) return runJob(job.name, handle, received);
      const run = (inTurn.get(key) ?? Promise.resolve(undefined)).then(() => runJob(job.name, handle, received));
      inTurn.set(key, run);
      return run;
    }),
  );
}

/** Runs one fetched job and says how it ended; pg-boss settles each job of a batch on its own. */
async function runJob(
  name: string,
  handle: RegisteredJob["handle"],
  received: Fetched,
): Promise<JobResult> {
  const started = performance.now();
  try {
    await handle(received.data);
  } catch (error) {
    // Logged here, with the job's name and id, through the serializer. pg-boss stores the
    // failure as the job's output, so it gets the error without its values (a query's
    // parameters are the job's addresses and tokens).
    logger.error({ job: name, jobId: received.id, retryCount: received.retryCount, err: error }, "job failed");
    return { id: received.id, status: "failed", output: withoutValues(error) };
  }
  logger.info({ job: name, jobId: received.id, ms: Math.round(performance.now() - started) }, "job done");
  return { id: received.id, status: "completed" };
}

export function getQueue(): PgBoss {
  const boss = holder.__catharsisQueue;
  if (!boss) throw new Error("The job queue is not started: boot() starts it before serving.");
  return boss;
}

/**
 * How a job is kept from being queued twice. A repeated `singletonKey` while
 * the first job is still queued or running adds nothing; with
 * `singletonSeconds` as well, the key holds for the whole time slot (pg-boss
 * slots are aligned to the epoch: 86400 is one UTC day), even after the first
 * job has finished.
 */
export type EnqueueOptions = { singletonKey?: string; singletonSeconds?: number };

/** Validates the payload before it is stored. */
export async function enqueue<Schema extends z.ZodType>(
  job: JobDefinition<Schema>,
  data: z.input<Schema>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const payload = job.payload.parse(data) as object;
  return getQueue().send(job.name, payload, { id: orderedJobId(), singletonKey: options.singletonKey, singletonSeconds: options.singletonSeconds });
}

let lastMillisecond = 0;
let sequence = 0;

/**
 * A job id that sorts in the order this process made it (a UUID version 7, RFC 9562: the time
 * in milliseconds, then a counter within the millisecond, then random bits), so jobs queued at
 * the same moment still run in the order they were queued (`inQueueOrder`).
 */
export function orderedJobId(now = Date.now()): string {
  if (now > lastMillisecond) {
    lastMillisecond = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    lastMillisecond += 1;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMillisecond, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function stopQueue(): Promise<void> {
  const boss = holder.__catharsisQueue;
  holder.__catharsisQueue = undefined;
  await boss?.stop({ graceful: true, timeout: 10_000 });
}
