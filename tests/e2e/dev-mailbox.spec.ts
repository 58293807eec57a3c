import { expect, test } from "@playwright/test";
import { DELIVERY_CHECK_SUBJECT, mailboxRow, queueTestEmail, waitForMailboxRow } from "./support/mailbox";
import { uniqueAddress } from "./support/site";

test("a test e-mail travels through the job queue into the dev mailbox", async ({ page }) => {
  const to = uniqueAddress();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });

  await page.goto("/dev/mailbox");
  await page.getByLabel("Send a test e-mail through the job queue to").fill(to);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Queued\./);

  const row = await waitForMailboxRow(page, to);
  await row.getByRole("link", { name: DELIVERY_CHECK_SUBJECT }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DELIVERY_CHECK_SUBJECT);
  await expect(page.getByTestId("mail-to")).toHaveText(to);
  await expect(page.getByTestId("mail-text")).toContainText("can send e-mail");

  // The HTML version is served on its own and shown in a sandboxed frame on the message page.
  const messageId = new URL(page.url()).pathname.split("/").pop();
  const html = await page.request.get(`/dev/mailbox/${messageId}/html`);
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain("Catharsis");
  const frame = page.frameLocator(`iframe[title="HTML version of ${DELIVERY_CHECK_SUBJECT}"]`);
  // A blocked frame shows the browser's error page; the console says why.
  await expect(frame.getByText("can send e-mail"), `console errors: ${consoleErrors.join(" | ")}`).toBeVisible();
  await expect(frame.getByText("Catharsis", { exact: true })).toBeVisible();
  // (The sandbox's "Blocked script execution" notes are expected: the frame may never run script.)
  expect(consoleErrors.filter((text) => text.includes("Content Security Policy"))).toEqual([]);
});

test("an invalid address is refused and queues nothing", async ({ page }) => {
  const invalid = `not-an-address-${Date.now()}`;
  await page.goto("/dev/mailbox");
  // Skip the browser's own type=email check so the server's validation is what answers.
  await page.getByRole("main").locator("form").evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
  const field = page.getByLabel("Send a test e-mail through the job queue to");
  await field.fill(invalid);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(page.getByRole("status")).toHaveText("Please enter a valid email address");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  const refused = await queueTestEmail(page.request, invalid);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Please enter a valid email address");

  // Jobs run in the order they were queued: once a later valid message has
  // arrived, an invalid one queued earlier would have arrived too.
  const later = uniqueAddress("after-invalid");
  expect((await queueTestEmail(page.request, later)).status()).toBe(200);
  await waitForMailboxRow(page, later);
  await expect(mailboxRow(page, invalid)).toHaveCount(0);
});
