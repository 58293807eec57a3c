/** The payment provider seam: what checkout asks of Stripe or the sandbox, and what they answer. */

export type ProviderName = "stripe" | "sandbox";

/** One line of a payment page, priced by us. */
export type SessionLineItem = { name: string; unitAmountCents: number; quantity: number };

export type CreateSessionInput = {
  orderId: string;
  email: string;
  currency: string;
  lineItems: SessionLineItem[];
  /** Absolute; may contain `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  /** Repeating a call with the same key returns the same session (network retries). */
  idempotencyKey: string;
};

/** A checkout session as the provider reports it now: the only source of truth for payment. */
export type ProviderSession = {
  id: string;
  /** Our order id from the session's metadata. */
  orderId: string | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  paymentId: string | null;
  amountTotalCents: number | null;
  currency: string | null;
};

export type ProviderCharge = { id: string; paymentId: string | null; fullyRefunded: boolean };

/** The signed notification, reduced to what we trust from it: ids. */
export type ProviderEvent = { id: string; type: string; objectId: string | null };

export class InvalidSignatureError extends Error {
  override name = "InvalidSignatureError";
}

/**
 * What checkout needs from a card payment provider. Stripe implements it
 * against its API; the sandbox implements it on our own tables, so the same
 * checkout, webhook and fulfilment code runs on both.
 */
export interface PaymentProvider {
  name: ProviderName;
  createSession(input: CreateSessionInput): Promise<{ id: string; url: string }>;
  /** Null when the provider does not know the id. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  findSessionByPayment(paymentId: string): Promise<ProviderSession | null>;
  retrieveCharge(chargeId: string): Promise<ProviderCharge | null>;
  /**
   * Gives a paid session's whole amount back. Idempotent under `idempotencyKey`; a payment
   * refunded before (by the provider's dashboard, say) answers "already-refunded".
   */
  refundPayment(input: { sessionId: string; paymentId: string | null; idempotencyKey: string }): Promise<"refunded" | "already-refunded">;
  /** Checks the signature over the raw body; throws InvalidSignatureError. */
  verifyEvent(rawBody: string, signatureHeader: string | null): ProviderEvent;
}
