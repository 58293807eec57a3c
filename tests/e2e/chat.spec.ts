import { expect, test, type Page } from "@playwright/test";
import { openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { trackHydration, waitForHydration } from "./support/hydration";
import { PROVIDER_INBOX, waitForMail } from "./support/messaging";
import { buyFor } from "./support/purchases";

const openButton = (page: Page) => page.getByRole("button", { name: "Open support chat" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Support Chat" });
const messageBox = (page: Page) => panel(page).getByRole("textbox", { name: "Your message" });
const sendButton = (page: Page) => panel(page).getByRole("button", { name: "Send" });
const log = (page: Page) => panel(page).getByRole("log", { name: "Chat messages" });
const typing = (page: Page) => panel(page).getByText("Support is typing...");
const bubbles = (page: Page) => log(page).locator("> [data-sender]");

async function openChat(page: Page) {
  await openButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
}

/** Sends with Enter, sees the typing indicator, then the reply; returns the reply's bubble. */
async function ask(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
  await expect(bubbles(page).last()).toHaveText(new RegExp(`^You: ${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await expect(typing(page)).toBeVisible();
  await expect(typing(page)).toBeHidden();
  const reply = bubbles(page).last();
  await expect(reply).toHaveText(/^Support: /);
  return reply;
}

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
  await page.goto("/");
  await waitForHydration(page);
});

test("the panel's code loads only when the chat is first used", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.reload();
  await waitForHydration(page);
  expect(requested.filter((url) => url.includes("chat-panel"))).toEqual([]);
  await openChat(page);
  expect(requested.filter((url) => url.includes("chat-panel"))).toHaveLength(1);
});

test("opens with a greeting, minimizes to its header, restores and closes, moving focus each time", async ({ page }) => {
  await expect(openButton(page)).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  await openChat(page);
  await expect(panel(page).getByRole("heading", { name: "Support Chat" })).toBeVisible();
  await expect(log(page)).toContainText("I'm here to help with any questions about our therapy services");
  await expect(messageBox(page)).toHaveAttribute("placeholder", "Type your message...");
  await expect(bubbles(page)).toHaveCount(1);

  await panel(page).getByRole("button", { name: "Minimize chat" }).click();
  await expect(panel(page).getByRole("heading", { name: "Support Chat" })).toBeVisible();
  await expect(messageBox(page)).toBeHidden();
  await expect(log(page)).toBeHidden();
  await expect(panel(page).getByRole("button", { name: "Restore chat" })).toBeFocused();

  await panel(page).getByRole("button", { name: "Restore chat" }).click();
  await expect(messageBox(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();

  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await expect(panel(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();

  // Escape closes too, and the conversation is still there when the chat comes back.
  await openChat(page);
  await ask(page, "hello");
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
  await openChat(page);
  await expect(bubbles(page).filter({ hasText: /^You: hello/ })).toHaveCount(1);
});

test("Send is disabled while the message is blank; Enter sends and Shift+Enter starts a new line", async ({ page }) => {
  await openChat(page);
  await expect(sendButton(page)).toBeDisabled();
  await messageBox(page).fill("   \n  ");
  await expect(sendButton(page)).toBeDisabled();
  await messageBox(page).press("Enter");
  await expect(bubbles(page)).toHaveCount(1);

  await messageBox(page).fill("");
  await messageBox(page).pressSequentially("First line");
  await messageBox(page).press("Shift+Enter");
  await messageBox(page).pressSequentially("second line");
  await expect(messageBox(page)).toHaveValue("First line\nsecond line");
  await expect(bubbles(page)).toHaveCount(1);
  await expect(sendButton(page)).toBeEnabled();

  await messageBox(page).press("Enter");
  await expect(messageBox(page)).toHaveValue("");
  await expect(bubbles(page).nth(1)).toHaveText(/First line\s*second line/);
  await expect(sendButton(page)).toBeDisabled();
});

test("shows the typing indicator, then the canned reply chosen by keyword", async ({ page }) => {
  await openChat(page);
  const price = await ask(page, "How much does it COST?");
  await expect(price).toContainText("Our Catharsis Survey starts at $14.99 and includes a 72-hour actionable plan");
  await expect(price.getByRole("link", { name: "See pricing options" })).toHaveAttribute("href", "/pricing");

  // The store sells reports, not sessions (docs/product.md): nothing offers a booking.
  const booking = await ask(page, "Can I book an appointment?");
  await expect(booking).toContainText("We don't book appointments or therapy sessions");
  await expect(booking.getByRole("link", { name: "Write to us" })).toHaveAttribute("href", "/contact");

  const therapy = await ask(page, "Tell me about counseling");
  await expect(therapy).toContainText("We don't offer therapy sessions. Our reports help you reflect");

  const grief = await ask(page, "My husband passed away in the spring");
  await expect(grief).toContainText("I'm so sorry for your loss.");
  await expect(grief.getByRole("link", { name: "The Death & Grief survey" })).toHaveAttribute("href", "/death-grief-form");

  const other = await ask(page, "Good morning");
  await expect(other).toContainText("I can help with questions about pricing, our reports, where your report is, or leaving a message for a person.");

  // The list keeps the newest message in view.
  await expect(other).toBeInViewport();
  await expect(bubbles(page).first()).not.toBeInViewport();
});

/** The fake clock's start; the page loads with time flowing, then the test pauses it. */
const CLOCK_START = new Date("2026-01-05T10:00:00Z");

async function openChatOnPausedClock(page: Page) {
  await page.clock.install({ time: CLOCK_START });
  await page.reload();
  await waitForHydration(page);
  await openChat(page);
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 60 * 60 * 1000));
}

/** Lets React finish any render queued by a timer (its scheduler posts tasks on a MessageChannel, which the clock does not fake). */
async function settle(page: Page) {
  for (let round = 0; round < 3; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

test("the typing indicator lasts 1,500 ms: no reply at 1,499 ms, the reply at 1,500 ms", async ({ page }) => {
  await openChatOnPausedClock(page);
  await messageBox(page).fill("What does it cost?");
  await messageBox(page).press("Enter");
  await expect(bubbles(page)).toHaveCount(2);
  await expect(typing(page)).toBeVisible();

  await page.clock.runFor(1499);
  await settle(page);
  expect(await bubbles(page).count()).toBe(2);
  await expect(typing(page)).toBeVisible();

  await page.clock.runFor(1);
  await expect(bubbles(page)).toHaveCount(3);
  await expect(bubbles(page).last()).toContainText("starts at $14.99");
  await expect(typing(page)).toBeHidden();
});

test("a reply that arrives while minimized is announced and badged on the header", async ({ page }) => {
  await openChatOnPausedClock(page);
  const status = panel(page).getByRole("status");
  const badge = panel(page).getByTestId("chat-unread");
  await messageBox(page).fill("Can I book an appointment?");
  await messageBox(page).press("Enter");
  await panel(page).getByRole("button", { name: "Minimize chat" }).click();
  await expect(log(page)).toBeHidden();
  await expect(badge).toHaveCount(0);
  await expect(status).toHaveText("");

  await page.clock.runFor(1500);
  await expect(status).toHaveText("New reply from Support");
  await expect(badge).toHaveText("1 new");
  await expect(badge).toBeVisible();

  await panel(page).getByRole("button", { name: "Restore chat" }).click();
  await expect(badge).toHaveCount(0);
  await expect(status).toHaveText("");
  await expect(bubbles(page).last()).toContainText("We don't book appointments");
});

test("words of crisis get the crisis lines, not a sales reply, and the provider is alerted without the words", async ({ page }) => {
  await openChat(page);
  const alerted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/chat/crisis-alert");
  const reply = await ask(page, "I don't see the point anymore, I want to end my life. What does it cost?");
  await expect(reply).toContainText("call or text 988");
  await expect(reply).toContainText("text HOME to 741741");
  await expect(reply).toContainText("call 911 or your local emergency services");
  await expect(reply).not.toContainText("$14.99");
  // On a phone each line is one tap away: links that dial or text, not numbers to copy.
  const lines = reply.getByRole("list", { name: "Crisis lines" });
  await expect(lines.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await expect(lines.getByRole("link", { name: "Text 988" })).toHaveAttribute("href", "sms:988");
  await expect(lines.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  await expect(lines.getByRole("link", { name: "Text HOME to 741741" })).toHaveAttribute("href", "sms:741741?body=HOME");

  // The provider hears of it at once (ADR 0060): from the chat, what was found, and none of the words.
  expect((await alerted).status()).toBe(202);
  const alert = await waitForMail(page, PROVIDER_INBOX, "URGENT: a crisis message in the support chat");
  expect(alert.text).toContain("From the support chat:");
  expect(alert.text).toContain("possible suicidal thoughts");
  expect(alert.text + alert.html).not.toContain("end my life");
});

test("when the alert cannot reach the server, the crisis lines show all the same", async ({ page }) => {
  await page.route("**/api/chat/crisis-alert", (route) => route.abort());
  await openChat(page);
  const reply = await ask(page, "I want to kill myself");
  await expect(reply).toContainText("call or text 988");
  await expect(reply.getByRole("list", { name: "Crisis lines" }).getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  // The chat goes on as before.
  await expect(await ask(page, "What does it cost?")).toContainText("starts at $14.99");
});

test("the open chat has no WCAG 2.1 AA violations, nor at phone width", async ({ page }) => {
  await openChat(page);
  await ask(page, "What does it cost?");
  await expectNoAxeViolations(page, { label: "/ with the chat open" });
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(messageBox(page)).toBeVisible();
  await expect(panel(page).getByRole("button", { name: "Close chat" })).toBeInViewport();
  await expectNoAxeViolations(page, { label: "/ with the chat open at 320 px" });
});

test("a signed-in client asking where their report is hears its own step and due time; a visitor hears the general answer", async ({ page }) => {
  await openChat(page);
  const general = await ask(page, "Where is my report?");
  await expect(general).toContainText("Your report arrives by e-mail within 24 hours of sending your questionnaire.");

  const client = await createSignedInUser(page);
  await buyFor(page.request, client, [{ productId: "catharsis", category: "depression" }]);
  await submitForm(page, { formType: "depression", entitlementId: await openCopyId(page, "depression"), email: client.email });
  await page.goto("/");
  await waitForHydration(page);
  await openChat(page);
  const own = await ask(page, "Where is my report?");
  // The reports lane may already have drafted it by the time the question is asked.
  await expect(own).toContainText(/Your Catharsis Report \(Depression\) is (being written|in review), due by \w+ \d+, \d{4}/);
  await expect(own.getByRole("link", { name: "See your reports" })).toHaveAttribute("href", "/account#reports");
});

test("asking for a person, the visitor leaves a message in the chat: it is filed as a contact message, with their words kept on a mistake", async ({ page }) => {
  const tag = crypto.randomUUID().slice(0, 8);
  const email = `chat-message-${tag}@example.com`;
  await openChat(page);
  const reply = await ask(page, "Can I talk to a real person please?");
  await expect(reply).toContainText("A person at Catharsis reads every message");
  await reply.getByRole("button", { name: "Leave a message here" }).click();

  const form = panel(page).getByRole("form", { name: "Leave a message for a person" });
  await expect(form.getByRole("textbox", { name: "Your name" })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Your message for a person" })).toHaveValue("Can I talk to a real person please?");
  await expectNoAxeViolations(page, { label: "the chat's message form" });

  // A mistake keeps every word, with the message beside the field.
  await form.getByRole("textbox", { name: "Your name" }).fill("June");
  await form.getByRole("textbox", { name: "Your e-mail" }).fill("june.at.example");
  const message = `My report ${tag} has a question only a person can answer.`;
  await form.getByRole("textbox", { name: "Your message for a person" }).fill(message);
  await form.getByRole("button", { name: "Send to a person" }).click();
  await expect(form.getByRole("textbox", { name: "Your e-mail" })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Your e-mail" })).toHaveAccessibleDescription(/valid email/i);
  await expect(form.getByRole("textbox", { name: "Your message for a person" })).toHaveValue(message);

  await form.getByRole("textbox", { name: "Your e-mail" }).fill(email);
  await form.getByRole("button", { name: "Send to a person" }).click();
  await expect(bubbles(page).last()).toContainText("Thank you, June. Your message is with us");
  await expect(form).toHaveCount(0);
  await expect(messageBox(page)).toBeFocused();

  // Filed like any contact message: the provider hears of it, with the chat's subject.
  const notification = await waitForMail(page, PROVIDER_INBOX, "Contact form: Message from the support chat");
  expect(notification.text).toContain(message);
});
