import { expect, test } from "@playwright/test";
import { formDetails } from "../../app/domains/assessments/form-details";
import { formReady, gateSettled } from "./support/assessments";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { buyFor } from "./support/purchases";
import { expectNoHorizontalScroll } from "./support/back-office";
import { origin, uniqueAddress } from "./support/site";

test.describe.configure({ timeout: 60_000 });

test("an admin refunds a paid order: the money goes back through the provider and the client's form asks for access again", async ({ page, browser }) => {
  // The client, with a paid Depression form that opens.
  const clientContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const client = await clientContext.newPage();
  const buyer = await createSignedInUser(client);
  const orderId = await buyFor(client.request, buyer, [{ ...formDetails.depression.purchase, quantity: 1 }]);
  await client.goto(formDetails.depression.path);
  await formReady(client);

  await createSignedInUser(page, { role: "admin" });
  await page.goto(`/admin/orders/${orderId}`);
  const refund = page.getByRole("region", { name: "Refund" });
  await expect(refund).toContainText("Gives $14.99 back to the card it was paid with.");
  await expectNoAxeViolations(page, { label: "/admin/orders/:id with a refund form" });
  await refund.getByLabel("I understand: refund $14.99 and close what this order opened.").check();
  await refund.getByRole("button", { name: "Refund $14.99" }).click();

  await expect(page.getByRole("main").getByText("Order refunded. The money is on its way back to the card")).toBeVisible();
  const status = page.getByRole("main").locator("dt", { hasText: /^Status$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(status).toHaveText("Refunded");
  await expect(refund).toContainText("This order has been refunded.");
  await expect(refund.getByRole("button")).toHaveCount(0);

  // The client's questionnaire is closed again.
  await client.goto(formDetails.depression.path);
  await gateSettled(client);
  await expect(client.getByRole("heading", { level: 1, name: "Access Required" })).toBeVisible();
  await clientContext.close();
});

test("a refund must be confirmed on the server too, and nobody but an admin can ask for one", async ({ page, browser }) => {
  const buyer = await createSignedInUser(page);
  const orderId = await buyFor(page.request, buyer, [{ ...formDetails.marriage.purchase, quantity: 1 }]);
  // The client themself: the site's 404, and nothing changes.
  const asClient = await page.request.post(`/admin/orders/${orderId}`, { form: { intent: "refund", confirm: "yes" }, headers: { Origin: origin } });
  expect(asClient.status()).toBe(404);

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await createSignedInUser(admin, { role: "admin" });
  const unconfirmed = await admin.request.post(`/admin/orders/${orderId}`, { form: { intent: "refund" }, headers: { Origin: origin } });
  expect(unconfirmed.status()).toBe(400);
  await admin.goto(`/admin/orders/${orderId}`);
  const status = admin.getByRole("main").locator("dt", { hasText: /^Status$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(status).toHaveText("Paid");
  await adminContext.close();
});

test("an admin finds an order by the buyer's e-mail with the keyboard alone; the list passes axe and fits at 200% zoom", async ({ page }) => {
  const buyer = uniqueAddress("orders-list");
  const orderId = await buyFor(page.request, { email: buyer }, [{ ...formDetails["death-grief"].purchase, quantity: 1 }]);
  await createSignedInUser(page, { role: "admin" });
  await page.goto("/admin/orders");
  await expect(page).toHaveTitle("Orders | Catharsis");
  await expectNoAxeViolations(page, { label: "/admin/orders" });

  // Tab into the search form, type, and send it with Enter.
  const email = page.getByRole("search", { name: "Search orders" }).getByLabel("E-mail");
  for (let presses = 0; presses < 40 && !(await email.evaluate((field) => field === document.activeElement)); presses++) await page.keyboard.press("Tab");
  await expect(email).toBeFocused();
  await page.keyboard.type(buyer);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`email=${encodeURIComponent(buyer).replace(/\./g, "\\.")}`));
  const row = page.getByRole("row").filter({ hasText: buyer });
  await expect(row).toHaveCount(1);

  // On from the search box to the order's link, and open it with Enter.
  const link = row.getByRole("link", { name: orderId });
  for (let presses = 0; presses < 20 && !(await link.evaluate((anchor) => anchor === document.activeElement)); presses++) await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/admin/orders/${orderId}`);

  // 1280 px at 200% zoom: nothing scrolls sideways, and the rows stay readable.
  await page.setViewportSize({ width: 640, height: 800 });
  await page.goBack();
  await expect(row).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, { label: "/admin/orders at 640 px" });
});
