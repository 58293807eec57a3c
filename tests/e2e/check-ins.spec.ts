import { expect, test, type Page } from "@playwright/test";
import { fictionalAnswers } from "../support/fictional-answers";
import { buyForm, openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { linkIn, PROVIDER_INBOX, waitForMail } from "./support/messaging";
import { approveFromQueue, reviewerPage, waitForReportReadyEmail } from "./support/reports";
import { origin } from "./support/site";

const INVITATION = "A short check-in, if you would like one";
const ALERT = "URGENT: a client's check-in answers need attention";

test.describe.configure({ timeout: 180_000 });

/** Runs the hourly check-in job as it would run `daysLater` days from now, for this client only (a test clock, ADR 0069). */
async function checkInClock(page: Page, email: string, daysLater: number) {
  const response = await page.request.post("/dev/fixtures/check-ins", { headers: { Origin: origin }, data: { email, daysLater } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { invited: number; optedOut: number };
}

test("issue 33: two weeks after delivery a check-in is answered signed out, alerts on a positive ASQ, shows on /account and a shared page, and an opt-out stops the six-week e-mail", async ({ page, browser }) => {
  const client = await createSignedInUser(page);
  await buyForm(page.request, client, "marriage");
  const entitlementId = await openCopyId(page, "marriage");
  await submitForm(page, { formType: "marriage", entitlementId, email: client.email, responses: fictionalAnswers("marriage").responses });
  const { page: reviewer } = await reviewerPage(browser);
  await approveFromQueue(reviewer, client.email, "Catharsis Report");
  await waitForReportReadyEmail(page, client.email);

  // Thirteen days on nothing is due; at two weeks the invitation arrives.
  expect(await checkInClock(page, client.email, 13)).toEqual({ invited: 0, optedOut: 0 });
  expect(await checkInClock(page, client.email, 14.1)).toEqual({ invited: 1, optedOut: 0 });
  const invitation = await waitForMail(page, client.email, INVITATION);
  const checkInUrl = new URL(linkIn(invitation.html, "/check-in/")).pathname;
  const optOutUrl = new URL(linkIn(invitation.html, "/check-ins/opt-out")).pathname + new URL(linkIn(invitation.html, "/check-ins/opt-out")).search;

  // Signed out, on a phone-sized screen.
  const signedOut = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await signedOut.newPage();
  await phone.goto(checkInUrl);
  await expect(phone.getByRole("heading", { level: 1, name: "Your check-in" })).toBeVisible();
  await expectNoAxeViolations(phone, { label: "/check-in/:token" });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (let item = 1; item <= 5; item++) await phone.locator(`fieldset[data-scale-item="who5-${item}"] input[value="3"]`).check();
  for (const [item, value] of [["asq-1", 0], ["asq-2", 1], ["asq-3", 0], ["asq-4", 0]] as const) {
    await phone.locator(`fieldset[data-scale-item="${item}"] input[value="${value}"]`).check();
  }
  await phone.locator('fieldset[data-scale-item="asq-5"] input[value="0"]').check();
  await phone.getByRole("textbox", { name: "What has changed since your report?" }).fill("Some evenings are easier than before.");
  await phone.getByRole("button", { name: "Send my check-in" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  await expect(phone.getByRole("complementary", { name: "Support is here now" })).toBeVisible();
  await expectNoAxeViolations(phone, { label: "/check-in/:token answered" });
  // The link works once.
  await phone.goto(checkInUrl);
  await expect(phone.getByText("This check-in has already been answered.")).toBeVisible();
  await signedOut.close();

  // The positive ASQ alerted the provider at once, without the client's words.
  const alert = await waitForMail(page, PROVIDER_INBOX, ALERT);
  expect(alert.text).toContain(client.email);
  expect(alert.text).not.toContain("Some evenings");

  // The picture of change on /account: the report's answers, then the check-in.
  await page.goto("/account#progress");
  const progress = page.getByRole("region", { name: "Over time" });
  await expect(progress.getByRole("img", { name: /WHO-5.*over time/ })).toBeVisible();
  await expect(progress.getByText(/Your WHO-5 score went from \d+ to 60\./)).toBeVisible();
  await expectNoAxeViolations(page, { label: "/account with check-ins" });

  // Shared with a clinician, the report's page shows the same trend.
  await page.getByRole("link", { name: /^Share with a clinician/ }).first().click();
  const clinicianEmail = `clinician-${Date.now()}@example.com`;
  await page.getByLabel("Clinician's name").fill("Dr. Ana Rivera");
  await page.getByLabel("Clinician's e-mail address").fill(clinicianEmail);
  await page.getByLabel("Your first name").fill("June");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Make the link and e-mail it" }).click();
  const shared = await waitForMail(page, clinicianEmail, "June has shared a report with you");
  await page.goto(new URL(linkIn(shared.html, "/shared/")).pathname);
  const trend = page.getByRole("region", { name: "Since the report: short check-ins" });
  await expect(trend.getByRole("img", { name: /WHO-5.*over time/ })).toBeVisible();
  await expectNoAxeViolations(page, { label: "/shared/:token with check-ins" });

  // One click (RFC 8058) stops the six-week invitation.
  const optOut = await page.request.post(optOutUrl, { form: { "List-Unsubscribe": "One-Click" } });
  expect(optOut.status()).toBe(200);
  expect(await checkInClock(page, client.email, 42.1)).toEqual({ invited: 0, optedOut: 1 });
});
