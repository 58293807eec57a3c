import { expect, type Page } from "@playwright/test";
import { FIELDS, PRIMARY_ACTIONS } from "../../../app/components/ui/keep-clear";

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

/** What GET /dev/fixtures/orders?orderId= tells about an order (test fixtures only). */
export async function inspectOrder(page: Page, orderId: string) {
  const response = await page.request.get(`/dev/fixtures/orders?orderId=${encodeURIComponent(orderId)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    order: { id: string; status: string; email: string; amountCents: number };
    formAccess: { formType: string; paymentStatus: string; email: string }[];
  };
}

/**
 * Presses Pay on /checkout and waits for this same tab to show the sandbox's payment page:
 * no second tab opens, on any device (ADR 0056).
 */
export async function payOnPaymentPage(page: Page, total: string): Promise<void> {
  const tabsBefore = page.context().pages().length;
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay for your order");
  expect(page.context().pages()).toHaveLength(tabsBefore);
}

/** Enters a sandbox test card and pays. */
export async function payWithCard(paymentTab: Page, cardNumber: string, total: string) {
  await paymentTab.getByLabel("Card number").fill(cardNumber);
  await paymentTab.getByRole("button", { name: `Pay ${total}` }).click();
}

/**
 * Once the toast titled `title` has come to rest, no field or primary action on screen is under it
 * (issue 34: a toast once covered the password field).
 */
export async function expectToastCoversNothing(page: Page, title: string) {
  const shown = toast(page, title).first();
  await expect(shown).toBeVisible();
  // Sonner slides the toast in: measure where it comes to rest.
  await page.waitForTimeout(600);
  const covered = await shown.evaluate((element, selector) => {
    const box = element.getBoundingClientRect();
    return [...document.querySelectorAll(selector)]
      .filter((other) => !element.contains(other))
      .map((other) => ({ rect: other.getBoundingClientRect(), what: other.outerHTML.slice(0, 80) }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0 && rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom)
      .map(({ what }) => what);
  }, `${FIELDS}, ${PRIMARY_ACTIONS}`);
  expect(covered, `the "${title}" toast covers`).toEqual([]);
}
