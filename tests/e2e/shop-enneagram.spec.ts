import { expect, test } from "@playwright/test";
import { cartBadge, expectToast, toast } from "./support/cart";
import { trackHydration, waitForHydration } from "./support/hydration";

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

test("/enneagram shows the nine types, four steps, and adds the report to the cart", async ({ page }) => {
  await page.goto("/enneagram");
  await waitForHydration(page);
  const types = page.getByRole("region", { name: "The nine types" }).getByRole("heading", { level: 3 });
  await expect(types).toHaveText([
    "Type 1: The Perfectionist",
    "Type 2: The Helper",
    "Type 3: The Achiever",
    "Type 4: The Individualist",
    "Type 5: The Investigator",
    "Type 6: The Loyalist",
    "Type 7: The Enthusiast",
    "Type 8: The Challenger",
    "Type 9: The Peacemaker",
  ]);
  await expect(page.getByRole("term").filter({ hasText: "Core motivation" })).toHaveCount(9);
  await expect(page.getByRole("term").filter({ hasText: "Core fear" })).toHaveCount(9);
  await expect(page.getByRole("region", { name: "How it works" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "What you will discover" })).toBeVisible();

  const buy = page.getByRole("region", { name: "Enneagram Report" });
  await expect(buy).toContainText("$19.99");
  await buy.getByRole("button", { name: "Add to Cart" }).click();
  await expectToast(page, "Added Enneagram Report to cart!");
  await expect(cartBadge(page)).toHaveText("1");
  await expect(buy.getByRole("link", { name: "See all pricing" })).toHaveAttribute("href", "/pricing");
  await expect(buy.getByRole("link", { name: "View your cart" })).toHaveAttribute("href", "/cart");
});

test("/services/enneagram's Get Your Report adds the report, and links to pricing and the cart", async ({ page }) => {
  await page.goto("/services/enneagram");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Get Your Report" }).click();
  await expectToast(page, "Added Enneagram Report to cart!");
  await page.getByRole("button", { name: "Get Your Report" }).click();
  await expect(cartBadge(page)).toHaveText("2");
  await expect(page.getByRole("link", { name: "See all pricing" })).toHaveAttribute("href", "/pricing");
  await page.getByRole("link", { name: "View your cart" }).click();
  await expect(page).toHaveURL("/cart");
  // The toast belonged to the page that raised it: it does not follow the client to the cart.
  await expect(toast(page, "Added Enneagram Report to cart!")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Quantity of Enneagram Report" })).toContainText("2");
});
