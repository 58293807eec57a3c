import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe-server";
import { definePaymentScenarios } from "./payment-scenarios";
import { grantsOf, orderRow, postCheckout, postWebhook, receiptJobs, setUpPaymentsDatabase, stripeDriver } from "./payments-harness";
import { setPaymentProvider } from "~/domains/checkout/providers/provider.server";
import { verifyCheckoutSession } from "~/domains/checkout/verify-checkout-session.server";

setUpPaymentsDatabase();

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await fake.close();
});

describe(`Stripe provider against a fake Stripe API (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  definePaymentScenarios(() => stripeDriver(fake));

  it("sends Stripe card payments only, server-side line items, the e-mail, our order id and the return addresses, with an idempotency key", async () => {
    const response = await postCheckout({
      email: "stripe.buyer@example.com",
      items: [{ productId: "catharsis-root-cause", category: "wellbeing", quantity: 3, price: 1 }],
    });
    expect(response.status).toBe(200);
    const orderId = String(response.body.orderId);
    const sessionId = (await orderRow(orderId)).providerSessionId ?? "";
    expect(response.body.url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const create = fake.requests.filter((request) => request.method === "POST").at(-1);
    expect(create?.idempotencyKey).toBe(`checkout-session:${orderId}`);
    expect(create?.body).toMatchObject({
      mode: "payment",
      allowed_payment_method_types: ["card"],
      customer_email: "stripe.buyer@example.com",
      client_reference_id: orderId,
      metadata: { orderId },
      success_url: "http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/checkout/cancel",
      line_items: [
        {
          quantity: "3",
          price_data: { currency: "usd", unit_amount: "2999", product_data: { name: "Catharsis + Root Cause Analysis (Overall Mental Wellbeing)" } },
        },
      ],
    });
  });

  it("waits for a delayed payment method, then fulfils on success or fails the order", async () => {
    const start = async () => {
      const response = await postCheckout({ email: "bank@example.com", items: [{ productId: "catharsis", category: "marriage", quantity: 1 }] });
      const orderId = String(response.body.orderId);
      return { orderId, sessionId: (await orderRow(orderId)).providerSessionId ?? "" };
    };
    const deliver = async (type: string, sessionId: string) => {
      const event = fake.event(type, { id: sessionId });
      return postWebhook(event.body, event.signature);
    };

    const settles = await start();
    fake.pay(settles.sessionId, { async: true });
    await deliver("checkout.session.completed", settles.sessionId);
    expect(await orderRow(settles.orderId)).toMatchObject({ status: "pending" });
    expect(await grantsOf(settles.orderId)).toHaveLength(0);
    fake.settle(settles.sessionId, "succeeded");
    await deliver("checkout.session.async_payment_succeeded", settles.sessionId);
    expect(await orderRow(settles.orderId)).toMatchObject({ status: "paid" });
    expect(await grantsOf(settles.orderId)).toHaveLength(1);
    expect(await receiptJobs(settles.orderId)).toBe(1);

    const bounces = await start();
    fake.pay(bounces.sessionId, { async: true });
    await deliver("checkout.session.completed", bounces.sessionId);
    fake.settle(bounces.sessionId, "failed");
    await deliver("checkout.session.async_payment_failed", bounces.sessionId);
    expect(await orderRow(bounces.orderId)).toMatchObject({ status: "failed" });
    expect(await grantsOf(bounces.orderId)).toHaveLength(0);
  });

  it("answers 502 with the spec's fallback message when Stripe refuses the request, and the success page waits", async () => {
    const cart = { email: "a@example.com", items: [{ productId: "catharsis", category: "death", quantity: 1 }] };
    const started = await postCheckout(cart);
    const sessionId = (await orderRow(String(started.body.orderId))).providerSessionId ?? "";
    const { createStripeProvider } = await import("~/domains/checkout/providers/stripe-provider.server");
    setPaymentProvider(createStripeProvider({ secretKey: "sk_test_wrong", webhookSecret: fake.webhookSecret, host: fake.host, port: fake.port, protocol: "http" }));
    try {
      const response = await postCheckout(cart);
      expect(response).toMatchObject({ status: 502, body: { error: "There was an issue processing your request. Please try again." } });
      expect((await orderRow(String(started.body.orderId))).status).toBe("pending");
      // The success page cannot reach Stripe either: it says "pending" and asks again later.
      expect(await verifyCheckoutSession({ sessionId, cookieHeader: started.cookie ?? null, userId: null })).toEqual({ status: "pending" });
    } finally {
      setPaymentProvider(stripeDriver(fake).provider);
    }
  });
});
