import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForMailboxRow } from "./support/mailbox";
import { uniqueAddress } from "./support/site";

// The sandbox payment page on its own: a checkout made through the API, then paid, declined or cancelled.

async function startCheckout(request: APIRequestContext, email: string) {
  const response = await request.post("/api/checkout", {
    data: {
      email,
      items: [
        { productId: "catharsis", category: "death", quantity: 2 },
        { productId: "enneagram-report", category: null, quantity: 1 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { url: string; orderId: string };
  expect(body.url).toMatch(/\/sandbox\/pay\/cs_sandbox_[0-9A-Z]+$/);
  return body;
}

async function pay(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: "Pay $49.97" }).click();
}

test("the success card pays, lands on the success page, grants form access and sends a receipt", async ({ page }) => {
  const email = uniqueAddress();
  const { url, orderId } = await startCheckout(page.request, email);

  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Pay for your order" })).toBeVisible();
  const summary = page.getByRole("list", { name: "Order summary" });
  await expect(summary.getByRole("listitem")).toHaveText([
    "Catharsis Survey & Report (Death & Grief) × 2$29.98",
    "Enneagram Report$19.99",
    "Total$49.97",
  ]);
  await expect(page.getByText("4242 4242 4242 4242")).toBeVisible();
  await expect(page.getByText("4000 0000 0000 0002")).toBeVisible();
  await expect(page.getByText(`Receipt to: ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await pay(page, "4242 4242 4242 4242");
  await page.waitForURL(/\/checkout\/success\?session_id=cs_sandbox_[0-9A-Z]+$/);

  // Two Catharsis units on the grief form, one Enneagram Report on the Enneagram form.
  await expect
    .poll(async () => {
      const order = (await (await page.request.get(`/dev/fixtures/orders?orderId=${orderId}`)).json()) as {
        order: { status: string };
        formAccess: { formType: string; paymentStatus: string; email: string }[];
      };
      return { status: order.order.status, access: order.formAccess.map((row) => `${row.formType}:${row.paymentStatus}:${row.email}`).sort() };
    })
    .toEqual({
      status: "paid",
      access: [`death-grief:paid:${email}`, `death-grief:paid:${email}`, `enneagram:paid:${email}`],
    });

  const row = await waitForMailboxRow(page, email);
  await row.getByRole("link", { name: "Your Catharsis receipt" }).click();
  await expect(page.getByTestId("mail-text")).toContainText(orderId);
  await expect(page.getByTestId("mail-text")).toContainText("$49.97");

  // Back on the payment page, it says the order is paid instead of taking another payment.
  await page.goto(url);
  await expect(page.getByText("This order is paid.")).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
});

test("the declined card shows the decline and the page stays payable", async ({ page }) => {
  const { url, orderId } = await startCheckout(page.request, uniqueAddress());
  await page.goto(url);
  await pay(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined. No money was taken. Please try another card.");
  await expect(page).toHaveURL(url);
  await expectNoAxeViolations(page, { label: "sandbox payment page after a decline" });
  const pending = (await (await page.request.get(`/dev/fixtures/orders?orderId=${orderId}`)).json()) as { order: { status: string }; formAccess: unknown[] };
  expect(pending).toMatchObject({ order: { status: "pending" }, formAccess: [] });

  await pay(page, "4242424242424242");
  await page.waitForURL(/\/checkout\/success\?session_id=/);
});

test("cancelling returns to /checkout/cancel and charges nothing", async ({ page }) => {
  const { url, orderId } = await startCheckout(page.request, uniqueAddress());
  await page.goto(url);
  await page.getByRole("link", { name: "Cancel and return to the store" }).click();
  await expect(page).toHaveURL(/\/checkout\/cancel$/);
  const order = (await (await page.request.get(`/dev/fixtures/orders?orderId=${orderId}`)).json()) as { order: { status: string } };
  expect(order.order.status).toBe("pending");
});

test("the checkout API refuses a tampered product and an unknown session has no payment page", async ({ request }) => {
  const response = await request.post("/api/checkout", {
    data: { email: uniqueAddress(), items: [{ productId: "free-report", category: "death", quantity: 1, price: 0 }] },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: 'Unknown product: "free-report".' });
  expect((await request.get("/sandbox/pay/cs_sandbox_NOTASESSION")).status()).toBe(404);
});
