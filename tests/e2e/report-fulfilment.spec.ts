import { expect, test } from "@playwright/test";
import { fictionalAnswers, MARRIAGE_CITABLE_SENTENCE } from "../support/fictional-answers";
import { buyForm, openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { enneagramReport, allPatternRatings } from "./support/enneagram";
import { buyFor } from "./support/purchases";
import {
  acceptEverySection,
  approveFromQueue,
  approveWithSummary,
  downloadPdf,
  readyReportLink,
  reportReadyForReview,
  reviewerPage,
  waitForReportReadyEmail,
} from "./support/reports";
import { PREPARATION_TITLE, TEMPLATE_DRAFT_LINE } from "~/domains/reports/document/report-outline";
import { enneagramStatements, enneagramVersion } from "~/domains/assessments/enneagram/statements";

const DISCLAIMER = "This report is not a diagnosis";
const EDITED = "Reading your answers, we noticed how carefully you still watch over the two of you.";

test.describe.configure({ timeout: 150_000 });

test("marriage: the client's answers become a reviewed, edited report they download from /account", async ({ page, browser }) => {
  const client = await createSignedInUser(page);
  await buyForm(page.request, client, "marriage");
  const entitlementId = await openCopyId(page, "marriage");
  await submitForm(page, { formType: "marriage", entitlementId, email: client.email, responses: fictionalAnswers("marriage").responses });

  await page.goto("/account");
  const timeline = page.getByRole("list", { name: "Progress of Catharsis Report" });
  await expect(timeline).toBeVisible();
  await expect(timeline.locator('[aria-current="step"]')).toHaveText(/Being written|In review/);

  const { page: reviewer } = await reviewerPage(browser);
  await (await reportReadyForReview(reviewer, client.email, "Catharsis Report")).click();
  await expect(reviewer.getByRole("heading", { level: 1 })).toContainText("Catharsis Report");
  await expect(reviewer.getByText("Template draft: no AI model configured").first()).toBeVisible();
  await expectNoAxeViolations(reviewer, { label: "/admin/reports/:id" });

  // Selecting a statement marks the client's sentences it rests on.
  const statement = reviewer.locator("button[data-cites]").first();
  const firstCited = (await statement.getAttribute("data-cites"))!.split(" ")[0]!;
  await statement.click();
  await expect(statement).toHaveAttribute("aria-pressed", "true");
  await expect(reviewer.locator(`[data-sentence-id="${firstCited}"] mark`)).toBeVisible();

  // Edit one statement of the first section and save it: the draft shows it, still verified.
  await reviewer.getByRole("button", { name: /^Edit section/ }).first().click();
  const editor = reviewer.getByRole("form", { name: /^Editing: / });
  await editor.getByRole("textbox", { name: "Statement 1" }).first().fill(EDITED);
  await editor.getByRole("button", { name: /^Save section/ }).click();
  await expect(reviewer.getByRole("button", { name: EDITED })).toBeVisible({ timeout: 20_000 });
  // The edited section counts as reviewed; the others are accepted one by one, then approval opens.
  await expect(reviewer.getByRole("button", { name: "Approve report" })).toBeDisabled();
  await acceptEverySection(reviewer);
  await expect(reviewer.getByRole("button", { name: "Approve report" })).toBeEnabled();
  await approveWithSummary(reviewer);

  await waitForReportReadyEmail(page, client.email);
  const download = await readyReportLink(page, "Catharsis Report");
  await expectNoAxeViolations(page, { label: "/account with a ready report" });
  const { text, pages } = await downloadPdf(page, (await download.getAttribute("href"))!);
  expect(text).toContain(MARRIAGE_CITABLE_SENTENCE);
  expect(text).toContain(EDITED);
  expect(text).toContain(DISCLAIMER);
  expect(text).toContain("Not a diagnosis. Not for emergencies: call or text 988.");
  expect(pages).toBeGreaterThanOrEqual(10);
  // Approved section by section: no draft stamp, and it says how it was prepared (ADR 0063).
  expect(text).not.toContain(TEMPLATE_DRAFT_LINE);
  expect(text).toContain(PREPARATION_TITLE);

  // Nobody else can download it.
  const href = (await download.getAttribute("href"))!;
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await stranger.request.get(href)).status()).toBe(404);
  await stranger.close();
});

test("bundle: one submission makes three reports, each reviewed and downloaded", async ({ page, browser }) => {
  const client = await createSignedInUser(page);
  await buyFor(page.request, client, [{ productId: "complete-bundle", category: "depression" }]);
  const entitlementId = await openCopyId(page, "depression");
  const answers = fictionalAnswers("depression").responses;
  await submitForm(page, { formType: "depression", entitlementId, email: client.email, responses: answers });

  const { page: reviewer } = await reviewerPage(browser);
  const kinds = ["Catharsis Report", "Root Cause Analysis", "Therapist Summary"];
  for (const kind of kinds) await approveFromQueue(reviewer, client.email, kind);

  const clientSentences = Object.values(answers).flatMap((answer) => answer.split(/(?<=[.!?])\s+/)).filter((sentence) => sentence.length > 30);
  for (const kind of kinds) {
    const download = await readyReportLink(page, kind);
    const { text, pages } = await downloadPdf(page, (await download.getAttribute("href"))!);
    expect(clientSentences.some((sentence) => text.includes(sentence)), `${kind} quotes the client`).toBe(true);
    expect(text).toContain(DISCLAIMER);
    if (kind === "Catharsis Report") expect(pages).toBeGreaterThanOrEqual(10);
    expect(pages).toBeGreaterThanOrEqual(5);
  }
});

test("Enneagram: the rated statements become a reviewed Enneagram Report of ten pages or more", async ({ page, browser }) => {
  const client = await createSignedInUser(page);
  await buyFor(page.request, client, [enneagramReport]);
  const form = await page.request.get("/forms/enneagram/questionnaire");
  const entitlementId = (await form.text()).match(/\bent_[0-9A-Z]{16}\b/)?.[0];
  expect(entitlementId).toBeDefined();
  const sent = await page.request.post("/api/assessments/submissions", {
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    data: { formType: "enneagram", entitlementId, bankVersion: enneagramVersion, submissionId: crypto.randomUUID(), answers: { ratings: allPatternRatings() } },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const { page: reviewer } = await reviewerPage(browser);
  await approveFromQueue(reviewer, client.email, "Enneagram Report");
  const download = await readyReportLink(page, "Enneagram Report");
  const { text, pages } = await downloadPdf(page, (await download.getAttribute("href"))!);
  const typeFour = enneagramStatements.filter((statement) => statement.type === 4);
  expect(typeFour.some((statement) => text.includes(statement.text)), "the report quotes a statement the client rated highest").toBe(true);
  expect(text).toContain(DISCLAIMER);
  expect(pages).toBeGreaterThanOrEqual(10);
});
