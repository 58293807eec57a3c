import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { grantsOf, orderRow, postCheckout, postWebhook, recordedEvents, setUpPaymentsDatabase } from "./payments-harness";
import { refundSandboxSession } from "~/domains/checkout/providers/sandbox-payments.server";
import { listMailbox } from "~/domains/messaging/dev-mailbox/dev-mailbox.server";
import { action as payAction, loader as payLoader } from "~/routes/shop/sandbox-pay";

// The sandbox delivers its webhooks over HTTP to APP_URL: here, a server that hands them to the route.
const forwarder = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const signature = typeof req.headers["stripe-signature"] === "string" ? req.headers["stripe-signature"] : null;
  const result = await postWebhook(Buffer.concat(chunks).toString("utf8"), signature);
  res.writeHead(result.status, { "content-type": "application/json" }).end(JSON.stringify(result.body));
});
await new Promise<void>((resolve) => forwarder.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
process.env.APP_URL = origin;

const { dataDir } = setUpPaymentsDatabase({ work: true });
afterAll(() => new Promise<void>((resolve) => forwarder.close(() => resolve())));

const routeArgs = (sessionId: string, request: Request) =>
  ({ request, params: { sessionId }, context: new RouterContextProvider() }) as never;

function payWith(sessionId: string, cardNumber: string) {
  const request = new Request(`${origin}/sandbox/pay/${sessionId}`, { method: "POST", body: new URLSearchParams({ cardNumber }) });
  return payAction(routeArgs(sessionId, request));
}

async function pageOf(sessionId: string) {
  return payLoader(routeArgs(sessionId, new Request(`${origin}/sandbox/pay/${sessionId}`)));
}

describe(`sandbox payment page and webhook delivery (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("declines the decline card, takes the success card, and fulfils through its signed webhook", async () => {
    const checkout = await postCheckout({
      email: "sandbox.buyer@example.com",
      items: [{ productId: "therapist-summary", category: "depression", quantity: 1 }],
    });
    const orderId = String(checkout.body.orderId);
    const sessionId = (await orderRow(orderId)).providerSessionId ?? "";
    expect(checkout.body.url).toBe(`${origin}/sandbox/pay/${sessionId}`);

    expect(await pageOf(sessionId)).toMatchObject({
      status: "open",
      email: "sandbox.buyer@example.com",
      total: "$24.99",
      lines: [{ name: "Therapist Summary (Depression)", quantity: 1, amount: "$24.99" }],
    });

    const declined = (await payWith(sessionId, "4000 0000 0000 0002")) as { data: { error: string }; init: ResponseInit };
    expect(declined.init.status).toBe(402);
    expect(declined.data.error).toMatch(/declined/);
    expect(await pageOf(sessionId)).toMatchObject({ status: "open" });
    expect((await payWith(sessionId, "1234")) as { init: ResponseInit }).toMatchObject({ init: { status: 400 } });

    const paid = (await payWith(sessionId, "4242 4242 4242 4242")) as Response;
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${origin}/checkout/success?session_id=${sessionId}`);
    // A second click on Pay lands on the same confirmation and charges nothing more.
    expect(((await payWith(sessionId, "4242424242424242")) as Response).headers.get("location")).toBe(paid.headers.get("location"));

    // Nothing but the webhook (delivered by the job over HTTP) fulfils the order here.
    await expect.poll(async () => (await orderRow(orderId)).status, { timeout: 15_000, interval: 200 }).toBe("paid");
    // The event is recorded after the order is fulfilled (handle-payment-event), so it may land a moment after "paid".
    await expect.poll(async () => (await recordedEvents()).some((id) => id.startsWith("evt_sandbox_")), { timeout: 5_000, interval: 100 }).toBe(true);
    expect(await grantsOf(orderId)).toEqual([
      { formType: "depression", paymentStatus: "paid", email: "sandbox.buyer@example.com", status: "active", reportsOwed: ["therapist-summary"] },
    ]);

    const mailbox = path.join(dataDir, "mailbox");
    await expect
      .poll(async () => (await listMailbox(mailbox)).filter((message) => message.to === "sandbox.buyer@example.com").length, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(1);
    const [receipt] = await listMailbox(mailbox);
    expect(receipt?.subject).toBe("Your Catharsis receipt");
    expect(receipt?.text).toContain(orderId);
    expect(receipt?.text).toContain("$24.99");
    expect(receipt?.text).toContain("Therapist Summary (Depression)");

    expect(await refundSandboxSession(sessionId)).toBe(true);
    await expect.poll(async () => (await orderRow(orderId)).status, { timeout: 15_000, interval: 200 }).toBe("refunded");
    expect(await grantsOf(orderId)).toMatchObject([{ status: "revoked", paymentStatus: "refunded" }]);
  });

  it("answers 404 for a session it does not know", async () => {
    await expect(pageOf("cs_sandbox_UNKNOWN")).rejects.toMatchObject({ status: 404 });
  });
});
