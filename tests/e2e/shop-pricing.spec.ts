import { expect, test, type Page } from "@playwright/test";
import { cartBadge, expectToast, storedCart } from "./support/cart";
import { trackHydration, waitForHydration } from "./support/hydration";

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
  await page.goto("/pricing");
  await waitForHydration(page);
});

test("shows the seven products in the decided order with catalogue prices, and no bundle claims a saving its parts do not give", async ({ page }) => {
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText([
    "Catharsis Survey & Report",
    "Catharsis + Root Cause Analysis",
    "Catharsis + Enneagram",
    "Complete Bundle",
    "Catharsis + Therapist Summary",
    "Therapist Summary",
    "Enneagram Report",
  ]);
  // Every bundle costs at least its parts as sold on this page, or holds Root Cause
  // Analysis, which is not sold alone (the arithmetic is in app/routes/services/pricing.test.tsx).
  const expected = [
    ["Catharsis Survey & Report", "$14.99", false],
    ["Catharsis + Root Cause Analysis", "$29.99", true],
    ["Catharsis + Enneagram", "$34.99", true],
    ["Complete Bundle", "$59.99", true],
    ["Catharsis + Therapist Summary", "$39.99", true],
    ["Therapist Summary", "$24.99", false],
    ["Enneagram Report", "$19.99", false],
  ] as const;
  for (const [name, price, bundle] of expected) {
    const product = card(page, name);
    await expect(product).toContainText(price);
    await expect(product).not.toContainText(/Save \$|bought separately/);
    await expect(product.getByRole("heading", { name: "Includes", level: 3 })).toHaveCount(bundle ? 1 : 0);
  }
  // It costs more than its parts bought separately, so its badge claims no value (docs/product.md).
  await expect(card(page, "Complete Bundle").getByText("Most complete", { exact: true })).toBeVisible();
  await expect(page.getByText(/Best Value/i)).toHaveCount(0);
});

test("every category product has four topic buttons; the Enneagram Report has one", async ({ page }) => {
  for (const name of ["Catharsis Survey & Report", "Complete Bundle", "Therapist Summary"]) {
    await expect(card(page, name).getByRole("button")).toHaveText(["Death & Grief", "Depression", "Marriage", "Overall Mental Wellbeing"].map((label) => new RegExp(`${label}$`)));
  }
  await expect(card(page, "Enneagram Report").getByRole("button")).toHaveCount(1);
});

test("adds to the cart with the spec's toast, and the badge counts units", async ({ page }) => {
  await card(page, "Catharsis Survey & Report").getByRole("button", { name: "Death & Grief" }).click();
  await expectToast(page, "Added Catharsis Survey & Report (Death & Grief) to cart!");
  await expect(cartBadge(page)).toHaveText("1");

  await card(page, "Catharsis Survey & Report").getByRole("button", { name: "Death & Grief" }).click();
  await card(page, "Complete Bundle").getByRole("button", { name: "Marriage" }).click();
  await expectToast(page, "Added Complete Bundle (Marriage) to cart!");
  await card(page, "Enneagram Report").getByRole("button", { name: /Add to Cart/ }).click();
  await expectToast(page, "Added Enneagram Report to cart!");
  await expect(cartBadge(page)).toHaveText("4");

  expect(await storedCart(page)).toEqual([
    expect.objectContaining({ product_id: "catharsis", category: "death", quantity: 2, price: 1499, service_type: "catharsis-survey" }),
    expect.objectContaining({ product_id: "complete-bundle", category: "marriage", quantity: 1, price: 5999, service_type: "Bundle" }),
    expect.objectContaining({ product_id: "enneagram-report", category: null, quantity: 1, price: 1999, service_type: "enneagram-report" }),
  ]);
  await page.getByRole("link", { name: "View your cart" }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByText("Subtotal (3 items)")).toBeVisible();
});

test("adding beyond ten of one line fails with the spec's toast", async ({ page }) => {
  const button = card(page, "Therapist Summary").getByRole("button", { name: "Depression" });
  for (let added = 1; added <= 10; added++) {
    await button.click();
    await expect(cartBadge(page)).toHaveText(String(added));
  }
  await button.click();
  await expectToast(page, "Failed to add to cart");
  await expect(cartBadge(page)).toHaveText("10");
});

test("the pricing FAQ opens one answer at a time", async ({ page }) => {
  const faq = page.getByRole("region", { name: "Questions about pricing" });
  const subscription = faq.getByRole("button", { name: "Is this a subscription?" });
  const guest = faq.getByRole("button", { name: "Do I need an account to buy?" });
  await subscription.click();
  await expect(faq.getByText("Every price is a one-time payment")).toBeVisible();
  await guest.click();
  await expect(faq.getByText("guest checkout is available")).toBeVisible();
  await expect(faq.getByText("Every price is a one-time payment")).toBeHidden();
  await guest.click();
  await expect(guest).toHaveAttribute("aria-expanded", "false");
});
