import { describe, expect, it } from "vitest";
import { z } from "zod";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { defineJob, getQueue, registerJob } from "./queue.server";

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

setUpTestDatabase({ queue: { work: true, pollingIntervalSeconds: 0.5, jobs: [batched, keyed] } });

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
});
