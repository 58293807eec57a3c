import { expect, test } from "@playwright/test";
import { fictionalAnswers } from "../support/fictional-answers";
import { buyForm, openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/back-office";
import { waitForHydration } from "./support/hydration";
import { reportReadyForReview, reviewerPage } from "./support/reports";

/**
 * Issue 29, "Read what is personal" (ADR 0071): the provider reads a text of
 * the guidance library once on /admin/guidance and marks it reviewed; on a
 * grief report's review page that text is folded away under where it comes
 * from and who reviewed it, opens from the keyboard, and a text nobody has
 * reviewed stays open and says so. The answers fold what the draft does not use (ADR 0078).
 */
const ENTRY = "section/disclaimers/0";
const TEXT = "This report is not a diagnosis. It describes what you wrote";

test.describe.configure({ timeout: 180_000 });

test("an admin marks a library text reviewed; the review page folds it, opens it by keyboard and leaves unreviewed text open", async ({ page, browser }) => {
  const client = await createSignedInUser(page);
  await buyForm(page.request, client, "death-grief");
  const entitlementId = await openCopyId(page, "death-grief");
  await submitForm(page, { formType: "death-grief", entitlementId, email: client.email, responses: fictionalAnswers("death-grief").responses });

  const { admin, page: provider } = await reviewerPage(browser);
  await provider.setViewportSize({ width: 1280, height: 800 });
  const link = await reportReadyForReview(provider, client.email, "Catharsis Report");
  const reviewHref = (await link.getAttribute("href"))!;

  // The library, from the back office's navigation.
  await provider.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Guidance library" }).click();
  await expect(provider.getByRole("heading", { level: 1, name: "Guidance library" })).toBeVisible();
  await provider.getByRole("navigation", { name: "Part of the library" }).getByRole("link", { name: /^Fixed sections/ }).click();
  await expect(provider).toHaveURL(/group=Fixed\+sections/);
  await waitForHydration(provider);
  await expectNoAxeViolations(provider, { label: "/admin/guidance, texts waiting" });
  const entry = provider.getByRole("listitem").filter({ hasText: ENTRY });
  await expect(entry).toContainText(TEXT);
  await entry.getByLabel("Note (optional)").fill("Read against the report style guide.");
  await entry.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(provider.getByText("Marked reviewed")).toBeVisible();
  await expect(provider).toHaveURL(/\/admin\/guidance\?group=Fixed\+sections/);
  await expect(provider.getByRole("listitem").filter({ hasText: "section/disclaimers/1" })).toBeVisible();
  await expect(provider.getByRole("listitem").filter({ hasText: ENTRY })).toHaveCount(0);
  await provider.getByRole("navigation", { name: "Review state" }).getByRole("link", { name: /^Reviewed/ }).click();
  const reviewed = provider.getByRole("listitem").filter({ hasText: ENTRY });
  await expect(reviewed).toContainText(`by ${admin.email}. Note: Read against the report style guide.`);
  await expectNoAxeViolations(provider, { label: "/admin/guidance, reviewed texts" });
  // At 200% zoom on a laptop (640 CSS px) the list reflows rather than scrolling sideways.
  await provider.setViewportSize({ width: 640, height: 800 });
  await expectNoHorizontalScroll(provider);
  await provider.setViewportSize({ width: 1280, height: 800 });

  // On the report, the reviewed text is folded under its source and review.
  await provider.goto(reviewHref);
  await waitForHydration(provider);
  const folded = provider.locator(`details[data-library-entry="${ENTRY}"]`);
  const summary = folded.locator("summary");
  await expect(summary).toContainText(`From the guidance library: ${ENTRY}, version`);
  await expect(summary).toContainText(`reviewed`);
  await expect(summary).toContainText(admin.email);
  await expect(folded).not.toHaveAttribute("open");
  await expect(folded.getByText(TEXT)).toBeHidden();
  await summary.focus();
  await provider.keyboard.press("Enter");
  await expect(folded).toHaveAttribute("open");
  await expect(folded.getByText(TEXT)).toBeVisible();

  // Library text nobody has reviewed stays open, and says so.
  const waiting = provider.locator("details[data-library-entry]", { hasText: "not yet reviewed by the provider" }).first();
  await expect(waiting).toHaveAttribute("open");
  await expect(provider.locator("details[data-library-entry]:not([open])")).toHaveCount(0);
  await expectNoAxeViolations(provider, { label: "/admin/reports/:id with library text folded" });

  // ADR 0078: of each answer, what the draft does not quote or cite (and the screen did not mark) is
  // folded under it, counted, and opens from the keyboard; a list mixing the library's items with the
  // client's keeps the client's in view.
  const answers = provider.getByRole("region", { name: "The client's answers" });
  const fold = answers.locator("details", { has: provider.locator("summary", { hasText: /^\d+ more sentences? of this answer/ }) }).first();
  await expect(fold).not.toHaveAttribute("open");
  const hiddenSentence = fold.locator("[data-sentence-id]").first();
  await expect(hiddenSentence).toBeHidden();
  await fold.locator("summary").focus();
  await provider.keyboard.press("Enter");
  await expect(fold).toHaveAttribute("open");
  await expect(hiddenSentence).toBeVisible();
  await expect(answers.locator("details mark[data-risk]")).toHaveCount(0);
  await expect(provider.locator("li > details[data-library-entry]").first()).toBeAttached();
  await expectNoAxeViolations(provider, { label: "/admin/reports/:id with an answer unfolded" });
});
