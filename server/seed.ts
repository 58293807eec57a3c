import { mkdir } from "node:fs/promises";
import type { Env } from "~/config/env.server";
import { logger } from "~/config/logger.server";
import { dataPaths } from "~/config/paths.server";
import { seedDemoSiteContent } from "~/domains/content/site-content.server";
import { ensureSampleReports, type SampleSource } from "~/domains/reports/samples/ensure-sample-reports.server";
import { getFileStorage } from "~/domains/reports/storage/file-storage.server";
import { laneSamples } from "~/features/samples/sample-reports.server";
import type { DatabaseHandle } from "../app/db/client.server";

export type SeedContext = { env: Env; database: DatabaseHandle };

type SeedStep = { name: string; run: (context: SeedContext) => Promise<void> };

/**
 * Sample content for a local store. Every step must be safe to run again:
 * check before insert, or upsert. Later capabilities add their steps here
 * (sample reports, demo accounts), built from `tests/support` factories.
 * What the first request needs goes before serving; anything slow that a
 * request can wait for or make itself goes after listening (ADR 27).
 */
const beforeServing: SeedStep[] = [
  {
    name: "local file storage",
    run: async ({ env }) => {
      const paths = dataPaths(env);
      await mkdir(paths.files, { recursive: true });
      await mkdir(paths.mailbox, { recursive: true });
    },
  },
  {
    // The spec's figures and illustrative stories: demo content, never in production (ADR 44).
    name: "demo site figures and testimonials",
    run: async ({ env, database }) => {
      if (env.APP_ENV === "local") await seedDemoSiteContent(database.db);
    },
  },
];

/**
 * Rendering the four sample PDFs takes seconds of CPU on a fresh data folder (and
 * drafting them to check their edition still takes most of a second), so it runs once the
 * store answers. A download that comes first waits for the render under way, or makes its
 * own file (`openSampleReport`), so no visitor sees a missing sample.
 */
function afterListening(samples: SampleSource): SeedStep[] {
  return [
    {
      // Made by the lane from fictional answers (features/samples); current files are kept.
      name: "sample report PDFs",
      run: async ({ env }) => {
        await ensureSampleReports(getFileStorage(env), samples);
      },
    },
  ];
}

async function runSteps(steps: SeedStep[], context: SeedContext): Promise<void> {
  for (const step of steps) {
    await step.run(context);
    logger.debug({ step: step.name }, "seed step done");
  }
}

/** The local seed's part that must be done before the first request. */
export async function seed(context: SeedContext): Promise<void> {
  await runSteps(beforeServing, context);
}

/** The local seed's part that may follow the first answer; `samples` is replaceable for tests. */
export async function seedAfterListening(context: SeedContext, samples: SampleSource = laneSamples): Promise<void> {
  await runSteps(afterListening(samples), context);
}
