import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { InvalidSignatureError, type ProviderEvent } from "./payment-provider.server";

/**
 * Stripe's webhook signature scheme (`t=<unix seconds>,v1=<HMAC-SHA256 of
 * "t.body">`). The sandbox signs its webhooks this way too, so both providers
 * go through Stripe's own verification.
 */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac("sha256", secret).update(`${timestampSeconds}.${payload}`, "utf8").digest("hex");
  return `t=${timestampSeconds},v1=${signature}`;
}

/** Verifies signature and age (5 minutes, Stripe's default tolerance), then keeps only the ids. */
export function verifyWebhookPayload(rawBody: string, signatureHeader: string | null, secret: string): ProviderEvent {
  if (!signatureHeader) throw new InvalidSignatureError("No signature header");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    throw new InvalidSignatureError(error instanceof Error ? error.message : "Invalid signature");
  }
  const object = (event.data as { object?: { id?: unknown } } | undefined)?.object;
  if (typeof event.id !== "string" || typeof event.type !== "string") throw new InvalidSignatureError("Malformed event");
  return { id: event.id, type: event.type, objectId: typeof object?.id === "string" ? object.id : null };
}
