import { expect, test, type Page } from "@playwright/test";
import { fictionalAnswers } from "../support/fictional-answers";
import { openCopyId, writtenAnswers } from "./support/assessment-fixtures";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { buyFor } from "./support/purchases";
import { acceptEverySection, approveWithSummary, downloadPdf, readyReportLink, reportReadyForReview, reviewerPage } from "./support/reports";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";

/**
 * Issue 27 (ADR 0059): a sentence only the screen's review tier hears. Not an emergency, but the
 * client sees help at once, staff read it first, the reviewer says what they read and did, and
 * the only report that prints it is the Therapist Summary's brief.
 */
const WIDOWER = "Some nights I think it would be simpler for everyone if I just did not wake up.";
const NOTE = "Read the marked sentence; called him, he is safe and seeing his doctor on Monday.";

test.describe.configure({ timeout: 240_000 });

async function approveWithNote(reviewer: Page, clientEmail: string, kindLabel: string) {
  await (await reportReadyForReview(reviewer, clientEmail, kindLabel)).click();
  await expect(reviewer.getByRole("heading", { level: 1 })).toContainText(kindLabel);
  await waitForHydration(reviewer);
  await acceptEverySection(reviewer);
  await reviewer.getByLabel("What you read and what you did").fill(NOTE);
  await approveWithSummary(reviewer);
}

test("a sentence only the review tier hears: help for the client, 'Read first' and a marked sentence for staff, a note on approval, and the Therapist Summary's brief alone prints it", async ({
  page,
  browser,
}) => {
  const client = await createSignedInUser(page);
  await buyFor(page.request, client, [{ productId: "complete-bundle", category: "depression" }]);
  const entitlementId = await openCopyId(page, "depression");
  const responses = fictionalAnswers("depression").responses;
  const questionId = Object.keys(responses)[3]!;
  const sent = await page.request.post("/api/assessments/submissions", {
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    data: {
      formType: "depression",
      entitlementId,
      bankVersion: getQuestionBank("depression").version,
      submissionId: crypto.randomUUID(),
      answers: writtenAnswers("depression", client.email, { ...responses, [questionId]: `${responses[questionId]} ${WIDOWER}` }),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  // The confirmation leads with the crisis panel, and the account page keeps help in sight.
  expect((await sent.json()).crisis).toBe(true);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Support is here now" })).toBeVisible();

  // The queue says "Read first" in words, in the row of the client's reports.
  const { page: reviewer } = await reviewerPage(browser);
  const link = await reportReadyForReview(reviewer, client.email, "Catharsis Report");
  const heading = reviewer.getByRole("rowgroup").filter({ has: link }).getByRole("row").first();
  await expect(heading).toContainText(client.email);
  await expect(heading).toContainText("Read first");
  await expect(heading).toContainText("possible suicidal thoughts");

  // The review page marks the sentence with its tier and concern.
  await link.click();
  await expect(reviewer.getByRole("heading", { level: 1 })).toContainText("Catharsis Report");
  const marked = reviewer.locator('mark[data-risk="review"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText(WIDOWER);
  await expect(reviewer.getByText("[Read first: possible suicidal thoughts]")).toBeVisible();
  await expectNoAxeViolations(reviewer, { label: "/admin/reports/:id with a read-first sentence" });

  // No draft section but the brief quotes or cites it: the Catharsis draft has none of its words
  // (the answers show it once, and so do the blockers at the top of the page, as a sentence to read first).
  await expect(reviewer.getByRole("region", { name: /^The draft/ }).getByText(WIDOWER)).toHaveCount(0);
  await expect(reviewer.getByRole("region", { name: "The client's answers" }).getByText(WIDOWER)).toHaveCount(1);
  await expect(reviewer.getByRole("region", { name: /^Before you approve/ }).getByText(WIDOWER)).toHaveCount(1);

  // Approval without a note is refused beside the field, the typed text kept; with one, it goes.
  await waitForHydration(reviewer);
  await acceptEverySection(reviewer);
  const note = reviewer.getByLabel("What you read and what you did");
  await note.fill("   ");
  await reviewer.getByRole("button", { name: "Approve report" }).click();
  await expect(reviewer.locator("#risk-note-error")).toContainText("Write what you read and what you did before approving.");
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toBeFocused();
  await note.fill(NOTE);
  await approveWithSummary(reviewer);

  for (const kind of ["Root Cause Analysis", "Therapist Summary"]) await approveWithNote(reviewer, client.email, kind);

  // The submission page marks it too.
  await reviewer.goto("/admin/submissions");
  const row = reviewer.getByRole("row").filter({ hasText: client.email });
  await expect(row).toContainText("Read first");
  await row.getByRole("link", { name: /Depression Assessment/ }).click();
  await expect(reviewer.locator('mark[data-risk="review"]')).toHaveText(WIDOWER);
  await expectNoAxeViolations(reviewer, { label: "/admin/submissions/:id with a read-first sentence" });

  // The Therapist Summary's brief prints the client's words under "Read first"; the client's own reports never do.
  const summary = await downloadPdf(page, (await (await readyReportLink(page, "Therapist Summary")).getAttribute("href"))!);
  expect(summary.text).toContain("Read first: suicidal thoughts");
  expect(summary.text).toContain(WIDOWER);
  expect(summary.text.split(WIDOWER)).toHaveLength(2);
  for (const kind of ["Catharsis Report", "Root Cause Analysis"]) {
    const { text } = await downloadPdf(page, (await (await readyReportLink(page, kind)).getAttribute("href"))!);
    expect(text).not.toContain("did not wake up");
  }
});
