import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createSignedInUser, createUser, signInWithForm } from "./support/auth";
import { buyFor, enneagramReport } from "./support/enneagram";
import { trackHydration, waitForHydration } from "./support/hydration";

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

test("signed out, /forms/enneagram sends the visitor to sign in, replacing its history entry, and back after", async ({ page }) => {
  const user = await createUser(page.request);
  await page.goto("/contact");
  await page.goto("/forms/enneagram");
  await expect(page).toHaveURL("/auth?redirect=%2Fforms%2Fenneagram");
  await page.goBack();
  await expect(page).toHaveURL("/contact");

  await page.goForward();
  await waitForHydration(page);
  await signInWithForm(page, user);
  await expect(page).toHaveURL("/forms/enneagram");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Required");
});

test("signed in without a purchase, the Enneagram page shows Access Required with the catalogue price", async ({ page }) => {
  await createSignedInUser(page);
  await page.goto("/forms/enneagram");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Required");
  await expect(page.getByRole("link", { name: "Purchase Enneagram Assessment - $19.99" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "View All Pricing Options" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("heading", { name: "What you'll get" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open Questionnaire" })).toHaveCount(0);
});

test("with a purchase, Access Granted opens the questionnaire after 2 seconds, and again on request", async ({ page }) => {
  const user = await createSignedInUser(page);
  await buyFor(page.request, user, [enneagramReport]);
  const popups: string[] = [];
  page.on("popup", (popup) => popups.push(popup.url()));

  const started = Date.now();
  await page.goto("/forms/enneagram");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Granted");
  const popup = await page.waitForEvent("popup");
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe("/forms/enneagram/questionnaire");
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page.getByRole("status").filter({ hasText: "The questionnaire opened in a new window." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Questions? Contact us" })).toHaveAttribute("href", "/contact");
  await expectNoAxeViolations(page, { label: "/forms/enneagram Access Granted" });

  const again = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Open Questionnaire" }).click();
  expect(new URL((await again).url()).pathname).toBe("/forms/enneagram/questionnaire");
  // One window by itself, one on request: it never opens itself twice.
  await page.waitForTimeout(2500);
  expect(popups).toHaveLength(2);
});

test("when the browser blocks the new window, the page offers a normal link to the questionnaire", async ({ page }) => {
  const user = await createSignedInUser(page);
  await buyFor(page.request, user, [enneagramReport]);
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/forms/enneagram");
  const link = page.getByRole("link", { name: "Go to the questionnaire" });
  await expect(link).toBeVisible({ timeout: 5_000 });
  await expect(link).toHaveAttribute("href", "/forms/enneagram/questionnaire");
  await expect(page.getByText("Your browser stopped the new window from opening.")).toBeVisible();
});
