import { RouterContextProvider } from "react-router";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { getPaymentProvider } from "~/domains/checkout/providers/provider.server";
import { loader as payLoader } from "~/routes/shop/sandbox-pay";

// A production configuration: every stand-in replaced, Stripe keys set.
Object.assign(process.env, {
  REPORT_DRAFTER: "template",
  APP_ENV: "production",
  APP_URL: "https://store.example.com",
  // Never connected to here: nothing in this file opens the database.
  DATABASE_URL: "postgres://catharsis@db.example.com:5432/catharsis",
  SMTP_URL: "smtp://mail.example.com:587",
  STRIPE_SECRET_KEY: "sk_live_not_used_here",
  STRIPE_WEBHOOK_SECRET: "whsec_production_secret",
  SESSION_SECRET: "a-production-session-secret-of-more-than-32-chars",
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
});

describe("the sandbox in production mode", () => {
  it("is not the provider, and its payment page does not exist", async () => {
    expect(getPaymentProvider().name).toBe("stripe");
    const request = new Request("https://store.example.com/sandbox/pay/cs_sandbox_ANY");
    await expect(
      payLoader({ request, params: { sessionId: "cs_sandbox_ANY" }, context: new RouterContextProvider() } as never),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("does not accept a webhook signed with anything but the Stripe webhook secret", () => {
    const body = JSON.stringify({ id: "evt_1", type: "checkout.session.completed", data: { object: { id: "cs_1" } } });
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_sandbox_guess" });
    expect(() => getPaymentProvider().verifyEvent(body, foreign)).toThrow(/signature/i);
    const genuine = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_production_secret" });
    expect(getPaymentProvider().verifyEvent(body, genuine)).toEqual({ id: "evt_1", type: "checkout.session.completed", objectId: "cs_1" });
  });
});
