import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const DELIVERY_CHECK_SUBJECT = "Catharsis e-mail delivery check";

/** Queues the delivery-check e-mail the way a script-less browser would: a form POST to the mailbox page. */
export async function queueTestEmail(request: APIRequestContext, to: string) {
  return request.post("/dev/mailbox", { form: { to } });
}

/** The mailbox table row for a recipient. */
export function mailboxRow(page: Page, to: string): Locator {
  return page.getByRole("row").filter({ has: page.getByRole("cell", { name: to, exact: true }) });
}

/**
 * Opens /dev/mailbox until the message to `to` has arrived. The job worker
 * polls its queue every second, so delivery takes a moment; the page does not
 * refresh itself, so each attempt loads it again.
 */
export async function waitForMailboxRow(page: Page, to: string): Promise<Locator> {
  const row = mailboxRow(page, to);
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(row).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [500], timeout: 15_000 });
  return row;
}
