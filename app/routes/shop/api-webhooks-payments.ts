import { data } from "react-router";
import type { Route } from "./+types/api-webhooks-payments";
import { handlePaymentWebhook } from "~/domains/checkout/handle-payment-event.server";

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /api/webhooks/payments: Stripe's (or the sandbox's) signed events.
 * The signature covers the exact bytes, so the body is read raw, once.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const result = await handlePaymentWebhook(await request.text(), request.headers.get("stripe-signature"));
  if (result.status === 400) return data({ error: result.error }, { status: 400 });
  return data({ received: true, outcome: result.outcome });
}
