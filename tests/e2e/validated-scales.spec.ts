import { expect, test } from "@playwright/test";
import { SENT_TITLE } from "../../app/domains/assessments/form-details";
import { fictionalAnswers } from "../support/fictional-answers";
import { answer, answerScales, goToField, goToReview, openForm, scaleItem, sendForm } from "./support/assessments";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { buyFor } from "./support/purchases";
import { acceptEverySection, approveWithSummary, downloadPdf, readyReportLink, reportReadyForReview, reviewerPage } from "./support/reports";

const ITEM_9 = "Thoughts that you would be better off dead or of hurting yourself in some way";

test.describe.configure({ timeout: 150_000 });

test("PHQ-9 item 9 answered 'Several days' makes the submission urgent, and the Therapist Summary shows the item and the answer", async ({
  page,
  browser,
}) => {
  const client = await createSignedInUser(page);
  await buyFor(page.request, client, [{ productId: "therapist-summary", category: "depression" }]);
  await openForm(page, "depression");

  // Each item is a radio group named by its legend, reached and answered from the keyboard.
  await goToField(page, "phq9-1");
  // Each scale says what it is in plain words under its name (issue 34).
  await expect(page.getByText("A short check of mood that doctors use everywhere: nine questions about the last two weeks.")).toBeVisible();
  const first = scaleItem(page, "phq9-1");
  await expect(page.getByRole("group", { name: "1. Little interest or pleasure in doing things" })).toBeVisible();
  await first.getByRole("radio", { name: "Not at all", exact: true }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(first.getByRole("radio", { name: "Several days", exact: true })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(scaleItem(page, "phq9-2").getByRole("radio").first()).toBeFocused();

  // The written answers are June-like and calm: only the scale raises the flag.
  const { responses } = fictionalAnswers("depression");
  await answerScales(page, "depression", { phq9Item9: 1 });
  await answer(page, Object.keys(responses), (id) => responses[id]!);
  await expect(page.getByTestId("answered-count")).toHaveText("55 of 55 answered");
  await goToReview(page);
  await expectNoAxeViolations(page, { label: "the Depression form's review with its scales answered" });
  await sendForm(page);
  await expect(page.getByRole("region", { name: SENT_TITLE })).toBeVisible();
  const support = page.getByTestId("crisis-first");
  await expect(support).toContainText("Some of your answers sound very heavy");
  await expect(support.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");

  // The provider's queue shows the flag in words before anything else is done.
  const { admin, page: reviewer } = await reviewerPage(browser);
  const link = await reportReadyForReview(reviewer, client.email, "Therapist Summary");
  // The submission's group of rows in the queue, headed by its flag.
  const group = reviewer.getByRole("rowgroup").filter({ has: link });
  await expect(group).toContainText("Needs attention");
  await expect(group).toContainText("PHQ-9 item 9 above zero");

  // The submission page shows the item and the answer; staff record the follow-up, then approve.
  await link.click();
  await waitForHydration(reviewer);
  await reviewer.getByRole("link", { name: "Open the submission" }).click();
  await expect(reviewer).toHaveURL(/\/admin\/submissions\//);
  await waitForHydration(reviewer);
  const item9 = reviewer.getByRole("listitem").filter({ hasText: ITEM_9 });
  await expect(item9).toContainText("Several days");
  await expect(item9).toContainText("Needs follow-up");
  const followUp = reviewer.getByRole("region", { name: "Safety follow-up" });
  await followUp.getByRole("textbox", { name: "What was done" }).fill(`Called the client; safe tonight. ${admin.email}`);
  await followUp.getByRole("button", { name: "Clear flag" }).click();
  await expect(followUp.getByText("Follow-up recorded. The flag is cleared.")).toBeVisible();
  await reviewer.goBack();
  await reviewer.reload();
  await waitForHydration(reviewer);
  await acceptEverySection(reviewer);
  await approveWithSummary(reviewer);

  const download = await readyReportLink(page, "Therapist Summary");
  const { text } = await downloadPdf(page, (await download.getAttribute("href"))!);
  expect(text).toContain(ITEM_9);
  expect(text).toContain("Several days");
  expect(text).toContain("This is not a diagnosis.");
  expect(text).toMatch(/PHQ-9/);
});
