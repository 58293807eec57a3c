import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { trackHydration, waitForHydration } from "./support/hydration";
import { CONTACT_ACKNOWLEDGEMENT_SUBJECT, PROVIDER_INBOX, waitForMail } from "./support/messaging";
import { uniqueAddress } from "./support/site";

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });
const sendButton = (page: Page) => page.getByRole("main").getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ });
// The fetcher posts to the route's data URL.
const CONTACT_DATA_URL = "**/contact.data*";

type Message = { name: string; email: string; phone: string; subject: string; message: string };

function aMessage(): Message {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    name: "Margaret Ellis",
    email: uniqueAddress("contact"),
    phone: "+1 (555) 010-0199",
    subject: `Question about the grief report ${tag}`,
    message: "Hello,\nI lost my husband last spring and would like to know how the grief report works.",
  };
}

async function fillForm(page: Page, message: Message) {
  await field(page, "Name").fill(message.name);
  await field(page, "Email").fill(message.email);
  await field(page, "Phone (optional)").fill(message.phone);
  await field(page, "Subject").fill(message.subject);
  await field(page, "Message").fill(message.message);
}

async function expectFormHolds(page: Page, message: Message) {
  await expect(field(page, "Name")).toHaveValue(message.name);
  await expect(field(page, "Email")).toHaveValue(message.email);
  await expect(field(page, "Phone (optional)")).toHaveValue(message.phone);
  await expect(field(page, "Subject")).toHaveValue(message.subject);
  await expect(field(page, "Message")).toHaveValue(message.message);
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await trackHydration(page);
    await page.goto("/contact");
    await waitForHydration(page);
  });

  test("shows the page's cards: support e-mail and phone from the configuration, and office hours", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("main").getByRole("link", { name: "support@example.com" })).toHaveAttribute("href", "mailto:support@example.com");
    await expect(page.getByRole("main").getByRole("link", { name: "+1 (555) 010-0142" })).toHaveAttribute("href", "tel:+15550100142");
    await expect(page.getByRole("heading", { name: "Get in touch" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Office Hours" })).toBeVisible();
    const hours = page.getByRole("main").locator("dl");
    await expect(hours.locator("dt")).toHaveText(["Monday-Friday", "Saturday", "Sunday"]);
    await expect(hours.locator("dd")).toHaveText(["9:00 AM-6:00 PM", "10:00 AM-4:00 PM", "Closed"]);
  });

  test("sends a message: Sending..., a toast, an empty form, and both e-mails", async ({ page }) => {
    const message = aMessage();
    await fillForm(page, message);
    // Hold the request a moment so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACT_DATA_URL, async (route) => {
      await held;
      await route.continue();
    });
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText("Sending...");
    await expect(sendButton(page)).toBeDisabled();
    release();

    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await expect(sendButton(page)).toHaveText("Send Message");
    await expect(sendButton(page)).toBeEnabled();
    await expectFormHolds(page, { name: "", email: "", phone: "", subject: "", message: "" });

    const notification = await waitForMail(page, PROVIDER_INBOX, `Contact form: ${message.subject}`);
    expect(notification.replyTo).toBe(message.email);
    expect(notification.text).toContain(message.name);
    expect(notification.text).toContain(message.phone);
    expect(notification.text).toContain("I lost my husband last spring");

    const acknowledgement = await waitForMail(page, message.email, CONTACT_ACKNOWLEDGEMENT_SUBJECT);
    expect(acknowledgement.text).toContain("reply within 24 hours on business days");
    // It repeats nothing the sender typed.
    expect(acknowledgement.text).not.toContain(message.subject);
    expect(acknowledgement.text).not.toContain(message.name);
    for (const mail of [notification, acknowledgement]) {
      await page.goto(`${mail.path}/html`);
      await expectNoAxeViolations(page, { label: `the e-mail ${mail.path}` });
    }
  });

  test("checks the fields on submit, then again on every change, with the spec's messages", async ({ page }) => {
    const main = page.getByRole("main");
    // Before the first submit, typing something too short is not yet an error.
    await field(page, "Name").fill("M");
    await field(page, "Email").fill("mo@");
    await expect(field(page, "Name")).toHaveValue("M");
    await expect(main.getByText("Name must be at least 2 characters")).toBeHidden();
    await expect(main.getByText("Please enter a valid email address")).toBeHidden();
    await expect(field(page, "Name")).not.toHaveAttribute("aria-invalid");
    await field(page, "Name").fill("");
    await field(page, "Email").fill("");

    await sendButton(page).click();
    await expect(main.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(main.getByText("Please enter a valid email address")).toBeVisible();
    await expect(main.getByText("Subject must be at least 5 characters")).toBeVisible();
    await expect(main.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(field(page, "Name")).toBeFocused();
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Phone (optional)")).not.toHaveAttribute("aria-invalid");

    await field(page, "Name").fill("M");
    await expect(main.getByText("Name must be at least 2 characters")).toBeVisible();
    await field(page, "Name").fill("Mo");
    await expect(main.getByText("Name must be at least 2 characters")).toBeHidden();
    await expect(field(page, "Name")).not.toHaveAttribute("aria-invalid");

    await field(page, "Email").fill("mo@example");
    await expect(main.getByText("Please enter a valid email address")).toBeVisible();
    await field(page, "Email").fill("mo@example.com");
    await expect(main.getByText("Please enter a valid email address")).toBeHidden();

    await field(page, "Subject").fill("Help!");
    await expect(main.getByText("Subject must be at least 5 characters")).toBeHidden();
    await field(page, "Message").fill("Too short");
    await expect(main.getByText("Message must be at least 10 characters")).toBeVisible();
    await field(page, "Message").fill("Long enough now");
    await expect(main.getByText("Message must be at least 10 characters")).toBeHidden();
  });

  test("refuses an oversized message with a message, keeping every character", async ({ page }) => {
    const message = { ...aMessage(), message: "a".repeat(5001) };
    await fillForm(page, message);
    await sendButton(page).click();
    await expect(page.getByRole("main").getByText("Message must be at most 5,000 characters")).toBeVisible();
    await expect(field(page, "Message")).toHaveValue(message.message);
    await field(page, "Message").press("Backspace");
    await expect(page.getByRole("main").getByText("Message must be at most 5,000 characters")).toBeHidden();
  });

  test("a failed send shows the error toast and keeps everything typed", async ({ page }) => {
    const message = aMessage();
    await fillForm(page, message);
    // Only the submission fails; the page's data still loads afterwards.
    await page.route(CONTACT_DATA_URL, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
        : route.continue(),
    );
    await sendButton(page).click();
    await expect(page.getByText("Error sending message")).toBeVisible();
    await expect(page.getByText("Please try again later or contact us directly.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expectFormHolds(page, message);
    await expect(sendButton(page)).toBeEnabled();
  });

  test("has no WCAG 2.1 AA violations, with or without errors showing", async ({ page }) => {
    await expectNoAxeViolations(page);
    await sendButton(page).click();
    await expect(page.getByRole("main").getByText("Name must be at least 2 characters")).toBeVisible();
    await expectNoAxeViolations(page, { label: "/contact with validation messages" });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post shows the errors beside the fields, keeps the values, then sends", async ({ page }) => {
    await page.goto("/contact");
    const message = { ...aMessage(), name: "M" };
    await fillForm(page, message);
    await sendButton(page).click();
    await expect(page.getByRole("main").getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByRole("main").getByText("Please enter a valid email address")).toBeHidden();
    await expectFormHolds(page, message);

    await field(page, "Name").fill("Margaret Ellis");
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("status")).toHaveText("Message sent successfully! We'll get back to you as soon as possible.");
    await expectFormHolds(page, { name: "", email: "", phone: "", subject: "", message: "" });

    // The success page came from a redirect: refreshing it asks for the page again, it does not re-send.
    const refreshed = await page.reload();
    expect(refreshed?.request().method()).toBe("GET");
    await expect(page.getByRole("status")).toHaveText("Message sent successfully! We'll get back to you as soon as possible.");
    await waitForMail(page, message.email, CONTACT_ACKNOWLEDGEMENT_SUBJECT);
  });
});

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the page reflows with the messages showing (WCAG 1.4.10)", async ({ page }) => {
    await trackHydration(page);
    await page.goto("/contact");
    await waitForHydration(page);
    await sendButton(page).click();
    await expect(page.getByRole("main").getByText("Message must be at least 10 characters")).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
  });
});
