import { asc, eq } from "drizzle-orm";
import { signInCookie } from "../integration/auth-testbed";
import { getDb } from "~/db/database.server";
import { entitlements } from "~/db/schema";
import { createUserDirectly } from "~/domains/accounts/sign-in/create-user.server";
import { grantsFor } from "~/domains/catalog/grants";
import { getProduct } from "~/domains/catalog/products";
import { priceCart, type Catalogue, type CheckoutRequest } from "~/domains/checkout/checkout-request";
import { createCheckoutSession } from "~/domains/checkout/create-checkout-session.server";
import { fulfilOrder } from "~/domains/checkout/fulfil-order.server";
import { getPaymentProvider } from "~/domains/checkout/providers/provider.server";
import { paySandboxSession, SANDBOX_CARDS } from "~/domains/checkout/providers/sandbox-payments.server";

/**
 * Clients for the assessment tests: a verified account with a real session
 * cookie, and purchases paid the way a buyer pays (checkout session, sandbox
 * card, the one fulfilment operation), so form_access rows are the ones a
 * real order grants. Needs a database and a started job queue.
 */
export type Client = { id: string; email: string; cookie: string };

const PASSWORD = "a long test passphrase 4 assessments";
let clients = 0;

export async function signedInClient(label = "client"): Promise<Client> {
  clients += 1;
  const email = `${label}-${clients}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const created = await createUserDirectly({ email, password: PASSWORD, verified: true, role: "client" });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email: created.email, cookie: await signInCookie(email, PASSWORD) };
}

const catalogue: Catalogue = {
  getProduct,
  grantsFor,
};

export type Purchase = { orderId: string; entitlements: { id: string; formType: string }[] };

/** A paid order for an account (or a guest, with `userId: null`); its entitlements in grant order. */
export async function buy(
  buyer: { email: string; userId: string | null },
  items: CheckoutRequest["items"],
): Promise<Purchase> {
  const provider = getPaymentProvider();
  if (provider.name !== "sandbox") throw new Error("assessment tests pay with the sandbox provider");
  const cart = priceCart(items, catalogue);
  if (!cart.ok) throw new Error(cart.error);
  const session = await createCheckoutSession({ email: buyer.email, userId: buyer.userId, lines: cart.lines, origin: "http://localhost:3000" });
  const payment = await paySandboxSession(session.sessionId, SANDBOX_CARDS.succeeds);
  const paid = payment.outcome === "paid" ? await provider.retrieveSession(session.sessionId) : null;
  if (!paid || (await fulfilOrder(paid)).outcome !== "fulfilled") throw new Error("the test order could not be paid");
  const granted = await getDb()
    .select({ id: entitlements.id, formType: entitlements.formType })
    .from(entitlements)
    .where(eq(entitlements.orderId, session.orderId))
    .orderBy(asc(entitlements.orderLineId), asc(entitlements.unitIndex));
  return { orderId: session.orderId, entitlements: granted };
}

/** One paid Catharsis survey on the Depression form: the entitlement to write to. */
export async function buyDepressionForm(client: { email: string; id: string }, quantity = 1): Promise<Purchase> {
  return buy({ email: client.email, userId: client.id }, [{ productId: "catharsis", category: "depression", quantity }]);
}

/** A signed-in client who has paid for one Depression form. */
export async function clientWithPaidForm(label = "paid"): Promise<Client & { entitlementId: string; orderId: string }> {
  const client = await signedInClient(label);
  const purchase = await buyDepressionForm(client);
  const entitlementId = purchase.entitlements[0]?.id;
  if (!entitlementId) throw new Error("the purchase granted nothing");
  return { ...client, entitlementId, orderId: purchase.orderId };
}
