import { expect, test, type Browser, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { createSignedInUser, type FixtureUser } from "./auth";
import { trackHydration, waitForHydration } from "./hydration";

/** A second browser context signed in as a new admin (the reviewer). */
export async function reviewerPage(browser: Browser): Promise<{ admin: FixtureUser; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await trackHydration(context);
  const page = await context.newPage();
  const admin = await createSignedInUser(page, { role: "admin" });
  return { admin, page };
}

/** Reloads /admin/reports until the client's `kindLabel` report is ready for review; returns its link. */
export async function reportReadyForReview(page: Page, clientEmail: string, kindLabel: string) {
  const link = page.getByRole("link", { name: `${kindLabel} for ${clientEmail}` });
  const row = page.getByRole("row").filter({ has: link });
  await expect(async () => {
    await page.goto("/admin/reports");
    await expect(row).toContainText("Ready for review", { timeout: 250 });
  }).toPass({ intervals: [500], timeout: 30_000 });
  await expect(row).toContainText("Passes");
  await waitForHydration(page);
  return link;
}

/** Every section's "Accept and go to next section" (or, on the last, "Accept section") button (ADR 0063). */
export const acceptButtons = (page: Page) => page.getByRole("button", { name: /^Accept (and go to next section|section)\b/ });

/**
 * Accepts, one at a time as a reviewer would, every section not yet edited or accepted. Each
 * accept reloads the whole review page, slow while the other worker drafts or renders; a refusal
 * (the report moved on) stops the count with its message, so a failure says which it was.
 */
export async function acceptEverySection(page: Page): Promise<void> {
  const accept = acceptButtons(page);
  // A button reads "Accepting…" while its accept is on its way: it has left the count, but clicking
  // the next one then would cancel that submission. Each accept is waited for until it is stored.
  const inFlight = page.getByRole("button", { name: /^Accepting…/ });
  const refusals = page.locator("section[id^=section-]").getByRole("alert");
  const settled = async () => ((await refusals.count()) > 0 ? `refused: ${await refusals.first().innerText()}` : (await inFlight.count()) > 0 ? "accepting" : await accept.count());
  for (let left = await accept.count(); left > 0; left -= 1) {
    await accept.first().click();
    await expect.poll(settled, { timeout: 45_000 }).toBe(left - 1);
  }
}

/** Approves from the review page: the summary of what is sent, then its one confirmation. */
export async function approveWithSummary(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Approve report" }).click();
  const summary = page.getByRole("region", { name: "Approve and send this report?" });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await summary.getByRole("button", { name: "Yes, approve and send" }).click();
  await expect(page.getByText(/approved/i).first()).toBeVisible();
}

/** Opens the review page from the queue, accepts every section as it stands, and approves it. */
export async function approveFromQueue(page: Page, clientEmail: string, kindLabel: string): Promise<void> {
  await (await reportReadyForReview(page, clientEmail, kindLabel)).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(kindLabel);
  await waitForHydration(page);
  await acceptEverySection(page);
  await approveWithSummary(page);
}

/** Reloads /account until the report's timeline has reached Ready; returns its download link. */
export async function readyReportLink(page: Page, kindLabel: string) {
  const download = page.getByRole("link", { name: `Download PDF of ${kindLabel}` });
  await expect(async () => {
    await page.goto("/account");
    await expect(download).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [1_000], timeout: 45_000 });
  const timeline = page.getByRole("list", { name: `Progress of ${kindLabel}` });
  await expect(timeline.locator('[aria-current="step"]')).toContainText("Ready");
  return download;
}

/** Downloads a PDF with the page's own session; its text (lines joined) and page count. */
export async function downloadPdf(page: Page, href: string): Promise<{ text: string; pages: number }> {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

/** Reloads the dev mailbox until the client's "report is ready" e-mail has arrived. */
export async function waitForReportReadyEmail(page: Page, clientEmail: string): Promise<void> {
  const row = page.getByRole("row").filter({ hasText: clientEmail }).filter({ hasText: "Your Catharsis report is ready" });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(row.first()).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [500], timeout: 30_000 });
}
