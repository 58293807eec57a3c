// The provider's safety alert under an e-mail backlog, for `npm run bench` (BENCH_ONLY=safety-alert
// runs it alone): 100 paid sandbox orders are bought through the test fixtures, each queueing its
// receipt (send-order-receipt, then a send-email job; the worker takes one e-mail job at a time),
// then one signed-in paying client sends a Depression form whose answers the safety screen flags.
// Measured: seconds from the submission's POST to the alert in the dev mailbox, read over HTTP
// (/dev/mailbox), with how many receipts were still undelivered at that moment. Over 60 s fails.
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { getQuestionBank } from "../app/domains/assessments/banks/all-banks";
import { ASQ_SCREENING_ITEM_IDS } from "../app/domains/assessments/scales/asq";
import { scaleDefinitions } from "../app/domains/assessments/scales/scale-definitions";
import { createWriter } from "./bench-drafts";

const RECEIPTS = 100;
const LIMIT_SECONDS = 60;
const ALERT_SUBJECT = "URGENT: a client's answers need attention";
const MAILBOX_ROUTE_ID = "routes/dev/mailbox";
const QUESTIONS = 30;

type MailboxEntry = { id: string; to: string; subject: string };
export type SafetyAlertBenchResult = { seconds: number | null; receiptsDeliveredFirst: number };

export async function benchSafetyAlert(origin: string, clientHeader: string): Promise<SafetyAlertBenchResult> {
  const writer = await createWriter(origin, clientHeader, 4000);

  // The backlog: 100 paid orders, 10 requests at a time, each queueing a receipt.
  const buyers = Array.from({ length: RECEIPTS }, (_, n) => n);
  const buyOne = async (n: number) => {
    const response = await fetch(`${origin}/dev/fixtures/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", [clientHeader]: `10.251.${n >> 8}.${n & 255}` },
      body: JSON.stringify({ email: `bench-receipt-${n}@example.com`, items: [{ productId: "catharsis", category: "death", quantity: 1 }] }),
    });
    if (response.status !== 201) throw new Error(`order ${n} answered ${response.status}: ${await response.text()}`);
    await response.body?.cancel();
  };
  const backlogStarted = performance.now();
  await Promise.all(Array.from({ length: 10 }, async () => {
    for (let next = buyers.shift(); next !== undefined; next = buyers.shift()) await buyOne(next);
  }));
  const receiptsBefore = countReceipts(await mailbox(origin));
  console.log(
    `\nSafety alert: ${RECEIPTS} paid orders bought in ${((performance.now() - backlogStarted) / 1000).toFixed(1)} s, ` +
      `${receiptsBefore} of their receipts delivered so far (the rest are queued)`,
  );

  const responses: Record<string, string> = {};
  for (let q = 1; q <= QUESTIONS; q += 1) responses[`q${q}`] = `An ordinary answer to question ${q}.`;
  responses.q9 = "Most evenings are long. Sometimes I want to die. Mornings are a little easier.";
  const started = performance.now();
  const sent = await fetch(`${origin}/api/assessments/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", cookie: writer.cookie, [clientHeader]: writer.address },
    body: JSON.stringify({
      formType: "depression",
      entitlementId: writer.entitlementId,
      bankVersion: writer.bankVersion,
      submissionId: crypto.randomUUID(),
      answers: { email: writer.email, completionDate: "2026-03-14", responses, scales: middlingScaleAnswers() },
    }),
  });
  const answer = (await sent.json()) as { crisis?: boolean };
  if (sent.status !== 200 || answer.crisis !== true) throw new Error(`the flagged submission answered ${sent.status}: ${JSON.stringify(answer)}`);

  let seconds: number | null = null;
  let receiptsDeliveredFirst = 0;
  while ((performance.now() - started) / 1000 < LIMIT_SECONDS) {
    const messages = await mailbox(origin);
    if (messages.some((message) => message.subject === ALERT_SUBJECT)) {
      seconds = (performance.now() - started) / 1000;
      receiptsDeliveredFirst = countReceipts(messages);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (seconds === null) {
    console.log(`  alert in the dev mailbox: not within ${LIMIT_SECONDS} s: FAIL`);
  } else {
    console.log(
      `  alert in the dev mailbox ${seconds.toFixed(2)} s after the submission's POST ` +
        `(limit ${LIMIT_SECONDS} s: ${seconds <= LIMIT_SECONDS ? "PASS" : "OVER"}); ` +
        `${receiptsDeliveredFirst} of ${RECEIPTS} receipts had been delivered by then`,
    );
  }
  return { seconds, receiptsDeliveredFirst };
}

function countReceipts(messages: MailboxEntry[]): number {
  return messages.filter((message) => message.to.startsWith("bench-receipt-")).length;
}

/** The dev mailbox's list as the browser's router fetches it. */
async function mailbox(origin: string): Promise<MailboxEntry[]> {
  const response = await fetch(`${origin}/dev/mailbox.data?_routes=${encodeURIComponent(MAILBOX_ROUTE_ID)}`);
  if (response.status !== 200 || !response.body) throw new Error(`/dev/mailbox.data answered ${response.status}`);
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  const routes = decoded.value as Record<string, { data?: { messages: MailboxEntry[] } }>;
  await decoded.done;
  const messages = routes[MAILBOX_ROUTE_ID]?.data?.messages;
  if (!messages) throw new Error(`/dev/mailbox.data had no messages: ${JSON.stringify(Object.keys(routes))}`);
  return messages;
}

/**
 * Every scale item of the Depression form answered "Several days" (1), and the ASQ's questions 1–4
 * answered no (ADR 0058): a sent form must answer them all.
 */
function middlingScaleAnswers(): Record<string, number> {
  const scales = getQuestionBank("depression").scales.flatMap((scaleId) => scaleDefinitions[scaleId].items.map((item) => [item.id, 1] as const));
  return Object.fromEntries([...scales, ...ASQ_SCREENING_ITEM_IDS.map((id) => [id, 0] as const)]);
}
