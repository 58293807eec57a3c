import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe-server";
import { definePaymentScenarios } from "./payment-scenarios";
import { orderRow, postCheckout, stripeDriver, setUpPaymentsDatabase } from "./payments-harness";
import { setPaymentProvider } from "~/domains/checkout/provider.server";

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

  it("sends Stripe server-side line items, the e-mail, our order id and the return addresses, with an idempotency key", async () => {
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

  it("answers 502 with the spec's fallback message when Stripe refuses the request", async () => {
    const { createStripeProvider } = await import("~/domains/checkout/stripe-provider.server");
    setPaymentProvider(createStripeProvider({ secretKey: "sk_test_wrong", webhookSecret: fake.webhookSecret, host: fake.host, port: fake.port, protocol: "http" }));
    try {
      const response = await postCheckout({ email: "a@example.com", items: [{ productId: "catharsis", category: "death", quantity: 1 }] });
      expect(response).toMatchObject({ status: 502, body: { error: "There was an issue processing your request. Please try again." } });
    } finally {
      setPaymentProvider(stripeDriver(fake).provider);
    }
  });
});
