import { expect, type APIRequestContext } from "@playwright/test";
import type { FixtureUser } from "./auth";

type Item = { productId: string; category: string | null; quantity?: number };

/** A paid order for this user through the payments fixture, so the purchased forms open for them. */
export async function buyFor(request: APIRequestContext, user: FixtureUser, items: Item[]): Promise<void> {
  const response = await request.post("/dev/fixtures/orders", {
    data: { email: user.email, userId: user.id, items: items.map((item) => ({ quantity: 1, ...item })) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export const enneagramReport: Item = { productId: "enneagram-report", category: null };
