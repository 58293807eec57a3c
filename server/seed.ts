import { mkdir } from "node:fs/promises";
import type { Env } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { dataPaths } from "~/config/paths.server";
import { ensureSampleReports } from "~/domains/reports/ensure-sample-reports.server";
import { getFileStorage } from "~/domains/reports/file-storage.server";
import { laneSamples } from "~/features/samples/sample-reports.server";
import type { DatabaseHandle } from "../app/db/client.server";

export type SeedContext = { env: Env; database: DatabaseHandle };

/**
 * Sample content for a local store. Every step must be safe to run again:
 * check before insert, or upsert. Later capabilities add their steps here
 * (sample reports, demo accounts), built from `tests/support` factories.
 */
const steps: { name: string; run: (context: SeedContext) => Promise<void> }[] = [
  {
    name: "local file storage",
    run: async ({ env }) => {
      const paths = dataPaths(env);
      await mkdir(paths.files, { recursive: true });
      await mkdir(paths.mailbox, { recursive: true });
    },
  },
  {
    // Made by the lane from fictional answers (features/samples); current files are kept.
    name: "sample report PDFs",
    run: async ({ env }) => {
      await ensureSampleReports(getFileStorage(env), laneSamples);
    },
  },
];

export async function seed(context: SeedContext): Promise<void> {
  for (const step of steps) {
    await step.run(context);
    logger.debug({ step: step.name }, "seed step done");
  }
}
