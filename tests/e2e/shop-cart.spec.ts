import { expect, test } from "@playwright/test";
import { CART_KEY, cartBadge, cartLine, seedCart, storedCart } from "./support/cart";
import { trackHydration, waitForHydration } from "./support/hydration";

const twoLines = [
  cartLine("line-1", "catharsis", "death", 2, { name: "Catharsis Survey & Report (Death & Grief)" }),
  cartLine("line-2", "enneagram-report", null, 1, { name: "Enneagram Report", price: 1999, serviceType: "enneagram-report" }),
];

test.beforeEach(async ({ context }) => {
  await trackHydration(context);
});

test("an empty cart says so and points to the products", async ({ page }) => {
  await page.goto("/cart");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
});

test("quantity buttons change the line, the totals and the badge; the subtotal counts lines", async ({ page }) => {
  await seedCart(page, twoLines);
  await page.goto("/cart");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText("Subtotal (2 items)");
  await expect(summary).toContainText("$49.97");
  await expect(cartBadge(page)).toHaveText("3");

  const grief = page.getByRole("group", { name: "Quantity of Catharsis Survey & Report (Death & Grief)" });
  await page.getByRole("button", { name: "Increase quantity of Catharsis Survey & Report (Death & Grief)" }).click();
  await expect(grief).toContainText("3");
  await expect(cartBadge(page)).toHaveText("4");
  await expect(summary).toContainText("Subtotal (2 items)");
  await expect(summary).toContainText("$64.96");

  await page.getByRole("button", { name: "Decrease quantity of Catharsis Survey & Report (Death & Grief)" }).click();
  await expect(grief).toContainText("2");
  await expect(cartBadge(page)).toHaveText("3");

  // Reaching 0 through the minus button removes the line.
  await page.getByRole("button", { name: "Decrease quantity of Enneagram Report" }).click();
  await expect(page.getByRole("group", { name: "Quantity of Enneagram Report" })).toHaveCount(0);
  await expect(summary).toContainText("Subtotal (1 item)");
  await expect(summary).toContainText("$29.98");
  await expect(cartBadge(page)).toHaveText("2");
});

test("a line stops at 10", async ({ page }) => {
  await seedCart(page, [cartLine("line-1", "therapist-summary", "marriage", 9, { price: 2499 })]);
  await page.goto("/cart");
  const increase = page.getByRole("button", { name: "Increase quantity of Therapist Summary (Marriage)" });
  await increase.click();
  await expect(page.getByRole("group", { name: "Quantity of Therapist Summary (Marriage)" })).toContainText("10");
  await expect(increase).toBeDisabled();
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("$249.90");
  expect((await storedCart(page))[0]?.quantity).toBe(10);
});

test("remove takes one line away and clear empties the cart", async ({ page }) => {
  await seedCart(page, twoLines);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Remove Enneagram Report" }).click();
  await expect(page.getByRole("button", { name: "Remove Enneagram Report" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(cartBadge(page)).toHaveText("2");

  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(cartBadge(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBeNull();
});

test("a change in one tab shows at once in another tab's cart and badge", async ({ context }) => {
  const cartTab = await context.newPage();
  const shopTab = await context.newPage();
  await cartTab.goto("/cart");
  await waitForHydration(cartTab);
  await shopTab.goto("/pricing");
  await waitForHydration(shopTab);

  await shopTab.getByRole("article", { name: "Enneagram Report" }).getByRole("button").click();
  await expect(cartBadge(cartTab)).toHaveText("1");
  await expect(cartTab.getByRole("group", { name: "Quantity of Enneagram Report" })).toContainText("1");

  await cartTab.getByRole("button", { name: "Increase quantity of Enneagram Report" }).click();
  await expect(cartBadge(shopTab)).toHaveText("2");
});

test("corrupt or foreign storage is dropped with a warning and never breaks the page", async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });

  await seedCart(page, "{definitely not json");
  await page.goto("/cart");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  expect(warnings.some((text) => text.includes("Ignoring unreadable cart"))).toBe(true);

  // Foreign lines (unknown product, wrong category, tampered price, bad quantity) are dropped or repriced.
  await seedCart(page, [
    cartLine("ok", "catharsis", "marriage", 1, { price: 1 }),
    cartLine("unknown", "free-report", null, 1),
    cartLine("no-topic", "catharsis", null, 1),
    cartLine("too-many", "catharsis", "death", 50),
    { id: "bare", quantity: 2 },
  ]);
  await page.goto("/cart");
  await expect(page.getByRole("group", { name: /^Quantity of / })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("$14.99");
  await expect(cartBadge(page)).toHaveText("1");
  expect(await storedCart(page)).toEqual([expect.objectContaining({ id: "ok", price: 1499, quantity: 1 })]);
  expect(pageErrors).toEqual([]);
});
