import { data } from "react-router";
import type { Route } from "./+types/api-checkout";
import { appUrl, getEnv } from "~/config/env.server";
import { getCurrentUser } from "~/domains/accounts/current-user.server";
import { grantsFor } from "~/domains/catalog/grants";
import { getProduct } from "~/domains/catalog/products";
import { rememberStartedOrder } from "~/domains/checkout/checkout-cookie.server";
import { parseCheckoutRequest, priceCart, type Catalogue } from "~/domains/checkout/checkout-request";
import { CheckoutUnavailableError, createCheckoutSession } from "~/domains/checkout/create-checkout-session.server";
import { normalisePurchaseEmail } from "~/domains/checkout/purchase-email";
import { clientAddressOf } from "~/security/client-address.server";
import { hitRateLimit } from "~/security/rate-limit.server";

// Checkout prices from the catalogue and nothing else (the browser's prices are never read).
const catalogue: Catalogue = {
  getProduct,
  grantsFor,
};

const FALLBACK_ERROR = "There was an issue processing your request. Please try again.";

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /api/checkout {email?, items: [{productId, category, quantity}]}:
 * a new pending order priced from the catalogue and a new payment session.
 * Answers {url, orderId}, or 400/429/502 with {error}.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const limit = await hitRateLimit({ key: `checkout:ip:${clientAddressOf(request)}`, limit: 30, windowMs: 10 * 60 * 1000 });
  if (!limit.allowed) {
    return data(
      { error: "Too many checkout attempts. Please wait a few minutes and try again." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const parsed = parseCheckoutRequest(await request.json().catch(() => null));
  if (!parsed.ok) return data({ error: parsed.error }, { status: 400 });
  const cart = priceCart(parsed.request.items, catalogue);
  if (!cart.ok) return data({ error: cart.error }, { status: 400 });

  // Signed in: the account's address, whatever the form said.
  const user = await getCurrentUser(request);
  const email = normalisePurchaseEmail(user ? user.email : parsed.request.email);
  if (!email.ok) return data({ error: email.error }, { status: 400 });

  try {
    const session = await createCheckoutSession({
      email: email.email,
      userId: user?.id ?? null,
      lines: cart.lines,
      origin: appUrl(getEnv()),
    });
    const cookie = await rememberStartedOrder(request.headers.get("Cookie"), session.orderId);
    return data({ url: session.url, orderId: session.orderId }, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof CheckoutUnavailableError) return data({ error: FALLBACK_ERROR }, { status: 502 });
    throw error;
  }
}
