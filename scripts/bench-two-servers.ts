// Two app servers on one PostgreSQL, for `npm run bench` (issue 16): checkouts opened on one and
// paid and confirmed on the other, one client's drafts saved on both, and every receipt e-mail
// sent exactly once by whichever server's queue took its job.
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { answersFor, createWriter, openFormPage, save } from "./bench-drafts";
import { createScratchDatabase } from "./support/scratch-postgres";
import { startServer, type RunningServer } from "./support/start-server";
import { isDeepStrictEqual } from "node:util";

const CHECKOUTS = 40;
const AT_ONCE = 10;
const DRAFT_SAVES = 20;
const RECEIPT_WAIT_MS = 60_000;

export type TwoServerResult = { checkouts: number; confirmedOnOther: number; draftKept: boolean; receipts: number; duplicated: number; missing: number };

export async function benchTwoServers(
  ports: [number, number],
  databaseServerUrl: string,
  clientHeader: string,
  checkouts = CHECKOUTS,
): Promise<TwoServerResult> {
  const database = await createScratchDatabase(databaseServerUrl, "two_servers");
  const env = {
    // What production sets in the environment: both servers must read each other's cookies and sealed rows.
    SESSION_SECRET: randomBytes(32).toString("hex"),
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    // The fixtures make the writer; the client header gives each checkout its own address for the rate limit.
    ENABLE_TEST_FIXTURES: "true",
    TRUSTED_PROXY_HEADER: clientHeader,
  };
  const servers: RunningServer[] = [];
  try {
    for (const port of ports) servers.push(await startServer(port, { databaseUrl: database.url, env }));
    const [a, b] = servers as [RunningServer, RunningServer];
    const stamp = Date.now();
    const emails = Array.from({ length: checkouts }, (_, index) => `bench-two-${index}-${stamp}@example.com`);
    let confirmedOnOther = 0;
    const queue = emails.map((email, index) => ({ email, index }));
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (await checkoutAcross(a.url, b.url, next.email, next.index, clientHeader)) confirmedOnOther += 1;
        }
      }),
    );

    // One client, saving alternately through each server; the form then shows the last save.
    const writer = await createWriter(a.url, clientHeader, 900);
    for (let seq = 1; seq <= DRAFT_SAVES; seq += 1) {
      const status = await save(seq % 2 === 0 ? b.url : a.url, clientHeader, writer, seq);
      if (status !== "200") throw new Error(`draft save ${seq} answered ${status}`);
    }
    const gate = await openFormPage(b.url, writer.cookie);
    const draftKept = isDeepStrictEqual(gate.draft, answersFor(writer.index, DRAFT_SAVES));

    const counts = await receiptCounts(servers, new Set(emails));
    const duplicated = [...counts.values()].filter((n) => n > 1).length;
    const missing = emails.filter((email) => !counts.has(email)).length;
    const receipts = [...counts.values()].reduce((sum, n) => sum + n, 0);
    console.log(`\nTwo servers on one PostgreSQL: ${checkouts} checkouts opened on A, paid and confirmed on B: ${confirmedOnOther} confirmed`);
    console.log(`  one client's ${DRAFT_SAVES} draft saves alternating A and B: last one kept: ${draftKept ? "yes" : "NO"}`);
    console.log(`  receipt e-mails: ${receipts} for ${checkouts} orders, ${duplicated} sent twice, ${missing} never sent`);
    return { checkouts, confirmedOnOther, draftKept, receipts, duplicated, missing };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

/** Opens a sandbox checkout on `first`, pays it on `second`'s payment page, and reads the order on `second`'s success page. */
async function checkoutAcross(first: string, second: string, email: string, index: number, clientHeader: string): Promise<boolean> {
  const address = `10.251.${index >> 8}.${index & 255}`;
  const started = await fetch(`${first}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", [clientHeader]: address },
    body: JSON.stringify({ email, items: [{ productId: "catharsis", category: "death", quantity: 1 }] }),
  });
  if (started.status !== 200) throw new Error(`checkout on A answered ${started.status}: ${await started.text()}`);
  const { orderId, url } = (await started.json()) as { orderId: string; url: string };
  const cookie = started.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const sessionId = url.split("/").pop() ?? "";
  const paid = await fetch(`${second}/sandbox/pay/${sessionId}`, {
    method: "POST",
    body: new URLSearchParams({ cardNumber: "4242 4242 4242 4242" }),
    headers: { [clientHeader]: address },
    redirect: "manual",
  });
  await paid.body?.cancel();
  if (paid.status !== 303) throw new Error(`paying on B answered ${paid.status}`);
  const success = await fetch(`${second}/checkout/success?session_id=${sessionId}`, { headers: { cookie, [clientHeader]: address } });
  return (await success.text()).includes(orderId);
}

/** Receipts per address across both servers' dev mailboxes, waiting until every order has one (or time is up). */
async function receiptCounts(servers: RunningServer[], addresses: Set<string>): Promise<Map<string, number>> {
  const deadline = Date.now() + RECEIPT_WAIT_MS;
  while ((await countReceipts(servers, addresses)).size < addresses.size && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // A moment more, so a job run twice would have written its second copy before the final count.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return countReceipts(servers, addresses);
}

async function countReceipts(servers: RunningServer[], addresses: Set<string>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const server of servers) {
    const dir = path.join(server.dataDir, "mailbox");
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith(".json"))) {
      const message = JSON.parse(await readFile(path.join(dir, name), "utf8")) as { to?: string; subject?: string };
      if (message.subject === "Your Catharsis receipt" && message.to && addresses.has(message.to)) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
    }
  }
  return counts;
}
