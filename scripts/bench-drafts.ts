// Draft saves under load, for `npm run bench`: 50 clients, each signed in with a paid
// Depression form, autosave their growing answers at the same time (one request in flight
// per client, so 50 concurrent connections). Every save's latency is kept; afterwards each
// client reopens the form page, and the draft it shows must be the last one that client sent.
import { isDeepStrictEqual } from "node:util";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

const WRITERS = 50;
// Under the endpoint's 120 saves a minute per account, warm-up save included.
const SAVES_PER_WRITER = 20;
const QUESTIONS = 30;
const ANSWER_CHARS = 600;
const FORM_PATH = "/depression-form";
const FORM_ROUTE_ID = "assessment:depression-form";

type Answers = { email: string; completionDate: string; responses: Record<string, string> };
export type Writer = { index: number; email: string; cookie: string; entitlementId: string; bankVersion: string; address: string };
type OpenGate = { state: string; entitlementId?: string; bankVersion?: string; draft?: Answers | null };

export type DraftBenchResult = { saves: number; errors: number; lost: number; perSecond: number; p99Ms: number };

/** Creates the writers, runs the load, checks every draft; prints the figures. */
export async function benchDraftSaves(origin: string, clientHeader: string): Promise<DraftBenchResult> {
  const writers = await Promise.all(Array.from({ length: WRITERS }, (_, index) => createWriter(origin, clientHeader, index)));
  // One unmeasured save each: the route, its queries and the cipher are warm before timing starts.
  await Promise.all(writers.map((writer) => save(origin, clientHeader, writer, 0)));

  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const began = performance.now();
  await Promise.all(
    writers.map(async (writer) => {
      for (let seq = 1; seq <= SAVES_PER_WRITER; seq += 1) {
        const started = performance.now();
        const outcome = await save(origin, clientHeader, writer, seq).catch((error: unknown) => `error ${String(error)}`);
        latencies.push(performance.now() - started);
        if (outcome !== "200") failures.set(outcome, (failures.get(outcome) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);

  const lostBy: string[] = [];
  for (const writer of writers) {
    const gate = await openFormPage(origin, writer.cookie);
    if (!isDeepStrictEqual(gate.draft, answersFor(writer.index, SAVES_PER_WRITER))) lostBy.push(writer.email);
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const bytes = Buffer.byteLength(JSON.stringify(answersFor(0, SAVES_PER_WRITER)));
  console.log(
    `\nDraft saves (POST /api/assessments/drafts): ${WRITERS} writers at once, ${SAVES_PER_WRITER} saves each, ` +
      `${QUESTIONS} answers growing to ${(bytes / 1024).toFixed(1)} KB`,
  );
  console.log(
    `  saves: ${latencies.length}, ${(latencies.length / seconds).toFixed(1)} req/s over ${seconds.toFixed(1)} s; ` +
      `p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, p99 ${ms(percentile(sorted, 99))} ms, ` +
      `max ${ms(sorted.at(-1) ?? 0)} ms`,
  );
  const failed = [...failures].map(([outcome, n]) => `${n} × ${outcome}`).join(", ");
  console.log(`  errors (any answer but 200): ${errors}${failed ? ` (${failed})` : ""}`);
  console.log(`  drafts lost: ${lostBy.length} of ${WRITERS}${lostBy.length > 0 ? ` (${lostBy.slice(0, 5).join(", ")})` : ""}`);
  return { saves: latencies.length, errors, lost: lostBy.length, perSecond: latencies.length / seconds, p99Ms: percentile(sorted, 99) };
}

/** A verified, signed-in account with one paid Depression form, made through the test fixtures. */
export async function createWriter(origin: string, clientHeader: string, index: number): Promise<Writer> {
  const address = `10.250.${index >> 8}.${index & 255}`;
  const email = `bench-writer-${index}-${Date.now()}@example.com`;
  const user = await fetch(`${origin}/dev/fixtures/users`, {
    method: "POST",
    headers: { "content-type": "application/json", [clientHeader]: address },
    body: JSON.stringify({ email, password: `bench passphrase ${index} for drafts`, signIn: true }),
  });
  if (user.status !== 201) throw new Error(`creating ${email} answered ${user.status}: ${await user.text()}`);
  const { id } = (await user.json()) as { id: string };
  const cookie = user.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
  const order = await fetch(`${origin}/dev/fixtures/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", [clientHeader]: address },
    body: JSON.stringify({ email, userId: id, items: [{ productId: "catharsis", category: "depression", quantity: 1 }] }),
  });
  if (order.status !== 201) throw new Error(`paying for ${email} answered ${order.status}: ${await order.text()}`);
  await order.body?.cancel();

  const gate = await openFormPage(origin, cookie);
  if (gate.state !== "open" || !gate.entitlementId || !gate.bankVersion || gate.draft !== null) {
    throw new Error(`${email}'s form page did not open empty: ${JSON.stringify(gate)}`);
  }
  return { index, email, cookie, entitlementId: gate.entitlementId, bankVersion: gate.bankVersion, address };
}

/** The form page's data as the browser's router fetches it, with the streamed gate awaited. */
export async function openFormPage(origin: string, cookie: string): Promise<OpenGate> {
  const response = await fetch(`${origin}${FORM_PATH}.data?_routes=${encodeURIComponent(FORM_ROUTE_ID)}`, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`${FORM_PATH}.data answered ${response.status}`);
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  const routes = decoded.value as Record<string, { data?: { gate: Promise<OpenGate> } }>;
  const gate = routes[FORM_ROUTE_ID]?.data?.gate;
  if (!gate) throw new Error(`${FORM_PATH}.data had no gate: ${JSON.stringify(Object.keys(routes))}`);
  const value = await gate;
  await decoded.done;
  return value;
}

/** One autosave: the whole draft as the page holds it after `seq` saves. Resolves to the status. */
export async function save(origin: string, clientHeader: string, writer: Writer, seq: number, of = SAVES_PER_WRITER): Promise<string> {
  const response = await fetch(`${origin}/api/assessments/drafts`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", cookie: writer.cookie, [clientHeader]: writer.address },
    body: JSON.stringify({
      formType: "depression",
      entitlementId: writer.entitlementId,
      bankVersion: writer.bankVersion,
      writerId: `bench-page-${writer.index}`,
      writerSeq: seq,
      answers: answersFor(writer.index, seq, of),
    }),
  });
  await response.text();
  return String(response.status);
}

const filler =
  "Most days I get up early and walk the dog before anyone else is awake, because the quiet helps me think. " +
  "Lately the walks are shorter and I find myself sitting in the car afterwards, not wanting to go inside. ";

/**
 * A draft after `seq` of the writer's `of` saves: earlier questions answered in full, the one
 * being typed part-way, its text naming the save so every save differs from the last.
 */
export function answersFor(writer: number, seq: number, of = SAVES_PER_WRITER): Answers {
  const progress = (seq / of) * QUESTIONS;
  const responses: Record<string, string> = {};
  for (let question = 1; question <= Math.ceil(progress); question += 1) {
    const full = `Writer ${writer}, question ${question}: ${filler.repeat(Math.ceil(ANSWER_CHARS / filler.length))}`.slice(0, ANSWER_CHARS);
    const typed = question < progress ? full : full.slice(0, Math.max(40, Math.round(ANSWER_CHARS * (progress % 1 || 1))));
    responses[`q${question}`] = question === Math.ceil(progress) ? `${typed} [save ${seq}]` : typed;
  }
  return { email: `writer-${writer}@example.com`, completionDate: "2026-03-14", responses };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function ms(value: number): string {
  return value.toFixed(1);
}
