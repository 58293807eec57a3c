import Stripe from "stripe";
import type { PaymentProvider, ProviderSession } from "./payment-provider.server";
import { verifyWebhookPayload } from "./webhook-signature.server";

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** A local fake of the Stripe API in tests; Stripe's own host otherwise. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

/** Stripe Checkout: the hosted payment page, server-side line items, our order id in the metadata. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    // Retries reuse the idempotency key, so a retried create cannot open a second session.
    maxNetworkRetries: 2,
    timeout: 15_000,
  });

  return {
    name: "stripe",

    async createSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          // Cards only (docs/product.md): a delayed method (bank debit, voucher) would leave a
          // paying customer at "Verification failed" for days. (This Stripe API version
          // replaced `payment_method_types` on Checkout Sessions with this filter.)
          allowed_payment_method_types: ["card"],
          line_items: input.lineItems.map((item) => ({
            quantity: item.quantity,
            price_data: { currency: input.currency, unit_amount: item.unitAmountCents, product_data: { name: item.name } },
          })),
          customer_email: input.email,
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId },
          payment_intent_data: { metadata: { orderId: input.orderId } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned session ${session.id} without a payment page URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveSession(sessionId) {
      try {
        return toProviderSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async findSessionByPayment(paymentId) {
      const list = await stripe.checkout.sessions.list({ payment_intent: paymentId, limit: 1 });
      const [session] = list.data;
      return session ? toProviderSession(session) : null;
    },

    async retrieveCharge(chargeId) {
      try {
        const charge = await stripe.charges.retrieve(chargeId);
        return { id: charge.id, paymentId: idOf(charge.payment_intent), fullyRefunded: charge.refunded };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async refundPayment({ sessionId, paymentId, idempotencyKey }) {
      if (!paymentId) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
      try {
        await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey });
        return "refunded";
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded") return "already-refunded";
        throw error;
      }
    },

    verifyEvent(rawBody, signatureHeader) {
      return verifyWebhookPayload(rawBody, signatureHeader, options.webhookSecret);
    },
  };
}

function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    id: session.id,
    orderId: session.metadata?.orderId ?? null,
    // Stripe may add values; anything unknown counts as not (yet) paid.
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    paymentStatus:
      session.payment_status === "paid"
        ? "paid"
        : session.payment_status === "no_payment_required"
          ? "no_payment_required"
          : "unpaid",
    paymentId: idOf(session.payment_intent),
    amountTotalCents: session.amount_total,
    currency: session.currency,
  };
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

function isNotFound(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}
