import { expect, test, type Page } from "@playwright/test";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { cartBadge, expectToast, inspectOrder, payOnPaymentPage, payWithCard, storedCart, toast } from "./support/cart";
import { trackHydration, waitForHydration } from "./support/hydration";
import { waitForMail } from "./support/messaging";
import { origin, uniqueAddress } from "./support/site";

const SUCCEEDS = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const PAID_TOAST = "Payment successful! Your order has been confirmed. Your next step: your questionnaire.";

// Whole purchases (the payment page, the job queue's receipt) need more than the default budget.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context }) => {
  await trackHydration(context);
});

test("a guest buys from /pricing through the sandbox in the same tab and sees the next step first, then the verified order", async ({ page, browser }) => {
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
  await payOnPaymentPage(page, "$79.98");
  await expect(page.getByText(`Receipt to: ${email}`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Total" })).toContainText("$79.98");

  await payWithCard(page, SUCCEEDS, "$79.98");
  await page.waitForURL(/\/checkout\/success\?session_id=/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  await expect(page).toHaveTitle("Payment Successful | Catharsis");
  const successUrl = page.url();
  await expectToast(page, PAID_TOAST);
  const toastShownAt = Date.now();
  // The toast is the announcement; the same words in the page are not a second live region.
  await expect(page.getByRole("main").getByText(PAID_TOAST)).not.toHaveAttribute("role");
  const details = page.getByRole("region", { name: "Your order" });
  await expect(details).toContainText(email);
  await expect(details).toContainText("$79.98");
  await expect(details).toContainText("Complete Bundle (Marriage) × 1");
  const orderId = (await page.getByTestId("order-id").textContent()) ?? "";
  expect(orderId).not.toBe("");

  // A guest learns what comes next and how to open the questionnaires: an account with the purchase e-mail.
  // The next step comes first: its heading and button stand above the order's details.
  const next = page.getByRole("region", { name: "One more step: your questionnaire" });
  const signUpButton = next.getByRole("link", { name: "Create your account" });
  const buttonTop = (await signUpButton.boundingBox())?.y ?? Infinity;
  expect(buttonTop).toBeLessThan((await page.getByRole("region", { name: "Your order" }).boundingBox())?.y ?? 0);
  await expect(next).toContainText("Your reports reach you by e-mail within 24 hours of sending your answers.");
  await expect(next).toContainText(`You paid as a guest: set a password to open your questionnaire. Use ${email}`);
  // Two questionnaires (Marriage and Enneagram): the account, which lists both, comes after sign-up.
  const signUpHref = new URL((await signUpButton.getAttribute("href")) ?? "", origin);
  expect(signUpHref.pathname).toBe("/auth");
  expect(Object.fromEntries(signUpHref.searchParams)).toEqual({ tab: "sign-up", email, redirect: "/account", guest: "1" });
  const signInHref = new URL((await next.getByRole("link", { name: "Sign in" }).getAttribute("href")) ?? "", origin);
  expect(Object.fromEntries(signInHref.searchParams)).toEqual({ tab: "sign-in", email, redirect: "/account" });
  await expectNoAxeViolations(page, { label: "/checkout/success, verified" });
  // It carries the next step, so it stays until closed rather than fading after six seconds.
  await page.waitForTimeout(Math.max(0, toastShownAt + 7_000 - Date.now()));
  await expect(toast(page, PAID_TOAST)).toBeVisible();

  // The cart is cleared once verified.
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
  await stranger.goto(successUrl);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Verification failed");
  await expect(stranger.getByText(orderId)).toHaveCount(0);
  await expect(stranger.getByText(email)).toHaveCount(0);
  await stranger.close();

  // Coming back to the confirmation later does not empty a cart filled since.
  await page.goto("/services/enneagram");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Get Your Report" }).click();
  await page.goto(successUrl);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  await expect(cartBadge(page)).toHaveText("1");
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
  await payOnPaymentPage(page, "$39.99");
  await payWithCard(page, SUCCEEDS, "$39.99");
  await page.waitForURL(/\/checkout\/success/);
  await expect(page.getByRole("region", { name: "Your order" })).toContainText(
    "Catharsis + Therapist Summary (Overall Mental Wellbeing) × 1",
  );
  const orderId = (await page.getByTestId("order-id").textContent()) ?? "";
  const { formAccess } = await inspectOrder(page, orderId);
  expect(formAccess.map((row) => row.formType)).toEqual(["mental-health-wellbeing"]);
});

test("a declined card is refused on the payment page, and cancelling returns to the store with the cart kept", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  await page.getByRole("article", { name: "Therapist Summary", exact: true }).getByRole("button", { name: "Depression" }).click();
  await page.goto("/checkout");
  await page.getByLabel("Email address").fill(uniqueAddress("declined"));
  await payOnPaymentPage(page, "$24.99");

  await payWithCard(page, DECLINED, "$24.99");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined. No money was taken. Please try another card.");
  await expect(page).toHaveURL(/\/sandbox\/pay\//);

  await page.getByRole("link", { name: "Cancel and return to the store" }).click();
  await expect(page).toHaveURL("/checkout/cancel");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Cancelled");
  await expect(page.getByText("Your payment was cancelled. No charges were made; cart items are still saved.")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Return to Cart" })).toHaveAttribute("href", "/cart");
  await expect(main.getByRole("link", { name: "Browse Services" })).toHaveAttribute("href", "/services");
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(cartBadge(page)).toHaveText("1");

  await main.getByRole("link", { name: "Return to Cart" }).click();
  await expect(page.getByRole("group", { name: "Quantity of Therapist Summary (Depression)" })).toContainText("1");
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

  await payOnPaymentPage(page, "$19.99");
  await expect(page.getByText(`Receipt to: ${user.email}`)).toBeVisible();
  await payWithCard(page, SUCCEEDS, "$19.99");
  await page.waitForURL(/\/checkout\/success/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful");
  await expect(page.getByRole("link", { name: "Open your questionnaire" })).toHaveAttribute("href", "/forms/enneagram");
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
    await payOnPaymentPage(page, "$19.99");
    const paymentUrl = page.url();
    const sessionId = new URL(paymentUrl).pathname.split("/").pop() ?? "";
    return { paymentUrl, successPath: `/checkout/success?session_id=${sessionId}` };
  }

  test("the success page keeps checking and shows the order once it is paid", async ({ page }) => {
    const { paymentUrl, successPath } = await openUnpaidSession(page);
    await page.goto(successPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verifying your payment");
    await expect(page.getByRole("status").filter({ hasText: "Verifying your payment..." })).toBeVisible();

    // The payment is confirmed while the success page waits (as when the provider is slow to say so).
    const payer = await page.context().newPage();
    await payer.goto(paymentUrl);
    await payWithCard(payer, SUCCEEDS, "$19.99");
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
