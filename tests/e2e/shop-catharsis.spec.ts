import { expect, test } from "@playwright/test";
import { cartBadge, expectToast, storedCart } from "./support/cart";
import { trackHydration, waitForHydration } from "./support/hydration";

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
  await page.goto("/services/catharsis");
  await waitForHydration(page);
});

test("the four surveys are radio cards, one chosen at a time", async ({ page }) => {
  const surveys = page.getByRole("group", { name: "Which topic would you like your report to focus on?" }).getByRole("radio");
  await expect(surveys).toHaveCount(4);
  await page.getByRole("radio", { name: "Depression" }).check();
  await page.getByRole("radio", { name: "Marriage" }).check();
  await expect(page.getByRole("radio", { name: "Depression" })).not.toBeChecked();
  // Arrow keys move between the cards, as with any radio group.
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Overall Mental Wellbeing" })).toBeChecked();
});

test("the individual report needs a survey, then adds to the cart", async ({ page }) => {
  const add = page.getByRole("button", { name: "Add to Cart" });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("status").filter({ hasText: "Choose a survey topic above to continue." })).toBeVisible();
  // Not yet usable, but reachable by keyboard, with the reason read out.
  await add.focus();
  await expect(add).toBeFocused();
  await expect(add).toHaveAccessibleDescription("Choose a survey topic above to continue.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Buy Now" }).focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL("/services/catharsis");
  expect(await storedCart(page)).toEqual([]);
  await page.getByRole("radio", { name: "Death & Grief" }).check();
  await add.click();
  await expectToast(page, "Added Catharsis Survey & Report (Death & Grief) to cart!");
  await expect(cartBadge(page)).toHaveText("1");
});

test("in bundle view, Buy Now needs a bundle and a survey, then goes to checkout with it", async ({ page }) => {
  await page.getByRole("tab", { name: "Bundle Packages" }).click();
  const buyNow = page.getByRole("button", { name: "Buy Now" });
  await expect(buyNow).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText("Choose a bundle and a survey topic to continue.")).toBeVisible();

  await page.getByRole("radio", { name: "Complete Bundle" }).check();
  await expect(buyNow).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("status").filter({ hasText: "Choose a survey topic above to continue." })).toBeVisible();

  await page.getByRole("radio", { name: "Marriage" }).check();
  await expect(buyNow).not.toHaveAttribute("aria-disabled");
  await expect(buyNow).not.toHaveAccessibleDescription(/continue/);
  await buyNow.click();
  await expect(page).toHaveURL("/checkout");
  await expectToast(page, "Added Complete Bundle (Marriage) to cart!");
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("Complete Bundle (Marriage)");
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("$59.99");
});

test("in bundle view, a survey alone is not enough; Add to Cart adds the chosen bundle", async ({ page }) => {
  await page.getByRole("radio", { name: "Depression" }).check();
  await page.getByRole("tab", { name: "Bundle Packages" }).click();
  await expect(page.getByRole("button", { name: "Buy Now" })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText("Choose a bundle to continue.")).toBeVisible();
  const bundle = page.getByRole("radio", { name: "Catharsis + Enneagram" });
  // It costs a cent more than its parts sold alone, so it says what it includes and claims no saving.
  await expect(bundle).toHaveAccessibleDescription("$34.99 Includes: Catharsis Survey & Report, Enneagram Report.");
  await bundle.check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expectToast(page, "Added Catharsis + Enneagram (Depression) to cart!");
  expect(await storedCart(page)).toEqual([
    expect.objectContaining({ product_id: "catharsis-enneagram", category: "depression", quantity: 1 }),
  ]);
});

test("View Sample Report leads to the sample reports, and questions lead to contact", async ({ page }) => {
  await expect(page.getByRole("link", { name: "View Sample Report" }).first()).toHaveAttribute("href", "/sample-reports");
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute("href", "/contact");
  await page.getByRole("link", { name: "View Sample Report" }).first().click();
  await expect(page).toHaveURL("/sample-reports");
});
