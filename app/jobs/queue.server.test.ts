import { describe, expect, it } from "vitest";
import { z } from "zod";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { registeredJobs } from "~/job-handlers/registry.server";
import { defineJob, getQueue, registerJob, startQueue, stopQueue } from "./queue.server";

const emailJobs = ["send-email", "send-account-email", "send-order-receipt", "send-submission-emails"];

const access = setUpTestDatabase({ queue: { work: false } });

describe(`the job queues (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("gives every e-mail job a one-minute expiry, so a job cut off by a dying process runs again soon", async () => {
    for (const name of emailJobs) {
      const queue = await getQueue().getQueue(name);
      expect(queue, name).toMatchObject({ name, expireInSeconds: 60 });
    }
  });

  it("states an expiry in every job's definition and creates its queue with it", async () => {
    for (const { definition } of registeredJobs) {
      expect(definition.expireInSeconds, definition.name).toBeGreaterThan(0);
      expect((await getQueue().getQueue(definition.name))?.expireInSeconds, definition.name).toBe(definition.expireInSeconds);
    }
  });

  it("brings a queue created by an earlier version (pg-boss's 15 minutes) up to its definition at start", async () => {
    await getQueue().createQueue("older-queue", { retryLimit: 1 });
    expect((await getQueue().getQueue("older-queue"))?.expireInSeconds).toBe(900);

    // A restart: the next version's process starts the queue again on the same database.
    await stopQueue();
    const older = defineJob({ name: "older-queue", payload: z.object({}), retryLimit: 4, expireInSeconds: 60 });
    await startQueue(access.database(), [registerJob(older, async () => {})], { work: false });
    expect(await getQueue().getQueue("older-queue")).toMatchObject({ expireInSeconds: 60, retryLimit: 4 });
  });
});
