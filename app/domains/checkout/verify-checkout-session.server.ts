import type { CategoryId } from "~/domains/catalog/grants";

export type VerifiedOrder = {
  id: string;
  email: string;
  amountCents: number;
  lines: { name: string; category: CategoryId | null; quantity: number; unitPriceCents: number }[];
};

export type VerifyCheckoutResult =
  | { status: "paid"; order: VerifiedOrder }
  | { status: "pending" }
  | { status: "failed" }
  | { status: "not-found" };

/**
 * What the success page may show for `session_id`: re-read from the provider,
 * fulfilled when paid. Temporary body: the real one lands shortly.
 */
export async function verifyCheckoutSession(_input: {
  sessionId: string;
  cookieHeader: string | null;
  userId: string | null;
}): Promise<VerifyCheckoutResult> {
  return { status: "not-found" };
}
