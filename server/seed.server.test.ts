import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { setUpTestDatabase } from "../tests/support/test-database";
import { parseEnv } from "~/config/env.server";
import type { SampleSource } from "~/domains/reports/samples/ensure-sample-reports.server";
import { sampleReports } from "~/domains/reports/samples/sample-reports";
import { seed, seedAfterListening } from "./seed";

const { database } = setUpTestDatabase({ setDatabase: false });
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function localStore() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "catharsis-seed-"));
  dataDirs.push(dataDir);
  return { context: { env: parseEnv({ APP_ENV: "local", DATA_DIR: dataDir }), database: database() }, dataDir };
}

// Rendering itself is tested in app/features/samples; a stand-in keeps this quick.
const fakeSamples = () =>
  ({
    edition: vi.fn(async () => "edition-1"),
    render: vi.fn(async (type: string) => new TextEncoder().encode(`%PDF- ${type}`)),
  }) satisfies SampleSource;

describe("the local seed", () => {
  it("makes the file and mailbox folders before serving, and leaves the sample PDFs for after listening", async () => {
    const { context, dataDir } = localStore();
    await seed(context);
    expect(existsSync(path.join(dataDir, "files"))).toBe(true);
    expect(existsSync(path.join(dataDir, "mailbox"))).toBe(true);
    expect(existsSync(path.join(dataDir, "files", "sample-reports"))).toBe(false);
  });

  it("makes every sample PDF after listening, and keeps them on the next start", async () => {
    const { context, dataDir } = localStore();
    await seed(context);
    const samples = fakeSamples();
    await seedAfterListening(context, samples);
    const stored = readdirSync(path.join(dataDir, "files", "sample-reports"));
    for (const report of sampleReports) expect(stored).toContain(report.fileName);

    await seedAfterListening(context, samples);
    expect(samples.render).toHaveBeenCalledTimes(sampleReports.length);
  });
});
