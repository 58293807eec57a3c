import { describe, expect, it } from "vitest";
import { z } from "zod";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { defineJob, getQueue, inQueueOrder, orderedJobId, registerJob } from "./queue.server";

/** A short job taken five at a time, whose third item always fails. */
const batchedJob = defineJob({
  name: "batched-test-job",
  payload: z.object({ n: z.number().int() }),
  retryLimit: 0,
  expireInSeconds: 60,
  batchSize: 5,
});
const handled: number[] = [];
const batched = registerJob(batchedJob, async ({ n }) => {
  if (n === 3) throw new Error("item three cannot be done");
  handled.push(n);
});

/** Taken five at a time and run at once, except jobs for the same piece of work. */
const keyedJob = defineJob({
  name: "keyed-batch-test-job",
  payload: z.object({ work: z.string(), n: z.number().int() }),
  retryLimit: 0,
  expireInSeconds: 60,
  batchSize: 5,
  oneAtATimePer: ({ work }) => work,
});
const running = new Map<string, number>();
const overlaps: string[] = [];
const finished: number[] = [];
const keyed = registerJob(keyedJob, async ({ work, n }) => {
  if (running.get(work)) overlaps.push(work);
  running.set(work, (running.get(work) ?? 0) + 1);
  await new Promise((resolve) => setTimeout(resolve, 30));
  running.set(work, (running.get(work) ?? 1) - 1);
  finished.push(n);
});

/** Keyed by recipient, as the e-mail job is: one person's jobs must run in the order they were queued. */
const orderedJob = defineJob({
  name: "ordered-batch-test-job",
  payload: z.object({ to: z.string(), n: z.number().int() }),
  retryLimit: 0,
  expireInSeconds: 60,
  batchSize: 25,
  oneAtATimePer: ({ to }) => to,
});
const delivered: Record<string, number[]> = {};
const ordered = registerJob(orderedJob, async ({ to, n }) => {
  (delivered[to] ??= []).push(n);
});

setUpTestDatabase({ queue: { work: true, pollingIntervalSeconds: 0.5, jobs: [batched, keyed, ordered] } });

describe(`a job taken in batches (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("settles each job of a batch on its own: one failure fails only that job, and a burst is drained whole", async () => {
    const items = Array.from({ length: 12 }, (_, n) => ({ data: { n }, id: crypto.randomUUID() }));
    await getQueue().insert(batchedJob.name, items);

    const states = async () =>
      Promise.all(items.map(async ({ id }) => (await getQueue().getJobById(batchedJob.name, id))?.state));
    await expect.poll(async () => (await states()).every((state) => state === "completed" || state === "failed"), { timeout: 15_000 }).toBe(true);

    const settled = await states();
    expect(settled.filter((state) => state === "failed")).toHaveLength(1);
    expect(settled[3]).toBe("failed");
    expect([...handled].sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
    const failure = await getQueue().getJobById(batchedJob.name, items[3]?.id ?? "");
    expect(JSON.stringify(failure?.output)).toContain("item three cannot be done");
  });

  it("never runs two jobs for the same work at once, as a handler run twice would queue them", async () => {
    const items = [
      ...[0, 1, 2].map((n) => ({ data: { work: "same-email", n } })),
      ...[3, 4].map((n) => ({ data: { work: `other-${n}`, n } })),
    ];
    await getQueue().insert(keyedJob.name, items);
    await expect.poll(() => finished.length, { timeout: 15_000 }).toBe(5);
    expect(overlaps).toEqual([]);
  });

  it("runs one recipient's jobs of a batch in the order they were queued, whatever order the fetch returns them in", async () => {
    // Due together in a few seconds, so the worker takes all of them in one batch.
    const recipients = ["first@example.com", "second@example.com"];
    for (let n = 0; n < 12; n += 1) {
      // Held back until all are queued; pg-boss's own random ids, and a creation time of their own
      // (PGlite's clock counts milliseconds), so only the creation time tells their order.
      for (const to of recipients) {
        await getQueue().send(orderedJob.name, { to, n }, { startAfter: 2 });
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }
    await expect.poll(() => recipients.map((to) => delivered[to]?.length ?? 0), { timeout: 15_000 }).toEqual([12, 12]);
    const queued = Array.from({ length: 12 }, (_, n) => n);
    expect(delivered).toEqual({ "first@example.com": queued, "second@example.com": queued });
  });

  it("orders a batch by creation time, and jobs queued in the same millisecond by their time-ordered ids", () => {
    const at = new Date("2026-11-26T10:00:00.000Z");
    const ids = Array.from({ length: 5 }, () => orderedJobId(at.getTime()));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
    const later = { id: orderedJobId(at.getTime() - 1000), createdOn: new Date(at.getTime() + 1) };
    const batch = [{ id: ids[3]!, createdOn: at }, later, { id: ids[0]!, createdOn: at }, { id: ids[4]!, createdOn: at }, { id: ids[1]!, createdOn: at }];
    expect(inQueueOrder(batch).map((job) => job.id)).toEqual([ids[0], ids[1], ids[3], ids[4], later.id]);
  });
});
