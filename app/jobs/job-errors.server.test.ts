import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { getDb } from "~/db/database.server";
import { defineJob, enqueue, getQueue, registerJob } from "./queue.server";

const CANARY_EMAIL = "canary.job.58@example.com";
const CANARY_TOKEN = "jb5Canary6Token7a8b9c0d1";

/** A job whose handler's query fails with the canaries as its parameters, as a real handler's lookup by address would. */
const failingJob = defineJob({
  name: "canary-failing-job",
  payload: z.object({ email: z.string(), token: z.string() }),
  retryLimit: 0,
  expireInSeconds: 60,
});
const failing = registerJob(failingJob, async ({ email, token }) => {
  await getDb().execute(sql`select ${email}::uuid as id, ${token} as token`);
});

setUpTestDatabase({ queue: { work: true, pollingIntervalSeconds: 0.5, jobs: [failing] } });

afterEach(() => vi.restoreAllMocks());

describe(`a failing job is logged by the app, without values (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("logs the job's name and id, not the canary, and pg-boss keeps the error without it", async () => {
    const chunks: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void capture(args.map(String).join(" ")));

    const jobId = await enqueue(failingJob, { email: CANARY_EMAIL, token: CANARY_TOKEN });
    await expect.poll(() => chunks.join("").includes('"msg":"job failed"'), { timeout: 15_000, interval: 100 }).toBe(true);
    const output = chunks.join("");
    const failure = output.split("\n").find((line) => line.includes('"msg":"job failed"'));
    expect(JSON.parse(failure ?? "{}")).toMatchObject({ level: 50, job: "canary-failing-job", jobId, err: { type: "DrizzleQueryError" } });
    expect(output).not.toContain(CANARY_EMAIL);
    expect(output).not.toContain(CANARY_TOKEN);

    await expect.poll(async () => (await getQueue().getJobById(failingJob.name, jobId ?? ""))?.state, { timeout: 10_000 }).toBe("failed");
    const stored = await getQueue().getJobById(failingJob.name, jobId ?? "");
    expect(JSON.stringify(stored?.output)).toContain("params: [redacted]");
    expect(JSON.stringify(stored?.output)).not.toContain(CANARY_EMAIL);
    expect(JSON.stringify(stored?.output)).not.toContain(CANARY_TOKEN);
  });
});
