import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests run the production build (`server.js`) exactly as it is
 * deployed, in local mode, on a fresh data folder, against the system Chromium.
 */
const repoRoot = import.meta.dirname;

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\`, ` +
      "or set CHROMIUM_PATH to the Chromium or Chrome executable.",
  );
}

const buildDir = process.env.BUILD_DIR || "build";
if (!existsSync(path.join(repoRoot, buildDir, "server/index.js"))) {
  throw new Error(`The production build is missing (${buildDir}/server/index.js). Run \`npm run build\` first.`);
}

// The project's pinned Node 24 (the "node" devDependency); the system node is older.
const pinnedNode = path.join(repoRoot, "node_modules/.bin/node");
const nodeBin = existsSync(pinnedNode) ? pinnedNode : process.execPath;

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://127.0.0.1:${port}`;

// Playwright loads this file in the runner and again in every worker; the
// runner creates the data folder and the workers inherit its path, so only
// one folder exists per run and the runner removes it when it exits (after
// the server has been stopped).
let dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) {
  const created = mkdtempSync(path.join(os.tmpdir(), "catharsis-e2e-"));
  process.env.E2E_DATA_DIR = dataDir = created;
  process.on("exit", () => rmSync(created, { recursive: true, force: true }));
}

// The server inherits the runner's environment. The tests check the defaults
// and local stand-ins (embedded database, dev mailbox, no Instagram/LinkedIn
// links), so nothing from the calling shell may override them.
for (const key of [
  "HOST",
  "DATABASE_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "SESSION_SECRET",
  "ENCRYPTION_KEY",
  "SUPPORT_EMAIL",
  "SUPPORT_PHONE",
  "SERVICE_LINE",
  "SOCIAL_INSTAGRAM_URL",
  "SOCIAL_LINKEDIN_URL",
  "ENNEAGRAM_FORM_URL",
]) {
  delete process.env[key];
}

export default defineConfig({
  testDir: "./tests/e2e",
  // Two servers need a PostgreSQL both reach; `.ci/run` sets TEST_DATABASE_URL (as for the Vitest PostgreSQL project).
  testIgnore: process.env.TEST_DATABASE_URL ? [] : ["**/two-servers.spec.ts"],
  outputDir: process.env.E2E_OUTPUT_DIR || "test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: Math.min(2, os.availableParallelism()),
  reporter: "list",
  // A budget per test, not a figure under test. The CI machine is shared: one run there took 2.2
  // times as long as the same commit here, and three tests that take 11-15 s here ran out of 30 s.
  timeout: 60_000,
  use: {
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
    // Toasts fade in; axe measuring a half-faded toast reports a contrast
    // failure no reader ever sees. Reduced motion shows them at full strength.
    reducedMotion: "reduce",
    // No trace by default: recording one (DOM snapshots and a screencast at every action) took a
    // third of the suite's time, only to be thrown away when a test passes. A failure's message and
    // screenshot say what went wrong; to step through it, run that test with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: `${JSON.stringify(nodeBin)} server.js`,
    cwd: repoRoot,
    url: `${origin}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM lets the server finish jobs and close the database before its folder is removed.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      APP_ENV: "local",
      PORT: String(port),
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      APP_URL: origin,
      ENABLE_TEST_FIXTURES: "true",
      SOCIAL_FACEBOOK_URL: "https://facebook.example.com/catharsis",
      SOCIAL_YOUTUBE_URL: "https://youtube.example.com/catharsis",
    },
  },
});
