import { setUpTestDatabase } from "./test-database";

/**
 * For a test file whose code sends mail: its own data folder (the dev
 * mailbox transport reads DATA_DIR), a fresh database, and a job queue that
 * delivers. Call at the top of the file, before any test runs.
 */
export function setUpMailTestDatabase(name: string): { mailbox: string } {
  const { mailbox } = setUpTestDatabase({ dataDir: name, queue: { work: true, pollingIntervalSeconds: 0.5 } });
  return { mailbox };
}
