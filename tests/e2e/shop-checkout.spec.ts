import { expect, test, type Page } from "@playwright/test";
import { cartLine, expectToast, seedCart } from "./support/cart";
import { trackHydration, waitForHydration } from "./support/hydration";

const griefReport = cartLine("line-1", "catharsis", "death", 2, { name: "Catharsis Survey & Report (Death & Grief)" });

async function openCheckout(page: Page) {
  await seedCart(page, [griefReport]);
  await page.goto("/checkout");
  await waitForHydration(page);
}

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

test("an empty cart cannot be checked out", async ({ page }) => {
  await page.goto("/checkout");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("main").getByText("No items to checkout.", { exact: true })).toBeVisible();
  await expectToast(page, "Your cart is empty", "No items to checkout.");
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
});

test("shows the order summary, and the pay button waits for a guest's e-mail", async ({ page }) => {
  await openCheckout(page);
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText("Catharsis Survey & Report (Death & Grief)");
  await expect(summary).toContainText("2 × $14.99");
  await expect(summary).toContainText("Subtotal (1 item)");
  const pay = page.getByRole("button", { name: "Pay $29.98" });
  await expect(pay).toBeDisabled();
  await page.getByLabel("Email address").fill("someone");
  await expect(pay).toBeEnabled();
});

test("the guest e-mail is checked with the spec's messages", async ({ page }) => {
  let requests = 0;
  await page.route("/api/checkout", (route) => {
    requests++;
    return route.abort();
  });
  await openCheckout(page);
  const email = page.getByLabel("Email address");
  const pay = page.getByRole("button", { name: "Pay $29.98" });

  await email.fill("   ");
  await pay.click();
  await expect(page.getByRole("main").getByText("Email required - Please provide an email address to continue.")).toBeVisible();
  await expectToast(page, "Email required", "Please provide an email address to continue.");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill("jane at example.com");
  await pay.click();
  await expect(page.getByRole("main").getByText("Invalid email address - Please enter a valid email like name@example.com.")).toBeVisible();
  await expectToast(page, "Invalid email address", "Please enter a valid email like name@example.com.");
  expect(requests).toBe(0);
});

test("sends only ids, categories and quantities, and shows the server's message when checkout fails", async ({ page }) => {
  const bodies: unknown[] = [];
  await page.route("/api/checkout", async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 400, json: { error: "Unknown product: \"x\"." } });
  });
  await openCheckout(page);
  await page.getByLabel("Email address").fill("  Jane.Doe@Example,com ");
  const tabs = page.context().pages().length;
  await page.getByRole("button", { name: "Pay $29.98" }).click();

  await expect(page.getByRole("alert")).toContainText("Checkout failed");
  await expect(page.getByRole("alert")).toContainText('Unknown product: "x".');
  await expectToast(page, "Checkout failed", 'Unknown product: "x".');
  expect(bodies).toEqual([{ email: "jane.doe@example.com", items: [{ productId: "catharsis", category: "death", quantity: 2 }] }]);
  await expect(page.getByLabel("Email address")).toHaveValue("jane.doe@example.com");
  // The blank tab opened for the payment page is closed again.
  await expect.poll(() => page.context().pages().length).toBe(tabs);
  await expect(page.getByRole("button", { name: "Pay $29.98" })).toBeEnabled();
});

test("the pay button is disabled while processing; a failure without a message shows the spec's fallback", async ({ page }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("/api/checkout", async (route) => {
    await answered;
    await route.fulfill({ status: 502, body: "Bad Gateway" });
  });
  await openCheckout(page);
  await page.getByLabel("Email address").fill("jane@example.com");
  await page.getByRole("button", { name: "Pay $29.98" }).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  answer();
  await expectToast(page, "Checkout failed", "There was an issue processing your request. Please try again.");
});
