import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { buyForm, openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser, nextTotpCodeFromKey, signInWithForm, signOut, totpCodeFromKey } from "./support/auth";
import { signInTo, storeContactMessage } from "./support/back-office";
import { trackHydration, waitForHydration } from "./support/hydration";
import { expectNoAxeViolations } from "./support/axe";

test.describe.configure({ timeout: 90_000 });

/** Every back-office address in the route table, with a made-up id for each parameter. */
const adminPaths = [...readFileSync("app/routes.ts", "utf8").matchAll(/route\("(admin(?:\/[^"]*)?)"/g)].map(
  (match) => `/${match[1]!.replace(/:[A-Za-z]+/g, "no-such-id")}`,
);

async function statusOf(request: APIRequestContext, path: string, post?: Record<string, string>): Promise<number | string> {
  const response = post
    ? await request.post(path, { form: post, headers: { Origin: test.info().project.use.baseURL! }, maxRedirects: 0 })
    : await request.get(path, { maxRedirects: 0 });
  // A redirect is told by where it goes: a signed-out visitor's is to sign in and back (ADR 64).
  return response.headers()["location"] ?? response.status();
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

test("a client gets 404 on every /admin address; a signed-out visitor is asked to sign in and come back to it", async ({ page, playwright }) => {
  expect(adminPaths.length).toBeGreaterThan(10);
  await createSignedInUser(page);
  const signedOut = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  for (const path of adminPaths) {
    expect(await statusOf(page.request, path), `client ${path}`).toBe(404);
    expect(await statusOf(signedOut, path), `signed out ${path}`).toBe(signInTo(path));
  }
  expect(await statusOf(page.request, "/admin/orders/no-such-id", { intent: "refund", confirm: "yes" })).toBe(404);
  expect(await statusOf(signedOut, "/admin/submissions/no-such-id", { note: "Cleared" })).toBe(signInTo("/admin/submissions/no-such-id"));
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

test("staff without a second factor are sent to set one up; then they sign in with the app's code, or once with a backup code", async ({ page }) => {
  // The last sign-in may wait up to 30 s for the app's next code (a code is accepted once).
  test.setTimeout(75_000);
  const reviewer = await createSignedInUser(page, { role: "reviewer", twoFactor: false });
  await page.goto("/admin/reports");
  await expect(page).toHaveURL(`/admin/two-factor?redirect=${encodeURIComponent("/admin/reports")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set Up Two-Step Sign-In");
  // No admin page opens meanwhile, by any path.
  expect((await page.request.get("/admin/submissions", { maxRedirects: 0 })).status()).toBe(302);
  await expectNoAxeViolations(page, { label: "/admin/two-factor (password)" });

  await page.getByLabel("Your password").fill("not my password at all");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("That password is not right. Please try again.")).toBeVisible();
  await page.getByLabel("Your password").fill(reviewer.password);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await page.getByTestId("two-factor-key").innerText()).trim();
  const backupCodes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allInnerTexts();
  expect(backupCodes).toHaveLength(10);
  await expectNoAxeViolations(page, { label: "/admin/two-factor (QR code and backup codes)" });

  // A wrong code keeps everything in view, with the reason beside the field.
  const code = page.getByLabel("6-digit code");
  await code.fill("000000");
  await page.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
  await expect(page.getByText(/^That code did not match/)).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("two-factor-key")).toHaveText(key);

  // The phone, from the key typed by hand.
  await code.fill(await totpCodeFromKey(key));
  const setUpAt = Date.now();
  await page.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
  await expect(page).toHaveURL("/admin/reports");
  await expect(page.getByText("Two-step sign-in is on").first()).toBeVisible();

  // Next time: the password, then the code page.
  await signOut(page);
  await trackHydration(page);
  await page.goto("/auth?redirect=%2Fadmin%2Fsubmissions");
  await waitForHydration(page);
  await signInWithForm(page, reviewer);
  await expect(page).toHaveURL(/\/auth\/two-factor\?redirect=%2Fadmin%2Fsubmissions$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter Your Sign-In Code");
  expect(await statusOf(page.request, "/admin/submissions"), "no session before the code").toBe(signInTo("/admin/submissions"));
  await expectNoAxeViolations(page, { label: "/auth/two-factor" });
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backupCodes[0]!.toUpperCase());
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page).toHaveURL("/admin/submissions");

  // A backup code works once.
  await signOut(page);
  await signInWithForm(page, reviewer);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backupCodes[0]!);
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page.getByRole("main").getByText("That backup code did not match, or it was already used. Each backup code works once.")).toBeVisible();
  await page.getByRole("link", { name: "Use the authenticator app instead" }).click();
  await page.getByLabel("6-digit code").fill(await nextTotpCodeFromKey(key, setUpAt));
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page).toHaveURL("/");
  expect((await page.request.get("/admin/reports")).status()).toBe(200);
});

test("every back-office list fits at 200% zoom, passes axe there, and opens a row with the keyboard", async ({ page }) => {
  // Seven pages with axe each; the orders list and the audit log are also checked at this width in their own tests.
  test.setTimeout(150_000);
  // Something in each list: a client with an order and a sent questionnaire, and a contact message.
  const client = await createSignedInUser(page);
  await buyForm(page.request, client, "marriage");
  const entitlementId = await openCopyId(page, "marriage");
  await submitForm(page, { formType: "marriage", entitlementId, email: client.email, responses: { q1: "We still laugh together." } });
  await storeContactMessage(page.request, { name: "June Hartley", email: client.email, subject: `About my order ${Math.random().toString(36).slice(2, 8)}`, message: "Thank you for the report." });

  const admin = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 640, height: 800 } });
  const staff = await admin.newPage();
  await createSignedInUser(staff, { role: "admin" });
  const lists = [
    { path: "/admin/orders", row: /^\/admin\/orders\/[^/]+$/ },
    { path: "/admin/clients", row: /^\/admin\/clients\/[^/]+$/ },
    { path: "/admin/submissions", row: /^\/admin\/submissions\/[^/]+$/ },
    { path: "/admin/messages", row: /^\/admin\/messages\/[^/]+$/ },
    { path: "/admin/newsletter", row: null },
    { path: "/admin/reports", row: null },
    { path: "/admin/audit", row: null },
  ];
  for (const list of lists) {
    await staff.goto(list.path);
    await expectNoSidewaysScroll(staff, list.path);
    await expectNoAxeViolations(staff, { label: `${list.path} at 640 px` });
    if (!list.row) continue;
    const pattern = list.row;
    const link = staff.getByRole("main").getByRole("table").getByRole("link").first();
    await link.focus();
    await staff.keyboard.press("Enter");
    await expect.poll(() => new URL(staff.url()).pathname, { message: `${list.path}: a row opens with Enter` }).toMatch(pattern);
    await expectNoSidewaysScroll(staff, new URL(staff.url()).pathname);
  }
  await admin.close();
});
