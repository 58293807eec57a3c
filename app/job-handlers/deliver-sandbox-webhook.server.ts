import { appUrl, getEnv } from "~/config/env.server";
import { sandboxWebhookSecret } from "~/domains/checkout/providers/sandbox-provider.server";
import { signWebhookPayload } from "~/domains/checkout/providers/webhook-signature.server";

/**
 * The sandbox provider's webhook: POSTs the event to our own endpoint with a
 * Stripe-style signature, so verification and fulfilment run exactly as they
 * do for Stripe. A refused delivery throws, and the queue retries it.
 */
export async function deliverSandboxWebhook({ event }: { event: string }): Promise<void> {
  const response = await fetch(`${appUrl(getEnv())}/api/webhooks/payments`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signWebhookPayload(event, sandboxWebhookSecret()) },
    body: event,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`sandbox webhook answered ${response.status}`);
}
