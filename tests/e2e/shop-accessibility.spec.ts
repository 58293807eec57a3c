import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { cartLine, seedCart } from "./support/cart";
import { trackHydration, waitForHydration } from "./support/hydration";

// WCAG 2.1 AA on the buying pages in the states a visitor meets (the site-wide check sees only first loads).
async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const filledCart = [
  cartLine("line-1", "complete-bundle", "marriage", 2, { name: "Complete Bundle (Marriage)", price: 5999, serviceType: "Bundle" }),
  cartLine("line-2", "enneagram-report", null, 10, { name: "Enneagram Report", price: 1999, serviceType: "enneagram-report" }),
];

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

test("pricing, with a toast and an open FAQ answer", async ({ page }) => {
  await visit(page, "/pricing");
  await page.getByRole("article", { name: "Enneagram Report" }).getByRole("button").click();
  await page.getByRole("button", { name: "Is this a subscription?" }).click();
  await expect(page.locator("[data-sonner-toast]")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the Catharsis page, in both views", async ({ page }) => {
  await visit(page, "/services/catharsis");
  await expectNoAxeViolations(page, { label: "/services/catharsis, individual view" });
  await page.getByRole("radio", { name: "Depression" }).check();
  await page.getByRole("tab", { name: "Bundle Packages" }).click();
  await page.getByRole("radio", { name: "Complete Bundle" }).check();
  await expectNoAxeViolations(page, { label: "/services/catharsis, bundle view" });
});

test("the Enneagram pages", async ({ page }) => {
  await visit(page, "/enneagram");
  await expectNoAxeViolations(page);
  await visit(page, "/services/enneagram");
  await expectNoAxeViolations(page);
});

test("the cart, empty and filled (a line at its maximum)", async ({ page }) => {
  await visit(page, "/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expectNoAxeViolations(page, { label: "/cart, empty" });
  await seedCart(page, filledCart);
  await visit(page, "/cart");
  await expect(page.getByRole("button", { name: "Increase quantity of Enneagram Report" })).toBeDisabled();
  await expectNoAxeViolations(page, { label: "/cart, filled" });
});

test("checkout: empty, filled, and with an e-mail problem", async ({ page }) => {
  await visit(page, "/checkout");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expectNoAxeViolations(page, { label: "/checkout, empty" });
  await seedCart(page, filledCart);
  await visit(page, "/checkout");
  await expectNoAxeViolations(page, { label: "/checkout, filled" });
  await page.getByLabel("Email address").fill("not an address");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("main").getByText(/^Invalid email address - /)).toBeVisible();
  await expectNoAxeViolations(page, { label: "/checkout, invalid e-mail" });
});

test("the success page for an unknown session, and the cancel page", async ({ page }) => {
  await visit(page, "/checkout/success?session_id=cs_made_up_session");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verification failed");
  await expectNoAxeViolations(page);
  await visit(page, "/checkout/cancel");
  await expectNoAxeViolations(page);
});

test.describe("at 320 px (WCAG 1.4.10 Reflow)", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  async function expectNoSidewaysScroll(page: Page, label: string) {
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(1);
  }

  test("the buying pages reflow", async ({ page }) => {
    for (const path of ["/pricing", "/enneagram", "/services/enneagram", "/checkout/cancel"]) {
      await visit(page, path);
      await expectNoSidewaysScroll(page, path);
    }
    await visit(page, "/services/catharsis");
    await page.getByRole("tab", { name: "Bundle Packages" }).click();
    await expectNoSidewaysScroll(page, "/services/catharsis, bundle view");
    await seedCart(page, filledCart);
    await visit(page, "/cart");
    await expectNoSidewaysScroll(page, "/cart, filled");
    await visit(page, "/checkout");
    await expectNoSidewaysScroll(page, "/checkout, filled");
  });
});
