import { expect, test, type Page } from "@playwright/test";
import { getQuestionBank } from "../../app/domains/assessments/banks/all-banks";
import { formDetails } from "../../app/domains/assessments/form-details";
import { safetyAlertSubject } from "../../app/domains/messaging/emails/reports/safety-alert-email";
import { fictionalAnswers } from "../support/fictional-answers";
import { openCopyId, writtenAnswers } from "./support/assessment-fixtures";
import { createSignedInUser, createUser, signInWithForm, totpCode } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { signInTo } from "./support/back-office";
import { trackHydration, waitForHydration } from "./support/hydration";
import { PROVIDER_INBOX } from "./support/messaging";
import { buyFor } from "./support/purchases";
import { acceptEverySection, approveWithSummary, reportReadyForReview } from "./support/reports";

/**
 * Issue 29, the reviewer's desk: a signed-out member of staff follows the urgent alert's link,
 * signs in (password, then the code) and lands on that submission; the review page then shows,
 * in the first screen at 1280 x 800, everything between the draft and approval, the client's answers
 * with the sentence marked and the follow-up beside it, and keys for next blocker, next section and accept;
 * the reviewer records the follow-up, edits a section in the plain editor, accepts the rest and approves.
 */
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const URGENT = "Some nights I want to die and not wake up.";
const FOLLOW_UP = "Called her the same morning; she is safe and her daughter is with her this week.";
const EDITED = "You wrote about your nights with care, and we read every word of it slowly.";

