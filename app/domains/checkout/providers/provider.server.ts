import { getEnv, type Env } from "~/config/env.server";
import { createSandboxProvider } from "./sandbox-provider.server";
import { createStripeProvider } from "./stripe-provider.server";
import type { PaymentProvider } from "./payment-provider.server";

const holder = globalThis as typeof globalThis & { __catharsisPaymentProvider?: PaymentProvider };

/** Which provider the environment selects: Stripe needs both keys (boot logs this). */
export function paymentProviderName(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">): "stripe" | "sandbox" {
  return env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? "stripe" : "sandbox";
}

/**
 * Stripe when its keys are configured, the sandbox otherwise. Production
 * never reaches the sandbox: boot refuses to start without the Stripe keys.
 */
export function getPaymentProvider(): PaymentProvider {
  if (holder.__catharsisPaymentProvider) return holder.__catharsisPaymentProvider;
  const env = getEnv();
  let provider: PaymentProvider;
  if (paymentProviderName(env) === "stripe" && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    provider = createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
  } else if (env.APP_ENV === "production") {
    throw new Error("The sandbox payment provider is refused in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.");
  } else {
    provider = createSandboxProvider();
  }
  holder.__catharsisPaymentProvider = provider;
  return provider;
}

/** Replaces the provider (tests point Stripe at a local fake); undefined goes back to the environment's. */
export function setPaymentProvider(provider: PaymentProvider | undefined): void {
  holder.__catharsisPaymentProvider = provider;
}
