import { sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
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

/**
 * Waits until every e-mail queued so far, and every newsletter issue being fanned out into
 * e-mails, has been handled (sent, or failed for good). A later "sentinel" e-mail is no proof: a
 * batch sends to different people at once, so a sentinel can arrive before an earlier e-mail to
 * someone else.
 */
export async function untilEmailQueueSettles(): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const result = await getDb().execute(sql`select count(*)::int as n from pgboss.job where name in ('send-email', 'send-newsletter-issue') and state in ('created', 'retry', 'active')`);
    const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number | string }[];
    if (Number(row?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error("e-mails still queued after 20 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
