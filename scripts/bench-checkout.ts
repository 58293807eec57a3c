// Checkout under load, for `npm run bench`: POST /api/checkout on the sandbox provider, a fixed
// number of requests over 50 connections (every answer is read), then the orders the server stored
// are counted against the answers, and 200 sessions are paid with the success page racing the
// sandbox's webhook. No order may be lost or doubled, and each paid order grants one form exactly once.
import { CONNECTIONS, load, positiveNumber, printTable, type BenchTarget } from "./support/load";

const PAYMENTS = 200;
const CHECKOUTS = positiveNumber(process.env.BENCH_CHECKOUTS, 1000);
const CHECKOUT_WARMUP = 100;

export type CheckoutFigures = { p99Ms: number; perSecond: number; held: boolean; clean: boolean };

/** Runs the checkout load on `origin` and checks every order; `backend` names the database in the output. */
export async function benchCheckout(origin: string, clientHeader: string, backend: string): Promise<CheckoutFigures> {
  const checkout = checkoutTarget(clientHeader);
  // Other sections may have stored orders on this server already: only what checkout adds counts.
  const before = await orderCounts(origin);
  await load(origin, checkout.target, 0, "warmup");
  console.log(`\nCheckout on ${backend}: ${CHECKOUTS} requests over ${CONNECTIONS} connections, after ${CHECKOUT_WARMUP} to warm up`);
  const result = await load(origin, checkout.target, 0, "measured");
  printTable(new Map([[checkout.target, result]]));
  const ordersHeld = await checkOrders(origin, checkout.ledger, before);
  const paymentsHeld = await payAndCheck(origin, checkout.ledger.started.slice(0, PAYMENTS));
  return {
    p99Ms: result.latency.p99,
    perSecond: result.requests.average,
    held: ordersHeld && paymentsHeld,
    clean: result.errors === 0 && result.timeouts === 0 && result.non2xx === 0,
  };
}

type StartedCheckout = { orderId: string; sessionId: string; cookie: string };
type CheckoutLedger = { answered: number; refused: Record<string, number>; orderIds: Set<string>; doubled: number; started: StartedCheckout[] };

/** POST /api/checkout on the sandbox provider; every 200's order id is kept to compare with the database. */
function checkoutTarget(clientHeader: string): { target: BenchTarget; ledger: CheckoutLedger } {
  const ledger: CheckoutLedger = { answered: 0, refused: {}, orderIds: new Set(), doubled: 0, started: [] };
  let client = 0;
  const target: BenchTarget = {
    name: "POST /api/checkout (sandbox provider)",
    amount: { warmup: CHECKOUT_WARMUP, measured: CHECKOUTS },
    request: {
      path: "/api/checkout",
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email: "bench@example.com", items: [{ productId: "catharsis", category: "death", quantity: 1 }] }),
      setupRequest: (request) => {
        client += 1;
        const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
        return { ...request, headers: { ...request.headers, [clientHeader]: address } };
      },
      onResponse: (status, body, _context, headers) => {
        if (status !== 200) {
          ledger.refused[status] = (ledger.refused[status] ?? 0) + 1;
          return;
        }
        ledger.answered += 1;
        const { orderId, url } = JSON.parse(body) as { orderId: string; url: string };
        if (ledger.orderIds.has(orderId)) ledger.doubled += 1;
        ledger.orderIds.add(orderId);
        if (ledger.started.length < PAYMENTS) {
          const setCookie = headers["set-cookie"];
          ledger.started.push({ orderId, sessionId: url.split("/").pop() ?? "", cookie: (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(";")[0] ?? "" });
        }
      },
    },
  };
  return { target, ledger };
}

async function orderCounts(origin: string): Promise<Record<string, number>> {
  const response = await fetch(`${origin}/dev/fixtures/orders`);
  if (!response.ok) throw new Error(`GET /dev/fixtures/orders answered ${response.status}`);
  return ((await response.json()) as { counts: Record<string, number> }).counts;
}

/** Every request sent is one stored order and one 200 with its own order id. */
async function checkOrders(origin: string, ledger: CheckoutLedger, before: Record<string, number>): Promise<boolean> {
  const sent = CHECKOUT_WARMUP + CHECKOUTS;
  const after = await orderCounts(origin);
  const counts = Object.fromEntries(Object.entries(after).map(([status, n]) => [status, n - (before[status] ?? 0)]));
  const stored = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const refused = Object.entries(ledger.refused).map(([status, n]) => `${n} × ${status}`).join(", ") || "none";
  console.log(`\nCheckout orders (warm-up and measured runs together):`);
  console.log(`  requests sent: ${sent}, answered 200: ${ledger.answered}, distinct order ids: ${ledger.orderIds.size}, other answers: ${refused}`);
  console.log(`  orders stored by these requests: ${stored} (${Object.entries(counts).map(([status, n]) => `${status} ${n}`).join(", ")})`);
  // Lost: a request that stored no order. Doubled: one request stored two, or two answers share an id.
  const held = stored === sent && counts.pending === sent && ledger.doubled === 0 && ledger.orderIds.size === ledger.answered;
  if (ledger.answered < sent) console.log(`  ${sent - ledger.answered} answers were not read (client timeouts); their orders are among those stored`);
  console.log(`  no order lost or doubled: ${held ? "PASS" : "FAIL"}`);
  return held;
}

/**
 * Pays sessions on the sandbox page, 50 at a time, and opens each success page at once, so
 * the page's verification races the sandbox's webhook. Each order must end paid with exactly
 * the one form_access row its cart bought.
 */
async function payAndCheck(origin: string, started: StartedCheckout[]): Promise<boolean> {
  const began = performance.now();
  const queue = [...started];
  const payOne = async ({ sessionId, cookie }: StartedCheckout) => {
    const paid = await fetch(`${origin}/sandbox/pay/${sessionId}`, {
      method: "POST",
      body: new URLSearchParams({ cardNumber: "4242 4242 4242 4242" }),
      redirect: "manual",
    });
    await paid.body?.cancel();
    if (paid.status !== 303) throw new Error(`paying ${sessionId} answered ${paid.status}`);
    const success = await fetch(`${origin}/checkout/success?session_id=${sessionId}`, { headers: { cookie } });
    await success.body?.cancel();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await payOne(next);
  }));
  const deadline = Date.now() + 60_000;
  let wrong: string[];
  do {
    wrong = [];
    for (const { orderId } of started) {
      const order = (await (await fetch(`${origin}/dev/fixtures/orders?orderId=${orderId}`)).json()) as {
        order: { status: string };
        formAccess: { paymentStatus: string }[];
      };
      const ok = order.order.status === "paid" && order.formAccess.length === 1 && order.formAccess[0]?.paymentStatus === "paid";
      if (!ok) wrong.push(`${orderId}: ${order.order.status}, ${order.formAccess.length} form_access`);
    }
    if (wrong.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  } while (wrong.length > 0 && Date.now() < deadline);
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`\nSandbox payments: ${started.length} sessions paid ${CONNECTIONS} at a time, success page racing the webhook: ${seconds} s`);
  console.log(`  each order paid once with exactly one form_access row: ${wrong.length === 0 ? "PASS" : `FAIL (${wrong.slice(0, 5).join("; ")})`}`);
  return wrong.length === 0 && started.length === PAYMENTS;
}
