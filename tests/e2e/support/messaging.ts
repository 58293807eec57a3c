import { expect, type Page } from "@playwright/test";
import { getText } from "./get-text";

/** Where contact messages go when PROVIDER_INBOX is not configured (the e2e server leaves it unset). */
export const PROVIDER_INBOX = "provider@example.com";
export const NEWSLETTER_CONFIRMATION_SUBJECT = "Please confirm your Catharsis newsletter subscription";
export const CONTACT_ACKNOWLEDGEMENT_SUBJECT = "We received your message";

export type ReceivedMail = { path: string; text: string; html: string; replyTo: string | null };

/**
 * Opens /dev/mailbox until a message to `to` whose subject is `subject` has
 * arrived (the job worker polls every second), then reads it: the message
 * page for the plain text and Reply-To, and its HTML version for the links.
 */
export async function waitForMail(page: Page, to: string, subject: string): Promise<ReceivedMail> {
  const link = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: to, exact: true }) })
    .getByRole("link", { name: subject, exact: true });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(link.first()).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [500], timeout: 15_000 });
  const path = (await link.first().getAttribute("href")) ?? "";
  await page.goto(path);
  const text = (await page.getByTestId("mail-text").textContent()) ?? "";
  const replyToField = page.locator("dt", { hasText: "Reply-To" }).locator("xpath=following-sibling::dd[1]");
  const replyTo = (await replyToField.count()) > 0 ? await replyToField.textContent() : null;
  const html = await getText(page.request, `${path}/html`);
  return { path, text, html, replyTo };
}

/** The href of the first link in an e-mail's HTML whose address contains `part`. */
export function linkIn(html: string, part: string): string {
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]?.replace(/&amp;/g, "&") ?? "").find((url) => url.includes(part));
  if (!href) throw new Error(`no link containing ${part} in the e-mail`);
  return href;
}
