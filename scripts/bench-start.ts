// The bench's start figure (issue 16): seconds from `npm start` to the first answer of GET /,
// as a person who just cloned the store sees it (build and an empty data folder), and at
// every later start (the build is current and the data folder holds the first start's data).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stampPath } from "./build-if-stale.js";
import { startServer } from "./support/start-server";

export type StartFigures = { coldMs: number; warmMs: number; warmBuilt: boolean };

/** What server.js prints once it listens: milliseconds since the process began. */
function serverReadyMs(output: string): number | undefined {
  const line = output.split("\n").find((candidate) => candidate.includes("Catharsis is serving"));
  if (!line) return undefined;
  try {
    return (JSON.parse(line) as { ms?: number }).ms;
  } catch {
    return undefined;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchStart(port: number, targetMs: number): Promise<StartFigures> {
  const buildDir = process.env.BUILD_DIR || "build";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catharsis-start-"));
  try {
    console.log(`npm start → first answer of GET / (target ≤ ${targetMs / 1000} s; ${buildDir}/, a data folder of its own)`);
    // As on a fresh clone: no build the start could trust (`npm run bench` has just built, without a stamp).
    fs.rmSync(stampPath(buildDir), { force: true });
    const cold = await startServer(port, { command: "npm start", dataDir, readyPath: "/" });
    const coldServerMs = serverReadyMs(cold.output());
    await cold.stop();
    const warm = await startServer(port, { command: "npm start", dataDir, readyPath: "/" });
    const warmServerMs = serverReadyMs(warm.output());
    const skipped = warm.output().includes("starting without a build");
    await warm.stop();

    const verdict = (ms: number) => (ms <= targetMs ? "PASS" : "OVER");
    const listening = (ms: number | undefined) => (ms === undefined ? "" : `, server.js listening after ${seconds(ms)}`);
    console.log(`  first start (builds, empty data folder):  ${seconds(cold.startupMs)}  ${verdict(cold.startupMs)}${listening(coldServerMs)}`);
    console.log(
      `  later start (${skipped ? "build current" : "BUILT AGAIN"}, data kept): ${seconds(warm.startupMs)}  ${verdict(warm.startupMs)}` +
        `${listening(warmServerMs)}\n`,
    );
    return { coldMs: cold.startupMs, warmMs: warm.startupMs, warmBuilt: !skipped };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
