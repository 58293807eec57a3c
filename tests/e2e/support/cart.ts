import { expect, type Page } from "@playwright/test";

export const CART_KEY = "demo_cart_items";

/** A stored cart line as the store writes it (prices in cents). */
export function cartLine(
  id: string,
  productId: string,
  category: string | null,
  quantity = 1,
  { name, price, serviceType }: { name?: string; price?: number; serviceType?: string } = {},
) {
  return {
    id,
    product_id: productId,
    service_type: serviceType ?? "catharsis-survey",
    service_name: name ?? productId,
    category,
    price: price ?? 1499,
    quantity,
  };
}

/** Puts lines (or any raw text) in browser storage before the next page load. */
export async function seedCart(page: Page, value: unknown[] | string) {
  const raw = typeof value === "string" ? value : JSON.stringify(value);
  await page.goto("/");
  await page.evaluate(([key, next]) => localStorage.setItem(key, next), [CART_KEY, raw] as const);
}

export async function storedCart(page: Page): Promise<{ product_id: string; category: string | null; quantity: number }[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), CART_KEY);
}

export const cartBadge = (page: Page) => page.getByTestId("cart-badge");

/** The toast sonner shows, by its title. */
export const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

export async function expectToast(page: Page, title: string, description?: string) {
  const shown = toast(page, title);
  await expect(shown.first()).toBeVisible();
  if (description) await expect(shown.first()).toContainText(description);
}
