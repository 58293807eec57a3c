import { expect, test, type Page } from "@playwright/test";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { cartBadge, expectToast, inspectOrder, payInNewTab, payWithCard, storedCart } from "./support/cart";
import { trackHydration, waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/messaging";
import { origin, uniqueAddress } from "./support/site";

const SUCCEEDS = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const PAID_TOAST = "Payment successful! Your order has been confirmed. You'll receive your reports within 24 hours.";

// Whole purchases (two tabs, the payment page, the job queue's receipt) need more than the default budget.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context }) => {
  await trackHydration(context);
});

test("a guest buys from /pricing through the sandbox in a new tab and sees the verified order", async ({ page, browser }) => {
  const email = uniqueAddress("guest");
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("article", { name: "Complete Bundle" }).getByRole("button", { name: "Marriage" }).click();
  await page.getByRole("article", { name: "Enneagram Report" }).getByRole("button").click();
  await expect(cartBadge(page)).toHaveText("2");

  await page.goto("/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/checkout");
  // Typed the way people do: capitals, spaces and a comma for a dot.
  await page.getByLabel("Email address").fill(` ${email.toUpperCase().replace(".com", ",com")} `);
  const paymentTab = await payInNewTab(page, "$79.98");
  await trackHydration(paymentTab);
  await expect(paymentTab.getByText(`Receipt to: ${email}`)).toBeVisible();
  await expect(paymentTab.getByRole("listitem").filter({ hasText: "Total" })).toContainText("$79.98");
  // The Pay button is gone; focus lands on what replaced it, not on the page body.
  await expect(page.getByRole("heading", { name: "Your payment page is open in a new tab" })).toBeFocused();

  await payWithCard(paymentTab, SUCCEEDS, "$79.98");
  await paymentTab.waitForURL(/\/checkout\/success\?session_id=/);
  await waitForHydration(paymentTab);
  await expect(paymentTab.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  await expect(paymentTab).toHaveTitle("Payment Successful | Catharsis");
  await expectToast(paymentTab, PAID_TOAST);
  // The toast is the announcement; the same words in the page are not a second live region.
  await expect(paymentTab.getByRole("main").getByText(PAID_TOAST)).not.toHaveAttribute("role");
  const details = paymentTab.getByRole("region", { name: "Your order" });
  await expect(details).toContainText(email);
  await expect(details).toContainText("$79.98");
  await expect(details).toContainText("Complete Bundle (Marriage) × 1");
  const orderId = (await paymentTab.getByTestId("order-id").textContent()) ?? "";
  expect(orderId).not.toBe("");

  // A guest learns what comes next and how to open the questionnaires: an account with the purchase e-mail.
  const next = paymentTab.getByRole("region", { name: "Your next step: the questionnaire" });
  await expect(next).toContainText("Next, answer the questionnaire. Your report follows within 24 hours of your answers.");
  await expect(next).toContainText(`You paid as a guest: set a password to open your questionnaire. Use ${email}`);
  // Two questionnaires (Marriage and Enneagram): the account, which lists both, comes after sign-up.
  const signUpHref = new URL((await next.getByRole("link", { name: "Create your account" }).getAttribute("href")) ?? "", origin);
  expect(signUpHref.pathname).toBe("/auth");
  expect(Object.fromEntries(signUpHref.searchParams)).toEqual({ tab: "sign-up", email, redirect: "/account", guest: "1" });
  const signInHref = new URL((await next.getByRole("link", { name: "Sign in" }).getAttribute("href")) ?? "", origin);
  expect(Object.fromEntries(signInHref.searchParams)).toEqual({ tab: "sign-in", email, redirect: "/account" });
  await expectNoAxeViolations(paymentTab, { label: "/checkout/success, verified" });

  // The tab that started the checkout notices the payment and shows the confirmed order too.
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  await expect(page.getByTestId("order-id")).toHaveText(orderId);

  // The cart is cleared once verified, in this tab and in the checkout tab.
  await expect(cartBadge(paymentTab)).toHaveCount(0);
  await expect(cartBadge(page)).toHaveCount(0);
  expect(await storedCart(page)).toEqual([]);

  const { order, formAccess } = await inspectOrder(page, orderId);
  expect(order).toMatchObject({ status: "paid", email, amountCents: 7998 });
  expect(formAccess.map((row) => row.formType).toSorted()).toEqual(["enneagram", "marriage"]);
  expect(formAccess.every((row) => row.paymentStatus === "paid" && row.email === email)).toBe(true);

  const receipt = await waitForMail(page, email, "Your Catharsis receipt");
  expect(receipt.text).toContain(orderId);
  expect(receipt.text).toContain("$79.98");

  // Another browser with the same address learns nothing about the order.
  const stranger = await browser.newPage();
  await stranger.goto(paymentTab.url());
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Verification failed");
  await expect(stranger.getByText(orderId)).toHaveCount(0);
  await expect(stranger.getByText(email)).toHaveCount(0);
  await stranger.close();

  // Coming back to the confirmation later does not empty a cart filled since.
  await page.goto("/services/enneagram");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Get Your Report" }).click();
  await paymentTab.reload();
  await waitForHydration(paymentTab);
  await expect(paymentTab.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  await expect(cartBadge(paymentTab)).toHaveText("1");
});

test("a bundle chosen on the Catharsis page is bought with Buy Now", async ({ page }) => {
  const email = uniqueAddress("bundle");
  await page.goto("/services/catharsis");
  await waitForHydration(page);
  await page.getByRole("radio", { name: "Overall Mental Wellbeing" }).check();
  await page.getByRole("tab", { name: "Bundle Packages" }).click();
  await page.getByRole("radio", { name: "Catharsis + Therapist Summary" }).check();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL("/checkout");
  await page.getByLabel("Email address").fill(email);
  const paymentTab = await payInNewTab(page, "$39.99");
  await payWithCard(paymentTab, SUCCEEDS, "$39.99");
  await paymentTab.waitForURL(/\/checkout\/success/);
  await expect(paymentTab.getByRole("region", { name: "Your order" })).toContainText(
    "Catharsis + Therapist Summary (Overall Mental Wellbeing) × 1",
  );
  const orderId = (await paymentTab.getByTestId("order-id").textContent()) ?? "";
  const { formAccess } = await inspectOrder(page, orderId);
  expect(formAccess.map((row) => row.formType)).toEqual(["mental-health-wellbeing"]);
});

test("a declined card is refused on the payment page, and cancelling returns to the store with the cart kept", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("article", { name: "Therapist Summary", exact: true }).getByRole("button", { name: "Depression" }).click();
  await page.goto("/checkout");
  await page.getByLabel("Email address").fill(uniqueAddress("declined"));
  const paymentTab = await payInNewTab(page, "$24.99");
  await trackHydration(paymentTab);

  await payWithCard(paymentTab, DECLINED, "$24.99");
  await expect(paymentTab.getByRole("alert")).toHaveText("Your card was declined. No money was taken. Please try another card.");
  await expect(paymentTab).toHaveURL(/\/sandbox\/pay\//);

  await paymentTab.getByRole("link", { name: "Cancel and return to the store" }).click();
  await expect(paymentTab).toHaveURL("/checkout/cancel");
  await waitForHydration(paymentTab);
  await expect(paymentTab.getByRole("heading", { level: 1 })).toHaveText("Payment Cancelled");
  await expect(paymentTab.getByText("Your payment was cancelled. No charges were made; cart items are still saved.")).toBeVisible();
  const main = paymentTab.getByRole("main");
  await expect(main.getByRole("link", { name: "Return to Cart" })).toHaveAttribute("href", "/cart");
  await expect(main.getByRole("link", { name: "Browse Services" })).toHaveAttribute("href", "/services");
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(cartBadge(paymentTab)).toHaveText("1");

  await main.getByRole("link", { name: "Return to Cart" }).click();
  await expect(paymentTab.getByRole("group", { name: "Quantity of Therapist Summary (Depression)" })).toContainText("1");
});

test("a signed-in buyer pays with the account e-mail and is sent straight to the questionnaire bought", async ({ page }) => {
  const user = await createSignedInUser(page);
  await page.goto("/services/enneagram");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Get Your Report" }).click();
  await page.goto("/checkout");
  await waitForHydration(page);
  await expect(page.getByLabel("Email address")).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText(`Your receipt and questionnaire access go to ${user.email}.`);

  const paymentTab = await payInNewTab(page, "$19.99");
  await expect(paymentTab.getByText(`Receipt to: ${user.email}`)).toBeVisible();
  await payWithCard(paymentTab, SUCCEEDS, "$19.99");
  await paymentTab.waitForURL(/\/checkout\/success/);
  await expect(paymentTab.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  await expect(paymentTab.getByRole("link", { name: "Open your questionnaire" })).toHaveAttribute("href", "/forms/enneagram");
});

test("a made-up session id reveals nothing", async ({ page }) => {
  await page.goto("/checkout/success?session_id=cs_test_made_up_1234567890");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verification failed");
  await expect(page.getByRole("main").getByText("There was an issue verifying your payment. Please contact support.")).toBeVisible();
  await expectToast(page, "Verification failed", "There was an issue verifying your payment. Please contact support.");
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Your order" })).toHaveCount(0);
});

test.describe("while the provider has not confirmed the payment yet", () => {
  async function openUnpaidSession(page: Page) {
    await page.goto("/services/enneagram");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Get Your Report" }).click();
    await page.goto("/checkout");
    await page.getByLabel("Email address").fill(uniqueAddress("pending"));
    const paymentTab = await payInNewTab(page, "$19.99");
    const sessionId = new URL(paymentTab.url()).pathname.split("/").pop() ?? "";
    return { paymentTab, successPath: `/checkout/success?session_id=${sessionId}` };
  }

  test("the success page keeps checking and shows the order once it is paid", async ({ page }) => {
    const { paymentTab, successPath } = await openUnpaidSession(page);
    await page.goto(successPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verifying your payment");
    await expect(page.getByRole("status").filter({ hasText: "Verifying your payment..." })).toBeVisible();

    await payWithCard(paymentTab, SUCCEEDS, "$19.99");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful", { timeout: 15_000 });
    await expectToast(page, PAID_TOAST);
    await expect(cartBadge(page)).toHaveCount(0);
  });

  test("the success page gives up after a few checks and says verification failed", async ({ page }) => {
    const { successPath } = await openUnpaidSession(page);
    await page.goto(successPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verifying your payment");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verification failed", { timeout: 20_000 });
    await expectToast(page, "Verification failed", "There was an issue verifying your payment. Please contact support.");
    // Nothing was paid, so the cart is kept.
    await expect(cartBadge(page)).toHaveText("1");
  });
});
