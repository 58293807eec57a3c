import { expect, test, type Page } from "@playwright/test";
import { SENT_TITLE } from "../../app/domains/assessments/form-details";
import { safetyAlertSubject } from "../../app/domains/messaging/emails/reports/safety-alert-email";
import { fictionalAnswers } from "../support/fictional-answers";
import { answer, answerScales, buyForms, goToField, openForm, scaleItem, screenOf, sendForm, shownScreen } from "./support/assessments";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { PROVIDER_INBOX } from "./support/messaging";

test.describe.configure({ timeout: 150_000 });

/**
 * The HTML of the provider's alert about this client, once it has arrived. Other tests send
 * alerts to the same inbox at the same time, so each alert with the subject is opened until one
 * names this client; read through the API, so the client's page stays where it is.
 */
async function alertAbout(page: Page, subject: string, clientEmail: string, concern: string): Promise<string> {
  let found = "";
  await expect(async () => {
    const mailbox = await (await page.request.get("/dev/mailbox")).text();
    const rows = mailbox.split("<tr").filter((row) => row.includes(PROVIDER_INBOX) && row.includes(subject.replace(/'/g, "&#x27;")));
    const paths = rows.flatMap((row) => [.../href="(\/dev\/mailbox\/[^"]+)"/.exec(row)?.slice(1, 2) ?? []]);
    for (const path of paths) {
      const html = await (await page.request.get(`${path}/html`)).text();
      if (html.includes(clientEmail) && html.includes(concern)) {
        found = html;
        return;
      }
    }
    throw new Error(`no alert about ${clientEmail} yet`);
  }).toPass({ intervals: [500], timeout: 60_000 });
  return found;
}

test("a grief client who answers the direct screen 'yes' gets crisis support before the next screen, and the provider an urgent alert", async ({ page }) => {
  const client = await createSignedInUser(page);
  await buyForms(page.request, client, [{ formType: "death-grief" }]);
  await openForm(page, "death-grief");

  // The screen of its own, after the scales: questions 1–4 of everyone, question 5 only after a yes.
  const screen = screenOf("death-grief", "asq-1");
  await goToField(page, "asq-1");
  await expect(shownScreen(page).getByRole("heading", { name: "Questions we ask everyone" })).toBeVisible();
  await expect(page.getByRole("group", { name: "1. In the past few weeks, have you wished you were dead?" })).toBeVisible();
  await expect(scaleItem(page, "asq-5")).toHaveCount(0);
  await scaleItem(page, "asq-1").getByRole("radio", { name: "Yes", exact: true }).check();
  for (const itemId of ["asq-2", "asq-3", "asq-4"]) await scaleItem(page, itemId).getByRole("radio", { name: "No", exact: true }).check();
  const now = page.getByRole("group", { name: "5. Are you having thoughts of killing yourself right now?" });
  await expect(now).toBeVisible();
  await expect(page.getByTestId("risk-screen-support")).toHaveCount(0);

  // A yes to question 5: crisis support at once, on this screen, with focus on it, and nothing hides it.
  await now.getByRole("radio", { name: "Yes", exact: true }).check();
  const support = page.getByTestId("risk-screen-support");
  await expect(support).toBeVisible();
  await expect(support).toBeFocused();
  await expect(support).toContainText("Please don't wait for your report: talk with someone now.");
  await expect(support.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await expect(support.getByRole("link", { name: "Text HOME to 741741" })).toHaveAttribute("href", "sms:741741?body=HOME");
  await expect(shownScreen(page)).toHaveAttribute("data-step", String(screen));
  await expectNoAxeViolations(page, { label: "the risk screen with crisis support showing" });
  // Tab from the support reaches its links and then Next: the writer may go on after reading.
  await page.keyboard.press("Tab");
  await expect(support.getByRole("link").first()).toBeFocused();
  await expect(shownScreen(page).getByRole("button", { name: /^Next/ })).toBeEnabled();

  // While the client is still writing, the draft's save alerts the provider: acute, by the client's address.
  const draftAlert = await alertAbout(page, safetyAlertSubject("draft"), client.email, "ASQ suicide risk screen acute positive");
  expect(draftAlert).toContain("a draft (not sent yet)");

  // The rest of the form, calm, then Send: crisis support comes first, and the sent submission alerts too.
  const { responses } = fictionalAnswers("death-grief");
  await answerScales(page, "death-grief", { asq: { "asq-1": 1, "asq-2": 0, "asq-3": 0, "asq-4": 0, "asq-5": 1 } });
  await answer(page, Object.keys(responses), (id) => responses[id]!);
  await sendForm(page);
  await expect(page.getByRole("region", { name: SENT_TITLE })).toBeVisible();
  await expect(page.getByTestId("crisis-first")).toBeFocused();
  const sentAlert = await alertAbout(page, safetyAlertSubject("submission"), client.email, "ASQ suicide risk screen acute positive");
  expect(sentAlert).toContain("Open the submission");
});

test("a client who answers no to questions 1–4 is not asked question 5, and sees no crisis panel after sending", async ({ page }) => {
  const client = await createSignedInUser(page);
  await buyForms(page.request, client, [{ formType: "marriage" }]);
  await openForm(page, "marriage");
  const { responses } = fictionalAnswers("marriage");
  await answerScales(page, "marriage");
  await expect(scaleItem(page, "asq-5")).toHaveCount(0);
  await answer(page, Object.keys(responses), (id) => responses[id]!);
  await sendForm(page);
  const sent = page.getByRole("region", { name: SENT_TITLE });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole("heading", { name: SENT_TITLE })).toBeFocused();
  await expect(page.getByTestId("crisis-first")).toHaveCount(0);
});
