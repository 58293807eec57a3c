import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createSignedInUser } from "./support/auth";
import { expectToast, storedCart } from "./support/cart";
import { buyFor } from "./support/purchases";
import { trackHydration, waitForHydration } from "./support/hydration";

const cardNames = [
  "Marriage Assessment",
  "Death & Grief Assessment",
  "Depression Assessment",
  "Mental Health & Wellbeing Assessment",
  "Enneagram Assessment",
];

const card = (page: Page, name: string) => page.getByRole("article", { name });

async function openReports(page: Page) {
  await page.goto("/reports");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assessment Reports");
}

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

test("signed out, /reports shows the five form cards with their prices, each offering Purchase & Access", async ({ page }) => {
  await openReports(page);
  await expect(page.getByRole("article")).toHaveCount(5);
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(cardNames);
  for (const name of cardNames) {
    await expect(card(page, name).getByRole("button", { name: `Purchase & Access: ${name}` })).toBeVisible();
    await expect(card(page, name).getByRole("link", { name: /Access Form/ })).toHaveCount(0);
  }
  await expect(card(page, "Marriage Assessment")).toContainText("$14.99");
  await expect(card(page, "Enneagram Assessment")).toContainText("$19.99");
  await expect(page.getByRole("link", { name: "View all pricing options" })).toHaveAttribute("href", "/pricing");
  await expectNoAxeViolations(page, { label: "/reports signed out" });

  await page.getByRole("link", { name: "View all pricing options" }).click();
  await expect(page).toHaveURL("/pricing");
});

test("signed in with a marriage purchase, only the marriage card opens its form", async ({ page }) => {
  const user = await createSignedInUser(page);
  await buyFor(page.request, user, [{ productId: "catharsis", category: "marriage" }]);
  await openReports(page);

  const marriage = card(page, "Marriage Assessment").getByRole("link", { name: "Access Form: Marriage Assessment" });
  await expect(marriage).toHaveAttribute("href", "/marriage-report-form");
  await expect(card(page, "Marriage Assessment").getByRole("button")).toHaveCount(0);
  for (const name of cardNames.slice(1)) {
    await expect(card(page, name).getByRole("button", { name: `Purchase & Access: ${name}` })).toBeVisible();
  }
  await expectNoAxeViolations(page, { label: "/reports signed in" });

  await marriage.click();
  await expect(page).toHaveURL("/marriage-report-form");
});

test("Purchase & Access adds that form's product to the cart, says so, and goes to checkout", async ({ page }) => {
  await createSignedInUser(page);
  await openReports(page);
  await card(page, "Depression Assessment").getByRole("button", { name: /Purchase & Access/ }).click();
  await expect(page).toHaveURL("/checkout");
  // Shown on the page the client went to, since a toast does not follow them from the page that raised it.
  await expectToast(page, "Depression Assessment added to cart!");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByRole("listitem")).toHaveCount(1);
  await expect(summary.getByRole("listitem")).toContainText("Catharsis Survey & Report (Depression)");
  await expect(summary.getByRole("listitem")).toContainText("1 × $14.99");
  expect(await storedCart(page)).toEqual([expect.objectContaining({ product_id: "catharsis", category: "depression", quantity: 1 })]);
});

test("signed out, Purchase & Access on the Enneagram card puts the Enneagram Report in the cart", async ({ page }) => {
  await openReports(page);
  await card(page, "Enneagram Assessment").getByRole("button", { name: /Purchase & Access/ }).click();
  await expect(page).toHaveURL("/checkout");
  // Shown on the page the client went to, since a toast does not follow them from the page that raised it.
  await expectToast(page, "Enneagram Assessment added to cart!");
  await expect(page.getByRole("region", { name: "Order Summary" }).getByRole("listitem")).toContainText("Enneagram Report");
  await expect(page.getByRole("region", { name: "Order Summary" }).getByRole("listitem")).toContainText("$19.99");
});

test("when the cart cannot be saved, Purchase & Access says so and stays on /reports", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await openReports(page);
  await card(page, "Marriage Assessment").getByRole("button", { name: /Purchase & Access/ }).click();
  await expectToast(page, "Failed to add item to cart. Please try again.");
  await expect(page).toHaveURL("/reports");
});
