// Starts the production build (`server.js`) the way it runs for real, on a
// fresh temporary data folder, so measurement scripts see a cold start and
// never touch ./data. Shared by scripts/bench.ts and scripts/lighthouse.ts.
// The bench's start figure runs `npm start` itself, build step included.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

// The project's pinned Node 24 (the "node" devDependency); the system node is older.
const nodeBin = path.join(repoRoot, "node_modules/.bin/node");

const READY_TIMEOUT_MS = 60_000;
// `npm start` on a fresh clone builds first, which takes minutes on a busy machine.
const NPM_START_TIMEOUT_MS = 300_000;
const FIRST_ANSWER_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 10_000;
// Keep the tail of the server's output to explain a failure; drop the rest.
const MAX_OUTPUT_CHARS = 20_000;

// Servers not yet stopped, so Ctrl-C also cleans up one still starting.
const running = new Set<() => Promise<void>>();

export interface RunningServer {
  /** The served origin, e.g. http://127.0.0.1:3201 (no trailing slash). */
  url: string;
  /** Milliseconds from spawning the process to the first 200 from `readyPath`. */
  startupMs: number;
  /** The server's process id (for `npm start`, npm's), for reading its CPU time. */
  pid: number;
  /** Its data folder (the dev mailbox is in `mailbox/`). */
  dataDir: string;
  /** What the process printed (its last 20,000 characters). */
  output(): string;
  /** SIGTERM, wait for exit (SIGKILL after 10 s), remove the data folder unless it was given. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** `server.js` on the pinned Node (the default), or `npm start` as a person types it, build step and all. */
  command?: "server.js" | "npm start";
  /** A data folder to start on and keep (a second start on the first one's data); by default a fresh one, removed on stop. */
  dataDir?: string;
  /** The path whose first 200 counts as started: `/readyz` by default, `/` for the first answer a visitor gets. */
  readyPath?: string;
  /**
   * A PostgreSQL database to serve from (see scratch-postgres.ts) instead of the embedded one.
   * Two servers given the same URL share one database, as app servers do in production.
   */
  databaseUrl?: string;
  /** More settings for this server (e.g. the secrets two servers must share). */
  env?: Record<string, string>;
}

export async function startServer(port: number, options: StartOptions = {}): Promise<RunningServer> {
  const { command = "server.js", readyPath = "/readyz" } = options;
  const url = `http://127.0.0.1:${port}`;
  // Another process answering here would be measured instead of ours.
  if (await answers(`${url}/readyz`)) throw new Error(`Port ${port} is already in use; stop what is serving ${url} first.`);

  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "catharsis-measure-"));
  const ownsDataDir = options.dataDir === undefined;
  // `npm start` runs a shell that runs node: its own process group, so a stop reaches the server too.
  const npmStart = command === "npm start";
  const readyTimeoutMs = npmStart ? NPM_START_TIMEOUT_MS : READY_TIMEOUT_MS;
  let output = "";
  const started = performance.now();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools, Performance tab), to see where a figure's time goes.
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(npmStart ? "npm" : nodeBin, npmStart ? ["start"] : [...profile, "server.js"], {
    detached: npmStart,
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Local mode with the embedded database (or the scratch database handed in), whatever the
      // calling shell has set: a measurement must never reach a real database or mail server.
      APP_ENV: "local",
      DATABASE_URL: options.databaseUrl ?? "",
      SMTP_URL: "",
      STRIPE_SECRET_KEY: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Only warnings and errors: a log line per request would make the
      // figures measure log I/O as much as the app.
      LOG_LEVEL: "warn",
      // Canonical links and robots.txt use APP_URL; it must be the served origin.
      APP_URL: url,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT_CHARS);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  let exitStatus: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exitStatus = signal ?? `code ${code}`;
      resolve();
    }),
  );

  const signal = (name: NodeJS.Signals) => {
    if (!npmStart) return child.kill(name);
    try {
      process.kill(-child.pid!, name);
    } catch {
      // The group has already gone.
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (exitStatus === undefined || (npmStart && groupAlive(child.pid!))) {
      signal("SIGTERM");
      const grace = setTimeout(() => signal("SIGKILL"), STOP_GRACE_MS);
      await exited;
      // npm may exit before the server it started has closed the data folder.
      while (npmStart && groupAlive(child.pid!)) await new Promise((resolve) => setTimeout(resolve, 50));
      clearTimeout(grace);
    }
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    running.delete(stop);
    process.off("exit", killOnExit);
  };
  running.add(stop);
  // Last resort if the script crashes: never leave a server or data folder behind.
  const killOnExit = () => {
    if (exitStatus === undefined || npmStart) signal("SIGKILL");
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", killOnExit);

  const fail = async (reason: string): Promise<never> => {
    await stop();
    throw new Error(`${reason}\n--- server output ---\n${output.trim() || "(none)"}\n---------------------`);
  };

  // A first page can take over a second while the process warms up; waiting for it counts, retrying does not.
  while (!(await answers(`${url}${readyPath}`, FIRST_ANSWER_TIMEOUT_MS))) {
    if (exitStatus !== undefined) return fail(`The server exited (${exitStatus}) before it was ready.`);
    if (performance.now() - started > readyTimeoutMs) {
      return fail(`The server was not ready within ${readyTimeoutMs / 1000} s (GET ${url}${readyPath}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, startupMs: Math.round(performance.now() - started), pid: child.pid!, dataDir, output: () => output, stop };
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when the URL answers 200 within `timeoutMs`. */
async function answers(url: string, timeoutMs = 1000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** On Ctrl-C / SIGTERM: run `cleanup` (e.g. kill a browser), stop every server, exit 130. */
export function stopOnSignal(cleanup: () => unknown = () => undefined): void {
  const handler = async (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping…`);
    try {
      await cleanup();
      await Promise.all([...running].map((stop) => stop()));
    } finally {
      process.exit(130);
    }
  };
  process.once("SIGINT", handler);
  process.once("SIGTERM", handler);
}
