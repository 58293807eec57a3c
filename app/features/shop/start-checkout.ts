import type { CartLine } from "~/domains/cart/cart-line";

export const CHECKOUT_FALLBACK_MESSAGE = "There was an issue processing your request. Please try again.";

/**
 * Asks the server for a payment page (contract with POST /api/checkout). Only
 * ids, categories and quantities are sent: the server prices every line.
 * Resolves to the payment page's address, or throws with the message to show.
 */
export async function startCheckout(lines: CartLine[], email: string | undefined): Promise<string> {
  const items = lines.map((line) => ({ productId: line.product_id, category: line.category, quantity: line.quantity }));
  let response: Response;
  try {
    response = await fetch("/api/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(email === undefined ? { items } : { email, items }),
    });
  } catch {
    throw new Error(CHECKOUT_FALLBACK_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as { url?: unknown; error?: unknown } | null;
  if (!response.ok || typeof body?.url !== "string") {
    throw new Error(typeof body?.error === "string" && body.error ? body.error : CHECKOUT_FALLBACK_MESSAGE);
  }
  const url = new URL(body.url, window.location.origin);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(CHECKOUT_FALLBACK_MESSAGE);
  return url.href;
}
