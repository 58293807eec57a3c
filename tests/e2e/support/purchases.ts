import { expect, type APIRequestContext } from "@playwright/test";

export type PurchaseItem = { productId: string; category: string | null; quantity?: number };

/**
 * A paid order through the payments fixture (checkout,
 * sandbox card, the one fulfilment): the buyer's account's when an id is
 * given, a guest's otherwise. Returns the order id.
 */
export async function buyFor(
  request: APIRequestContext,
  buyer: { email: string; id?: string | null },
  items: PurchaseItem[],
): Promise<string> {
  const response = await request.post("/dev/fixtures/orders", {
    data: { email: buyer.email, userId: buyer.id, items: items.map((item) => ({ quantity: 1, ...item })) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}
