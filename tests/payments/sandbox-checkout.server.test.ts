import { afterAll, describe, expect, it } from "vitest";
import { definePaymentScenarios } from "./payment-scenarios";
import { sandboxDriver, setUpPaymentsDatabase } from "./payments-harness";
import { setPaymentProvider } from "~/domains/checkout/providers/provider.server";
import { createSandboxProvider } from "~/domains/checkout/providers/sandbox-provider.server";

setUpPaymentsDatabase();
afterAll(() => setPaymentProvider(undefined));

describe(`sandbox provider (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  definePaymentScenarios(() => sandboxDriver());

  it("returns the same session for a repeated idempotency key, as Stripe does", async () => {
    const input = {
      orderId: "ord_IDEMPOTENT000000",
      email: "a@example.com",
      currency: "usd",
      lineItems: [{ name: "Enneagram Report", unitAmountCents: 1999, quantity: 1 }],
      successUrl: "http://127.0.0.1/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://127.0.0.1/checkout/cancel",
      idempotencyKey: "checkout-session:ord_IDEMPOTENT000000",
    };
    const provider = createSandboxProvider();
    const [first, second] = await Promise.all([provider.createSession(input), provider.createSession(input)]);
    expect(second).toEqual(first);
    expect(await provider.retrieveSession(first.id)).toMatchObject({ orderId: input.orderId, amountTotalCents: 1999, status: "open" });
  });
});
