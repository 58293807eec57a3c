import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";

// These start their own server process: what an operator sees at boot and at shutdown.
const repoRoot = path.resolve(import.meta.dirname, "../..");
const nodeBin = path.join(repoRoot, "node_modules/.bin/node");

function startServer(env: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawn(nodeBin, [...nodeArgs, "server.js"], {
    cwd: repoRoot,
    // The build under test (playwright.config.ts reads the same variable), not whatever is in build/.
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "info", BUILD_DIR: process.env.BUILD_DIR || "build", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Waits until the server answers /readyz. A fresh data folder is set up first (the embedded
 * database's initdb, migrations, sample content): about 10 s on a quiet machine, and over 30 s
 * when the rest of the suite loads it, so the budget is generous. How long it takes is not what
 * these tests check; a server that exits instead fails at once, with what it printed.
 */
async function untilReady(request: APIRequestContext, server: ReturnType<typeof startServer>, port: string) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  await expect(async () => {
    expect(exitCode, `the server exited before it was ready:\n${server.output()}`).toBeUndefined();
    expect((await request.get(`http://127.0.0.1:${port}/readyz`)).status()).toBe(200);
  }).toPass({ timeout: 90_000 });
}

test("production mode refuses to start on stand-ins and names each missing setting", async () => {
  const server = startServer({ APP_ENV: "production", PORT: "3111", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "prod-")) });
  expect(await server.exited).toBe(1);
  for (const name of ["DATABASE_URL", "SMTP_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SESSION_SECRET", "ENCRYPTION_KEY", "APP_URL"]) {
    expect(server.output()).toContain(name);
  }
});

test("SIGTERM finishes open work, closes the database and exits cleanly", async ({ request }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sigterm-"));
  test.setTimeout(150_000);
  const server = startServer({ PORT: "3112", DATA_DIR: dataDir });
  await untilReady(request, server, "3112");
  expect(existsSync(path.join(dataDir, "pglite", "catharsis.lock"))).toBe(true);

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("SIGTERM: finishing open requests and jobs");
  // The embedded database's lock is released, so the next start may open it.
  expect(existsSync(path.join(dataDir, "pglite", "catharsis.lock"))).toBe(false);
});

test("an error nothing caught goes to the app's logger without its values, and an uncaught exception exits", async ({ request }) => {
  const server = startServer({ PORT: "3113", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "unhandled-")) }, [
    "--import",
    path.join(repoRoot, "tests/e2e/support/fail-on-signal.mjs"),
  ]);
  test.setTimeout(150_000);
  await untilReady(request, server, "3113");

  server.child.kill("SIGUSR2");
  expect(await server.exited).toBe(1);
  const lines = server.output().split("\n").filter((line) => line.startsWith("{"));
  const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { type: string } });
  expect(logged).toContainEqual(expect.objectContaining({ level: 60, msg: "unhandled rejection", err: expect.objectContaining({ type: "Error" }) }));
  expect(logged).toContainEqual(expect.objectContaining({ level: 60, msg: "uncaught exception" }));
  expect(server.output()).not.toContain("canary");
  expect(server.output()).not.toContain("tok9Canary8Process7x6y5w4");
});
