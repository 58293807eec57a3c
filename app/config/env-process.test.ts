import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productionReady } from "../../tests/support/production-env";

/**
 * The production check as an operator meets it: a process that reads its
 * environment through `~/config/env.server` (as boot does first) and must
 * exit non-zero, naming the variable, before anything opens a database.
 */
const repoRoot = path.resolve(import.meta.dirname, "../..");
const tsxCli = path.join(repoRoot, "node_modules/tsx/dist/cli.mjs");
const checkEnv = 'import { getEnv } from "~/config/env.server"; getEnv(); console.log("environment accepted");';

/** Only what is given here reaches the child: nothing from the calling shell. */
function runEnvCheck(env: Record<string, string>) {
  const child = spawnSync(process.execPath, [tsxCli, "--eval", checkEnv], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

// Each test starts one or two Node processes through tsx, which alone can take several seconds on a
// busy machine: the tests get the child's own 30 s limit rather than Vitest's default 5 s.
describe("the environment check in a process", { timeout: 60_000 }, () => {
  it("refuses APP_ENV=production without DATABASE_URL, naming it", () => {
    const withoutDatabase: Record<string, string> = { ...productionReady };
    delete withoutDatabase.DATABASE_URL;
    const result = runEnvCheck(withoutDatabase);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("DATABASE_URL is not set");
    expect(result.stdout).not.toContain("environment accepted");
  });

  it("refuses local mode on a network address unless ALLOW_LOCAL_MODE_ON_NETWORK=true, saying why", () => {
    const refused = runEnvCheck({ APP_ENV: "local", HOST: "0.0.0.0" });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("APP_ENV=local refuses to start on HOST=0.0.0.0");
    expect(refused.stderr).toContain("/dev/mailbox");
    expect(refused.stderr).toContain("ALLOW_LOCAL_MODE_ON_NETWORK=true");
    expect(refused.stdout).not.toContain("environment accepted");

    const allowed = runEnvCheck({ APP_ENV: "local", HOST: "0.0.0.0", ALLOW_LOCAL_MODE_ON_NETWORK: "true" });
    expect(allowed.stderr).toBe("");
    expect(allowed.status).toBe(0);
  });

  it("accepts the same production environment once DATABASE_URL is set", () => {
    const result = runEnvCheck(productionReady);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("environment accepted");
  });
});
