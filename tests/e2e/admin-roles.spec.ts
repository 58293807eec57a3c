import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { buyForm, openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";

test.describe.configure({ timeout: 90_000 });

/** Every back-office address in the route table, with a made-up id for each parameter. */
const adminPaths = [...readFileSync("app/routes.ts", "utf8").matchAll(/route\("(admin(?:\/[^"]*)?)"/g)].map(
  (match) => `/${match[1]!.replace(/:[A-Za-z]+/g, "no-such-id")}`,
);

async function statusOf(request: APIRequestContext, path: string, post?: Record<string, string>): Promise<number> {
  const response = post
    ? await request.post(path, { form: post, headers: { Origin: test.info().project.use.baseURL! }, maxRedirects: 0 })
    : await request.get(path, { maxRedirects: 0 });
  return response.status();
}

/** Fails naming the elements that stick out past the right edge, so the cause shows in the output. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const outside = [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > edge);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: edge - 1,
      wide: outside.slice(-5).map((element) => `<${element.tagName.toLowerCase()}> ${Math.round(element.getBoundingClientRect().right)}px "${(element.textContent ?? "").slice(0, 50)}"`),
    };
  });
  expect(scrollWidth, `${label} scrolls sideways at 640 px: ${wide.join("; ")}`).toBeLessThanOrEqual(clientWidth + 1);
}

test("a reviewer reaches submissions and reports, starts at the report queue, and gets 404 on everything else", async ({ page }) => {
  await createSignedInUser(page, { role: "reviewer" });
  expect(await statusOf(page.request, "/admin/submissions")).toBe(200);
  expect(await statusOf(page.request, "/admin/reports")).toBe(200);
  for (const path of ["/admin/orders", "/admin/clients", "/admin/messages", "/admin/newsletter", "/admin/newsletter/subscribers.csv", "/admin/audit"]) {
    expect(await statusOf(page.request, path), path).toBe(404);
  }
  // Actions check the role too: a refund and a grant are refused with the same 404.
  expect(await statusOf(page.request, "/admin/orders/no-such-id", { intent: "refund", confirm: "yes" })).toBe(404);
  expect(await statusOf(page.request, "/admin/clients/no-such-id", { intent: "grant", productId: "catharsis", reason: "goodwill" })).toBe(404);

  await page.goto("/admin");
  await expect(page).toHaveURL("/admin/reports");
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link")).toHaveText([/Submissions/, /Reports/]);
  await expectNoAxeViolations(page, { label: "/admin/reports as a reviewer" });
});

test("a client and a signed-out visitor get 404 on every /admin address", async ({ page, playwright }) => {
  expect(adminPaths.length).toBeGreaterThan(10);
  await createSignedInUser(page);
  const signedOut = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  for (const path of adminPaths) {
    expect(await statusOf(page.request, path), `client ${path}`).toBe(404);
    expect(await statusOf(signedOut, path), `signed out ${path}`).toBe(404);
  }
  expect(await statusOf(page.request, "/admin/orders/no-such-id", { intent: "refund", confirm: "yes" })).toBe(404);
  expect(await statusOf(signedOut, "/admin/submissions/no-such-id", { note: "Cleared" })).toBe(404);
  await signedOut.dispose();
});

test("an admin finds their opening of a submission in the audit log, filters it, and the page passes axe and reflows at 640 px", async ({ page, browser }) => {
  const client = await createSignedInUser(page);
  await buyForm(page.request, client, "marriage");
  const entitlementId = await openCopyId(page, "marriage");
  const submissionId = await submitForm(page, { formType: "marriage", entitlementId, email: client.email, responses: { q1: "We met at a dance." } });

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  const staff = await createSignedInUser(admin, { role: "admin" });
  await admin.goto(`/admin/submissions/${submissionId}`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Marriage Assessment submission");

  await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  await expect(admin).toHaveTitle("Audit log | Catharsis");
  const table = admin.getByRole("table", { name: /newest first/ });
  const row = table.getByRole("row").filter({ hasText: submissionId });
  await expect(row).toContainText("Opened a submission's answers");
  await expect(row).toContainText(staff.email);
  await expect(row).not.toContainText(client.email);
  await expectNoAxeViolations(admin, { label: "/admin/audit" });

  // Filters with the keyboard: staff member and action, then the list narrows to this opening.
  await admin.getByLabel("Staff member").selectOption({ label: staff.email });
  await admin.getByLabel("Action").selectOption({ label: "Opened a submission's answers" });
  await admin.getByRole("button", { name: "Show entries" }).press("Enter");
  await expect(admin).toHaveURL(/\/admin\/audit\?staff=.*&action=submission.opened/);
  await expect(admin.getByRole("table", { name: /matching the filters/ }).getByRole("row").filter({ hasText: submissionId })).toHaveCount(1);
  await admin.getByLabel("To").fill("2000-01-01");
  await admin.getByRole("button", { name: "Show entries" }).click();
  await expect(admin.getByText("No entries match these filters.")).toBeVisible();

  await admin.goto("/admin/audit");
  await admin.setViewportSize({ width: 640, height: 900 });
  await expectNoSidewaysScroll(admin, "/admin/audit");
  await expectNoAxeViolations(admin, { label: "/admin/audit at 640 px" });
  await context.close();
});
