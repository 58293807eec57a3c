// Draft saves at a steady rate, for `npm run bench` (issue 32): autosave writes when a client
// pauses, so what a client feels is the latency at a realistic load, not at saturation. Saves
// arrive on a fixed schedule (by default 100 a second from 50 writers for 60 s: each writer every
// half second, which is also the endpoint's 120 a minute), whether or not earlier ones have been
// answered, and each is timed from when it was due, so a slow server cannot hide its queue.
// Also measured over the run: the server process's CPU per save (from /proc; on PGlite this
// includes the database, on PostgreSQL it does not), and on PostgreSQL the statements per save
// from the database's own statement log. Both subtract what the idle server does in the same
// time (its job worker polls), measured just before. A save is lost when it is not answered 200,
// or when a writer's form afterwards does not show the last draft it sent.
// BENCH_OPEN_RATE, BENCH_OPEN_WRITERS and BENCH_OPEN_SECONDS change the load (e.g. 10 s for a quick run).
import os from "node:os";
import { isDeepStrictEqual } from "node:util";
import { answersFor, createWriter, openFormPage, percentile, save, type Writer } from "./bench-drafts";
import { positiveNumber } from "./support/load";
import { processCpuMs } from "./support/process-cpu";
import type { StatementLog } from "./support/statement-log";

const RATE = positiveNumber(process.env.BENCH_OPEN_RATE, 100);
const WRITERS = positiveNumber(process.env.BENCH_OPEN_WRITERS, 50);
const SECONDS = positiveNumber(process.env.BENCH_OPEN_SECONDS, 60);
const IDLE_SECONDS = 3;
// Making the writers queues their receipts; they are sent before anything is measured.
const SETTLE_SECONDS = 5;
// Writers of their own, apart from the closed-loop section's on the same server.
const FIRST_WRITER = 1000;

export type OpenLoopResult = {
  backend: string;
  rate: number;
  seconds: number;
  saves: number;
  /** Answered other than 200, plus writers whose form did not show their last draft. */
  lost: number;
  p50Ms: number;
  p99Ms: number;
  /** Server process CPU per save, idle subtracted; null where it cannot be read. */
  cpuMsPerSave: number | null;
  /** Statements per save from PostgreSQL's log, idle subtracted; null on PGlite or without a readable log. */
  statementsPerSave: number | null;
};

export async function benchOpenLoop(
  server: { url: string; pid: number },
  clientHeader: string,
  backend: string,
  statements: StatementLog | null = null,
): Promise<OpenLoopResult> {
  const { url: origin, pid } = server;
  const perWriter = Math.max(1, Math.round((RATE * SECONDS) / WRITERS));
  const total = perWriter * WRITERS;
  const writers = await Promise.all(Array.from({ length: WRITERS }, (_, index) => createWriter(origin, clientHeader, FIRST_WRITER + index)));
  // One unmeasured save each (seq 0): the route, its queries and the cipher are warm before timing starts.
  await Promise.all(writers.map((writer) => save(origin, clientHeader, writer, 0, perWriter)));

  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  // What the server does on its own meanwhile (the job worker's polling), to take away below.
  const idle = await measure(pid, statements, () => new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000)));

  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const run = await measure(pid, statements, () =>
    onSchedule(total, RATE, async (k, dueAt) => {
      const writer = writers[k % WRITERS] as Writer;
      const seq = Math.floor(k / WRITERS) + 1;
      const outcome = await save(origin, clientHeader, writer, seq, perWriter).catch((error: unknown) => `error ${describe(error)}`);
      latencies.push(performance.now() - dueAt);
      if (outcome !== "200") failures.set(outcome, (failures.get(outcome) ?? 0) + 1);
    }),
  );

  let notLast = 0;
  for (const writer of writers) {
    const gate = await openFormPage(origin, writer.cookie);
    if (!isDeepStrictEqual(gate.draft, answersFor(writer.index, perWriter, perWriter))) notLast += 1;
  }
  const refused = [...failures.values()].reduce((sum, n) => sum + n, 0);
  const sorted = [...latencies].sort((a, b) => a - b);
  const background = run.seconds / idle.seconds;
  // Per save answered 200: on an overloaded machine most of the others never reached the server (connect timeouts).
  const answered = Math.max(1, total - refused);
  const cpuMsPerSave = run.cpuMs === null || idle.cpuMs === null ? null : Math.max(0, run.cpuMs - idle.cpuMs * background) / answered;
  const statementsPerSave =
    run.statements === null || idle.statements === null ? null : Math.max(0, run.statements - idle.statements * background) / answered;

  console.log(
    `\nDraft saves at a steady rate (${backend}): ${RATE}/s from ${WRITERS} writers for ${SECONDS} s, ${perWriter} saves each, timed from when each was due` +
      ` (machine load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores: latency is only comparable between runs on a quiet machine)`,
  );
  console.log(
    `  ${total} saves in ${run.seconds.toFixed(1)} s; p50 ${sorted.length ? percentile(sorted, 50).toFixed(1) : "-"} ms, ` +
      `p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(
    `  server CPU: ${cpuMsPerSave === null ? "not measured (no /proc)" : `${cpuMsPerSave.toFixed(2)} ms per save answered`}` +
      `${idle.cpuMs === null ? "" : ` (idle: ${(idle.cpuMs / idle.seconds).toFixed(0)} ms per second, taken away)`}`,
  );
  if (statements) {
    console.log(
      `  SQL statements (PostgreSQL's log): ${statementsPerSave === null ? "not counted" : `${statementsPerSave.toFixed(2)} per save answered`}` +
        ` (idle: ${((idle.statements ?? 0) / idle.seconds).toFixed(1)} per second, taken away)`,
    );
  }
  const failed = [...failures].map(([outcome, n]) => `${n} × ${outcome}`).join(", ");
  console.log(`  lost: ${refused} saves not answered 200${failed ? ` (${failed})` : ""}, ${notLast} of ${WRITERS} forms not showing their last draft`);
  return {
    backend,
    rate: RATE,
    seconds: SECONDS,
    saves: total,
    lost: refused + notLast,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    cpuMsPerSave,
    statementsPerSave,
  };
}

/** A failed fetch's reason, e.g. "fetch failed (ECONNRESET)". */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message} (${cause.code ?? cause.message ?? "no reason given"})` : error.message;
}

type Measured = { seconds: number; cpuMs: number | null; statements: number | null };

async function measure(pid: number, statements: StatementLog | null, work: () => Promise<unknown>): Promise<Measured> {
  const cpuBefore = processCpuMs(pid);
  const statementsBefore = statements?.count() ?? null;
  const began = performance.now();
  await work();
  const seconds = (performance.now() - began) / 1000;
  const cpuAfter = processCpuMs(pid);
  const statementsAfter = statements?.count() ?? null;
  return {
    seconds,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    statements: statementsBefore === null || statementsAfter === null ? null : statementsAfter - statementsBefore,
  };
}

/** Calls `fire(k, dueAt)` for k = 0…total-1 at `rate` a second without waiting for answers; resolves when all are answered. */
async function onSchedule(total: number, rate: number, fire: (k: number, dueAt: number) => Promise<void>): Promise<void> {
  const pending: Promise<void>[] = [];
  const start = performance.now() + 50;
  const dueAt = (k: number) => start + (k * 1000) / rate;
  let k = 0;
  while (k < total) {
    const now = performance.now();
    while (k < total && dueAt(k) <= now) {
      pending.push(fire(k, dueAt(k)));
      k += 1;
    }
    if (k < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt(k) - performance.now())));
  }
  await Promise.all(pending);
}
