import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { trackHydration, waitForHydration } from "./hydration";
import { linkIn, NEWSLETTER_CONFIRMATION_SUBJECT, waitForMail } from "./messaging";

/**
 * The back office's steps as its specs take them: the dashboard's figures,
 * a visitor's contact message and the inbox, newsletter sign-ups, and the
 * home page's client figures.
 */

/** A figure of one sales card ("Today", "Orders"), as a number of cents or a count. */
export async function salesFigure(page: Page, card: string, figure: "Orders" | "Revenue"): Promise<number> {
  const value = await page
    .getByRole("region", { name: card })
    .locator("dt", { hasText: new RegExp(`^${figure}$`) })
    .locator("xpath=following-sibling::dd[1]")
    .innerText();
  return Number(value.replace(/[$,.]/g, ""));
}

/** Sends the contact form as a visitor would. */
export async function sendContactMessage(page: Page, message: { email: string; subject: string; text: string }) {
  await trackHydration(page);
  await page.goto("/contact");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Name", { exact: true }).fill("Margaret Ellis");
  await main.getByLabel("Email", { exact: true }).fill(message.email);
  await main.getByLabel("Subject", { exact: true }).fill(message.subject);
  await main.getByLabel("Message", { exact: true }).fill(message.text);
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
}

/**
 * A contact message as the contact page sends it, through the fixture (a visitor address of
 * its own), for tests of the inbox rather than of the form: the form's per-address limit
 * belongs to the contact page's own tests.
 */
export async function storeContactMessage(request: APIRequestContext, message: { name: string; email: string; subject: string; message: string }) {
  const response = await request.post("/dev/fixtures/contact-messages", { data: message });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * New messages are listed longest-waiting first and other tests write too, so
 * a fresh one is near the end: look from the last page back.
 */
export async function openFromInbox(page: Page, subject: string) {
  await page.goto("/admin/messages?page=9999");
  const link = page.getByRole("link", { name: subject, exact: true });
  while (!(await link.isVisible())) {
    const previous = page.getByRole("navigation", { name: "Pages of messages" }).getByRole("link", { name: "Previous page" });
    expect(await previous.count(), `"${subject}" in the new messages`).toBe(1);
    await previous.click();
  }
  await link.click();
}

/** Signs an address up as the footer form does; with `confirm`, follows the link in its confirmation e-mail. */
export async function subscribe(page: Page, email: string, confirm: boolean) {
  const response = await page.request.post("/newsletter", { form: { email, via: "fetcher" } });
  expect(response.status()).toBe(200);
  const mail = await waitForMail(page, email, NEWSLETTER_CONFIRMATION_SUBJECT);
  if (!confirm) return;
  const url = new URL(linkIn(mail.html, "/newsletter/confirm?token="));
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("status")).toContainText("Your subscription is confirmed.");
}

export const demoFigures = { clientsServed: "500", averageRating: "4.9" };

/** `path` as a signed-out visitor sees it, in a fresh context: no cookie, so through the public page cache. */
export async function asVisitor(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

export const clientFigures = (page: Page) => page.getByRole("main").getByRole("region", { name: "You are not alone" });

/** Clicks and waits for the action's answer: the save is stored before a visitor looks. */
export async function submit(page: Page, button: ReturnType<Page["getByRole"]>) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/site"));
  await button.click();
  await answered;
}

export async function saveFigures(page: Page, figures: { clientsServed?: string; averageRating?: string }) {
  const form = page.getByRole("region", { name: "Client figures on the home page" });
  if (figures.clientsServed !== undefined) await form.getByLabel("Clients served").fill(figures.clientsServed);
  if (figures.averageRating !== undefined) await form.getByLabel("Average rating").fill(figures.averageRating);
  await submit(page, form.getByRole("button", { name: "Save figures" }));
}

/** The page fits its width: nothing makes it scroll sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth + 1);
}

/** Where a signed-out visitor of a back-office page is sent: sign in, then back to that page (ADR 64). */
export const signInTo = (path: string) => `/auth?redirect=${encodeURIComponent(path)}`;

/** A signed-out visitor opening a back-office page lands on the sign-in page, set to come back to it. */
export async function expectAskedToSignIn(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search, path).toBe(signInTo(path));
  await expect(page.getByRole("tabpanel", { name: "Sign In" })).toBeVisible();
}
