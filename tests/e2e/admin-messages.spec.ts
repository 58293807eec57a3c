import { expect, test, type Page } from "@playwright/test";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expectAskedToSignIn, openFromInbox, sendContactMessage } from "./support/back-office";
import { waitForMail } from "./support/messaging";
import { origin, uniqueAddress } from "./support/site";

test.describe.configure({ timeout: 60_000 });

test("an admin answers a contact message by e-mail from the inbox, keeps the thread, and closes it", async ({ page, browser }) => {
  const visitor = await browser.newPage();
  const email = uniqueAddress("inbox");
  const subject = `Has my report been sent? ${Math.random().toString(36).slice(2, 8)}`;
  await sendContactMessage(visitor, { email, subject, text: "I answered the grief questions on Monday.\nThank you for your help." });

  await createSignedInUser(page, { role: "admin" });
  await page.goto("/admin/messages");
  await expect(page).toHaveTitle("Messages | Catharsis");
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: /^Messages \d+ new$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^New \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page, { label: "/admin/messages" });

  await openFromInbox(page, subject);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expect(page.getByRole("region", { name: "Their message" })).toContainText("I answered the grief questions on Monday.");
  await expect(page.getByText("No reply yet.")).toBeVisible();
  await expectNoAxeViolations(page, { label: "/admin/messages/:id" });

  // An empty reply is refused beside the box; nothing is sent.
  const reply = page.getByLabel("Your reply");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Please write your reply before sending it.")).toBeVisible();
  await expect(reply).toHaveAttribute("aria-invalid", "true");

  await reply.fill("Thank you for writing, Margaret. Your report is being reviewed and will reach you tomorrow morning.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("main").getByText("Reply sent. It is on its way by e-mail and kept with the message.")).toBeVisible();
  const replies = page.getByRole("region", { name: "Replies sent" });
  await expect(replies).toContainText("will reach you tomorrow morning.");
  await expect(page.getByRole("main").locator("dd", { hasText: /^Replied$/ })).toBeVisible();

  const received = await waitForMail(visitor, email, "A reply to your message to Catharsis");
  expect(received.text).toContain("Hello Margaret Ellis,");
  expect(received.text).toContain("will reach you tomorrow morning.");
  expect(received.text).not.toContain("I answered the grief questions");
  expect(received.replyTo).toBe("support@example.com");

  await openFromInboxTab(page, "Replied", subject);
  await page.getByRole("button", { name: "Close: nothing more to do" }).click();
  await expect(page.getByRole("main").locator("dd", { hasText: /^Closed$/ })).toBeVisible();
  await page.goto("/admin/messages?status=closed");
  await expect(page.getByRole("link", { name: subject, exact: true })).toBeVisible();
  await visitor.close();
});

async function openFromInboxTab(page: Page, tab: string, subject: string) {
  await page.goto("/admin/messages");
  await page.getByRole("navigation", { name: "Messages by status" }).getByRole("link", { name: new RegExp(`^${tab} \\(\\d+\\)$`) }).click();
  await page.getByRole("link", { name: subject, exact: true }).click();
}

test("the inbox and a message are the site's 404 for a client; a signed-out visitor is asked to sign in", async ({ page }) => {
  for (const path of ["/admin/messages", "/admin/messages/some-message"]) await expectAskedToSignIn(page, path);
  await createSignedInUser(page);
  for (const path of ["/admin/messages", "/admin/messages/some-message"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  const posted = await page.request.post("/admin/messages/some-message", { form: { intent: "reply", body: "Hello" }, headers: { Origin: origin } });
  expect(posted.status()).toBe(404);
});
