import { expect, test } from "@playwright/test";
import { formDetails } from "../../app/domains/assessments/form-details";
import { gateSettled, formReady } from "./support/assessments";
import { createSignedInUser, createUser, linkFromMail } from "./support/auth";
import { expectAskedToSignIn } from "./support/back-office";
import { expectNoAxeViolations } from "./support/axe";
import { buyFor } from "./support/purchases";
import { origin } from "./support/site";

test.describe.configure({ timeout: 60_000 });

test("an admin finds a client by e-mail, sees their orders and access, and grants a questionnaire by hand with a reason", async ({ page, browser }) => {
  const clientContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const client = await clientContext.newPage();
  const buyer = await createSignedInUser(client);
  const orderId = await buyFor(client.request, buyer, [{ ...formDetails.marriage.purchase, quantity: 1 }]);
  await client.goto(formDetails.depression.path);
  await gateSettled(client);
  await expect(client.getByRole("heading", { level: 1, name: "Access Required" })).toBeVisible();

  await createSignedInUser(page, { role: "admin" });
  await page.goto("/admin/clients");
  await expect(page).toHaveTitle("Clients | Catharsis");
  await page.getByLabel("E-mail contains").fill(buyer.email.toUpperCase());
  await page.getByLabel("E-mail contains").press("Enter");
  await expect(page).toHaveURL(/\/admin\/clients\?q=/);
  const row = page.getByRole("row", { name: new RegExp(buyer.email.replace(/[.+]/g, "\\$&"), "i") });
  await expect(row).toContainText("1");
  await expectNoAxeViolations(page, { label: "/admin/clients with a search" });
  await row.getByRole("link", { name: buyer.email }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(buyer.email);
  await expect(page.getByRole("region", { name: "Orders" }).getByRole("link", { name: orderId })).toBeVisible();
  const access = (form: string) => page.getByRole("region", { name: "Access", exact: true }).getByRole("listitem").filter({ hasText: `${form} questionnaire (Catharsis Report)` });
  await expect(access("Marriage")).toContainText(`Open. From order ${orderId}`);
  await expectNoAxeViolations(page, { label: "/admin/clients/:id" });

  // The reason is required; the choice stays in the form with the message beside it.
  const grant = page.getByRole("region", { name: "Grant access by hand" });
  await grant.getByLabel("What to open").selectOption({ label: "Catharsis Survey & Report" });
  await grant.getByLabel("Topic (not for the Enneagram Report)").selectOption({ label: "Depression" });
  await grant.getByRole("button", { name: "Grant access" }).click();
  await expect(grant.getByText("Please say why this access is given, in a few words.")).toBeVisible();
  await expect(grant.getByLabel("Topic (not for the Enneagram Report)")).toHaveValue("depression");
  await grant.getByLabel("Why").fill("Paid by bank transfer, invoice 1042");
  await grant.getByRole("button", { name: "Grant access" }).click();
  await expect(page.getByRole("main").getByText(`Access granted. 1 questionnaire is open for ${buyer.email}.`)).toBeVisible();
  await expect(access("Depression")).toContainText('Open. Granted by');
  await expect(access("Depression")).toContainText('"Paid by bank transfer, invoice 1042"');

  // The client's Depression form now opens.
  await client.goto(formDetails.depression.path);
  await formReady(client);
  await clientContext.close();
});

test("an unverified client can be sent a new verification link; clients get 404 on every client page, visitors are asked to sign in", async ({ page, browser }) => {
  const unverified = await createUser(page.request, { verified: false });
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await createSignedInUser(admin, { role: "admin" });
  await admin.goto(`/admin/clients?q=${encodeURIComponent(unverified.email)}`);
  await admin.getByRole("link", { name: unverified.email }).click();
  await expect(admin.getByRole("main").locator("dd", { hasText: /^Not yet$/ })).toBeVisible();
  await admin.getByRole("button", { name: "Send a new verification link" }).click();
  await expect(admin.getByRole("main").getByText(`Verification link sent. A new link is on its way to ${unverified.email}.`)).toBeVisible();
  const clientUrl = admin.url();
  // The link reaches the client's inbox (the fixture made the account without sending one).
  expect(await linkFromMail(admin, unverified.email, "Please confirm your e-mail address", "/api/auth/verify-email")).toContain("token=");
  await adminContext.close();

  for (const path of ["/admin/clients", new URL(clientUrl).pathname]) await expectAskedToSignIn(page, path);
  await createSignedInUser(page);
  for (const path of ["/admin/clients", new URL(clientUrl).pathname]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  const posted = await page.request.post(new URL(clientUrl).pathname, { form: { intent: "grant", productId: "catharsis", category: "death", reason: "not allowed" }, headers: { Origin: origin } });
  expect(posted.status()).toBe(404);
});
