import { expect, test } from "@playwright/test";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expectAskedToSignIn, expectNoHorizontalScroll, subscribe } from "./support/back-office";
import { linkIn, waitForMail } from "./support/messaging";
import { origin, uniqueAddress } from "./support/site";

test.describe.configure({ timeout: 90_000 });

test("an admin writes an issue, tests it on herself, and sends it to confirmed subscribers only", async ({ page, browser }) => {
  const visitor = await browser.newPage();
  const confirmed = [uniqueAddress("issue-reader-a"), uniqueAddress("issue-reader-b")];
  const pending = uniqueAddress("issue-pending");
  for (const email of confirmed) await subscribe(visitor, email, true);
  await subscribe(visitor, pending, false);

  const admin = await createSignedInUser(page, { role: "admin" });
  await page.goto("/admin/newsletter");
  await expect(page).toHaveTitle("Newsletter | Catharsis");
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Newsletter" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: /^All \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("rowheader", { name: pending })).toBeVisible();
  await expectNoAxeViolations(page, { label: "/admin/newsletter" });

  // The pending tab lists the pending address and not the confirmed ones; its CSV follows the tab.
  await page.getByRole("navigation", { name: "Subscribers by status" }).getByRole("link", { name: /^Pending \(\d+\)$/ }).click();
  await expect(page.getByRole("rowheader", { name: pending })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: confirmed[0] })).toHaveCount(0);
  const csvHref = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
  expect(csvHref).toBe("/admin/newsletter/subscribers.csv?status=pending");
  const csv = await page.request.get("/admin/newsletter/subscribers.csv");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="catharsis-newsletter-all-\d{4}-\d\d-\d\d\.csv"$/);
  const rows = await csv.text();
  expect(rows.split("\r\n")[0]).toBe("email,status,signed_up_at,confirmed_at,unsubscribed_at");
  expect(rows).toContain(`${confirmed[0]},confirmed,`);
  expect(rows).toContain(`${pending},pending,`);

  // The list reflows at 640 px (1280 px at 200% zoom).
  await page.setViewportSize({ width: 640, height: 800 });
  await page.goto("/admin/newsletter");
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("link", { name: "Write an issue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Write an issue");
  await expectNoAxeViolations(page, { label: "/admin/newsletter/issues/new" });

  // A refused save keeps the text and says why beside the field.
  const subject = `Letters from the quiet season ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("button", { name: "Save draft" }).click();
  const body = page.getByLabel("Issue", { exact: true });
  await expect(page.getByText("Please write the issue before saving it.")).toBeVisible();
  await expect(body).toHaveAttribute("aria-invalid", "true");
  await expect(body).toHaveAccessibleDescription(/Please write the issue before saving it\./);
  await expect(page.getByLabel("Subject")).toHaveValue(subject);

  await body.fill("Winter is a good season for looking back.\n\nThis month: a short guide to journaling after a loss.");
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("main").getByText(`Test sent to you. The draft is saved and a test copy is on its way to ${admin.email} only.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expectNoAxeViolations(page, { label: "/admin/newsletter/issues/:id (draft)" });
  const test = await waitForMail(visitor, admin.email, `[Test] ${subject}`);
  expect(test.text).toContain("This is a test copy, sent only to you.");
  expect(test.text).toContain("a short guide to journaling after a loss.");

  // Sending needs the box ticked.
  await page.goto(new URL(page.url()).pathname);
  const send = page.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ });
  await send.click();
  await expect(page.getByText("Please tick the box to confirm the send.")).toBeVisible();
  // By keyboard: tick the box, and the send button is next in the focus order.
  await page.getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox")).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByText(/^Issue on its way\. It is going to \d+ subscribers? who confirmed/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Send to/ })).toHaveCount(0);

  for (const email of confirmed) {
    const mail = await waitForMail(visitor, email, subject);
    expect(mail.text).toContain("Winter is a good season for looking back.");
    expect(mail.text).toContain("Unsubscribe");
    expect(linkIn(mail.html, "/newsletter/unsubscribe?token=")).toMatch(new RegExp(`^${origin}/newsletter/unsubscribe\\?token=[0-9a-f-]{36}\\.`));
  }
  await expect(async () => {
    await page.goto("/admin/newsletter");
    await expect(page.getByRole("row", { name: new RegExp(subject) })).toContainText(/Sent.*\d+ subscribers?/, { timeout: 250 });
  }).toPass({ intervals: [500], timeout: 15_000 });
  await visitor.goto("/dev/mailbox");
  await expect(visitor.getByRole("row").filter({ has: visitor.getByRole("cell", { name: pending, exact: true }) }).getByRole("link", { name: subject })).toHaveCount(0);

  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByText(/^Sent to \d+ subscribers? on .+\. An issue is sent only once\.$/)).toBeVisible();
  await expectNoAxeViolations(page, { label: "/admin/newsletter/issues/:id (sent)" });
  await visitor.close();
});

test("the newsletter pages and the CSV are the site's 404 for a client; a signed-out visitor is asked to sign in", async ({ page }) => {
  const paths = ["/admin/newsletter", "/admin/newsletter/subscribers.csv", "/admin/newsletter/issues/new"];
  for (const path of paths) await expectAskedToSignIn(page, path);
  await createSignedInUser(page);
  for (const path of paths) expect((await page.request.get(path)).status(), path).toBe(404);
  const posted = await page.request.post("/admin/newsletter/issues/new", {
    form: { intent: "save", subject: "Hello", body: "Hello" },
    headers: { Origin: origin },
  });
  expect(posted.status()).toBe(404);
});
