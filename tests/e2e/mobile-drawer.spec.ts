import { expect, test, type Page } from "@playwright/test";
import { isSameDocument, markDocument, trackHydration, waitForHydration } from "./support/hydration";
import { mainNavigationLabels } from "./support/site";

test.use({ viewport: { width: 390, height: 844 } });

const drawer = (page: Page) => page.getByLabel("Menu", { exact: true });

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
  await page.goto("/");
  await waitForHydration(page);
});

test("the main navigation gives way to a drawer with the same links", async ({ page }) => {
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole("navigation").getByRole("link")).toHaveText(mainNavigationLabels);
});

test("following a drawer link navigates and closes the drawer", async ({ page }) => {
  await markDocument(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await drawer(page).getByRole("link", { name: "Pricing", exact: true }).click();

  await expect(page).toHaveURL("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
  await expect(drawer(page)).toBeHidden();
  // A client-side navigation keeps the document, so the drawer was closed by the app, not by a page load.
  expect(await isSameDocument(page)).toBe(true);
});

test("Escape closes the drawer", async ({ page }) => {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
});
