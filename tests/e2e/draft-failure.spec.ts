import { expect, test, type Page } from "@playwright/test";
import { fictionalAnswers } from "../support/fictional-answers";
import { buyForm, openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { reportReadyForReview, reviewerPage } from "./support/reports";

const REASON = "The model (openai-compatible, llama3.1:8b) refused the call: HTTP 400 from 127.0.0.1:8080: failed to parse grammar";

test.describe.configure({ timeout: 150_000 });

/** Records a failed draft on the client's report in review, as the lane does when the model's server refuses. */
async function draftFails(page: Page, email: string) {
  const response = await page.request.post("/dev/fixtures/draft-failures", { data: { email, reason: REASON } });
  expect(await response.json()).toEqual({ failed: 1 });
}

test("a failed draft shows in /admin/reports with the server's reason; 'Try again' and 'Draft with the template' each bring it back to review", async ({ page, browser }) => {
  const client = await createSignedInUser(page);
  await buyForm(page.request, client, "marriage");
  const entitlementId = await openCopyId(page, "marriage");
  await submitForm(page, { formType: "marriage", entitlementId, email: client.email, responses: fictionalAnswers("marriage").responses });

  const { page: reviewer } = await reviewerPage(browser);
  const link = await reportReadyForReview(reviewer, client.email, "Catharsis Report");
  const row = reviewer.getByRole("row").filter({ has: link });

  await draftFails(reviewer, client.email);
  await reviewer.goto("/admin/reports");
  await expect(row).toContainText("Drafting failed");
  await expect(row).toContainText(REASON);
  await expectNoAxeViolations(reviewer, { label: "/admin/reports with a failed draft" });
  await waitForHydration(reviewer);
  await row.getByRole("button", { name: "Try again to draft the Catharsis Report" }).click();
  await expect(reviewer.getByText("Drafting again")).toBeVisible();
  await reportReadyForReview(reviewer, client.email, "Catharsis Report");

  await draftFails(reviewer, client.email);
  await reviewer.goto("/admin/reports");
  await waitForHydration(reviewer);
  await row.getByRole("button", { name: "Draft with the template for the Catharsis Report" }).click();
  await expect(reviewer.getByText("Drafted with the template")).toBeVisible();
  await expect(row).toContainText("Ready for review");
  await expect(row).not.toContainText("Drafting failed");
});