/** The submission link of the provider's alert about this client (others' alerts share the inbox). */
async function alertLinkAbout(page: Page, clientEmail: string): Promise<string> {
  const subject = safetyAlertSubject("submission");
  let link = "";
  await expect(async () => {
    const mailbox = await (await page.request.get("/dev/mailbox")).text();
    const rows = mailbox.split("<tr").filter((row) => row.includes(PROVIDER_INBOX) && row.includes(subject.replace(/'/g, "&#x27;")));
    for (const path of rows.flatMap((row) => /href="(\/dev\/mailbox\/[^"]+)"/.exec(row)?.slice(1, 2) ?? [])) {
      const html = await (await page.request.get(`${path}/html`)).text();
      const href = /href="([^"]*\/admin\/submissions\/[^"]+)"/.exec(html)?.[1];
      if (html.includes(clientEmail) && href) {
        link = href.replace(/&amp;/g, "&");
        return;
      }
    }
    throw new Error(`no alert about ${clientEmail} yet`);
  }).toPass({ intervals: [500], timeout: 60_000 });
  return link;
}

test("a signed-out reviewer follows the urgent alert, signs in with the code and lands on the submission; the review page leads with its blockers", async ({ page, browser }) => {
  const client = await createSignedInUser(page);
  await buyFor(page.request, client, [formDetails["death-grief"].purchase]);
  const entitlementId = await openCopyId(page, "death-grief");
  const responses = fictionalAnswers("death-grief").responses;
  const questionId = Object.keys(responses)[2]!;
  const sent = await page.request.post("/api/assessments/submissions", {
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    data: {
      formType: "death-grief",
      entitlementId,
      bankVersion: getQuestionBank("death-grief").version,
      submissionId: crypto.randomUUID(),
      answers: writtenAnswers("death-grief", client.email, { ...responses, [questionId]: `${responses[questionId]} ${URGENT}` }),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const alertLink = await alertLinkAbout(page, client.email);
  const submissionPath = new URL(alertLink).pathname;

  // Signed out: the link asks for the password, then the code, and comes back to that page.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
  await trackHydration(context);
  const reviewer = await context.newPage();
  const staff = await createUser(reviewer.request, { role: "reviewer" });
  await reviewer.goto(alertLink);
  await expect(reviewer).toHaveURL(signInTo(submissionPath));
  await waitForHydration(reviewer);
  await signInWithForm(reviewer, staff);
  await expect(reviewer).toHaveURL(/\/auth\/two-factor\?redirect=/);
  await reviewer.getByLabel("6-digit code").fill(await totpCode(staff.totpSecret!));
  await reviewer.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(reviewer).toHaveURL(submissionPath);
  await expect(reviewer.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(reviewer.locator("main")).toContainText(URGENT);

  // The review page: the blockers sit in the first screen, the follow-up and its sentence first.
  await (await reportReadyForReview(reviewer, client.email, "Catharsis Report")).click();
  await expect(reviewer.getByRole("heading", { level: 1 })).toContainText("Catharsis Report");
  const panel = reviewer.getByRole("region", { name: /^Before you approve/ });
  await expect(panel).toBeVisible();
  const items = panel.getByRole("listitem");
  await expect(items.first()).toContainText("Record the safety follow-up on the submission page");
  await expect(items.nth(1)).toContainText(URGENT);
  for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 });
  await expect(panel.getByRole("button", { name: /Next blocker/ })).toBeInViewport({ ratio: 1 });
  // Times are the provider's (New York until set), named, not UTC.
  const due = reviewer.locator("dt", { hasText: /^Due$/ }).locator("xpath=following-sibling::dd[1]").locator("time");
  await expect(due).toHaveText(/ E[SD]T$/);
  await expectNoAxeViolations(reviewer, { label: "/admin/reports/:id with its blockers" });

  // Next blocker (Alt+N too) goes to the marked sentence in the answers and puts focus there.
  await waitForHydration(reviewer);
  await panel.getByRole("button", { name: /Next blocker/ }).click();
  const marked = reviewer.locator("[id^='sentence-']:focus");
  await expect(marked).toContainText(URGENT);
  expect(new URL(reviewer.url()).hash).toMatch(/^#sentence-q\d+-s\d+$/);
  const places = (await panel.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))).filter((href) => href.startsWith("#"));
  await reviewer.keyboard.press("Alt+KeyN");
  await expect.poll(() => new URL(reviewer.url()).hash).toBe(places[1] ?? places[0]);
  await expect(reviewer.locator(`${places[1] ?? places[0]}`)).toBeFocused();

  // The answers mark the sentence as the submission page does, with the follow-up beside it (one form, on the submission page).
  const answers = reviewer.getByRole("region", { name: "The client's answers" });
  const markedSentence = answers.locator("[data-sentence-id]").filter({ has: reviewer.locator('mark[data-risk="urgent"]') });
  await expect(markedSentence.locator("mark")).toHaveText(URGENT);
  await expect(markedSentence).toContainText("[Urgent: possible suicidal thoughts]");
  const followUp = markedSentence.getByRole("link", { name: "Record the safety follow-up" });
  await expect(followUp).toHaveAttribute("href", `${submissionPath}#safety-note`);
  await expect(items.first().getByRole("link")).toHaveAttribute("href", `${submissionPath}#safety-note`);

  // The keys, named on the page: Alt+J goes to the next section (the first, from the answers), Alt+A accepts the one the reviewer is in.
  await expect(reviewer.locator("p").filter({ hasText: /^Keyboard:/ })).toContainText("Alt+N next blocker, Alt+A accept the section you are in, Alt+J next section.");
  const sections = reviewer.getByRole("region", { name: /^The draft/ }).locator("section[id^='section-']");
  const [first, second] = [sections.nth(0), sections.nth(1)];
  // Focus back on the page (the last blocker may be the approval note, where the keys stay quiet).
  await reviewer.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await reviewer.keyboard.press("Alt+KeyJ");
  await expect(first.getByRole("heading", { level: 3 })).toBeFocused();
  await expect(first.locator("[data-section-state]")).toHaveAttribute("data-section-state", "awaiting");
  await reviewer.keyboard.press("Alt+KeyA");
  await expect(first.locator("[data-section-state]")).toHaveAttribute("data-section-state", "accepted");
  await expect(second.getByRole("heading", { level: 3 })).toBeFocused();
  // Not while typing: in the approval note, Alt+A is the reviewer's keystroke, and the section stays as it was.
  const note = reviewer.getByLabel("What you read and what you did");
  await note.focus();
  await reviewer.keyboard.press("Alt+KeyA");
  await reviewer.keyboard.press("Alt+KeyJ");
  await expect(note).toBeFocused();
  await expect(second.locator("[data-section-state]")).toHaveAttribute("data-section-state", "awaiting");

  // The link beside the sentence opens the submission with the cursor in the follow-up's note.
  await followUp.click();
  await expect(reviewer).toHaveURL(`${submissionPath}#safety-note`);
  await expect(reviewer.getByLabel("What was done")).toBeFocused();
  await expect(reviewer.locator("main").locator('mark[data-risk="urgent"]')).toHaveText(URGENT);
  // Marked the same way here, with the same link beside it (after its label), to the form on this page.
  const besideUrgent = reviewer.locator("main").locator('mark[data-risk="urgent"] + span + a[data-follow-up-link]');
  await expect(besideUrgent).toHaveText("Record the safety follow-up");
  await expect(besideUrgent).toHaveAttribute("href", `${submissionPath}#safety-note`);
  await expectNoAxeViolations(reviewer, { label: "/admin/submissions/:id at its follow-up" });

  // The follow-up recorded there, the review page has one blocker less; a section edited in the plain editor, the rest accepted, approved.
  await reviewer.getByLabel("What was done").fill(FOLLOW_UP);
  await reviewer.getByRole("region", { name: "Safety follow-up" }).getByRole("button", { name: "Clear flag" }).click();
  await expect(reviewer.getByText("Follow-up recorded. The flag is cleared.")).toBeVisible();
  await (await reportReadyForReview(reviewer, client.email, "Catharsis Report")).click();
  await expect(reviewer.getByRole("heading", { level: 1 })).toContainText("Catharsis Report");
  await expect(panel).not.toContainText("Record the safety follow-up on the submission page");
  await waitForHydration(reviewer);
  await second.getByRole("button", { name: /^Edit section/ }).click();
  const editor = second.getByRole("form", { name: /^Editing: / });
  await editor.getByRole("textbox", { name: "Statement 1" }).first().fill(EDITED);
  await editor.getByRole("button", { name: /^Save section/ }).click();
  await expect(second.getByText(/^Edited by /)).toBeVisible({ timeout: 20_000 });
  await acceptEverySection(reviewer);
  const riskNote = reviewer.getByLabel("What you read and what you did");
  if (await riskNote.isVisible()) await riskNote.fill(FOLLOW_UP);
  await approveWithSummary(reviewer);
  await context.close();
});
