// The jobs figure for `npm run bench` (BENCH_ONLY=jobs runs it alone): how fast the worker drains
// a burst of e-mail jobs, on the embedded database and on PostgreSQL (a scratch database on
// BENCH_DATABASE_URL's server). Each backend runs in a child process (support/drain-jobs.ts), so
// the app's environment and database are its own. Needs no build.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { createScratchDatabase } from "./support/scratch-postgres";
import { repoRoot } from "./support/start-server";

const JOBS = 1000;
const run = promisify(execFile);

export type DrainFigure = { backend: string; jobs: number; delivered: number; seconds: number; perSecond: number };

export async function benchJobs(postgresServerUrl: string): Promise<DrainFigure[]> {
  const figures = [await drain("PGlite")];
  const scratch = await createScratchDatabase(postgresServerUrl, "jobs");
  try {
    figures.push(await drain("PostgreSQL", scratch.url));
  } finally {
    await scratch.drop();
  }
  console.log(`\nJobs: ${JOBS} e-mail jobs queued at once, drained by the worker into the dev mailbox`);
  for (const figure of figures) {
    console.log(`  ${figure.backend.padEnd(10)} ${figure.delivered}/${figure.jobs} sent in ${figure.seconds.toFixed(1)} s: ${figure.perSecond.toFixed(0)} jobs/s`);
  }
  return figures;
}

async function drain(backend: string, databaseUrl?: string): Promise<DrainFigure> {
  const tsx = path.join(repoRoot, "node_modules/.bin/tsx");
  const args = [path.join(repoRoot, "scripts/support/drain-jobs.ts"), String(JOBS), ...(databaseUrl ? [databaseUrl] : [])];
  const { stdout } = await run(tsx, args, { cwd: repoRoot, maxBuffer: 10_000_000 });
  const last = stdout.trim().split("\n").at(-1) ?? "";
  const { jobs, delivered, seconds } = JSON.parse(last) as { jobs: number; delivered: number; seconds: number };
  return { backend, jobs, delivered, seconds, perSecond: delivered / seconds };
}
