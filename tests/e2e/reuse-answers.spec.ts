import { expect, test } from "@playwright/test";
import { formDetails } from "../../app/domains/assessments/form-details";
import { openCopyId, submitForm } from "./support/assessment-fixtures";
import { questionnaire } from "./support/assessments";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { trackHydration, waitForHydration } from "./support/hydration";
import { buyFor } from "./support/purchases";

const EARLIER_ANSWER = "Walking the dog at dawn is the one hour that feels like mine.";

test("a Therapist Summary bought after a Depression survey starts from the answers already sent, or empty, as the client chooses", async ({ page }) => {
  const client = await createSignedInUser(page);
  await buyFor(page.request, client, [{ productId: "catharsis", category: "depression" }]);
  await submitForm(page, { formType: "depression", entitlementId: await openCopyId(page, "depression"), email: client.email, responses: { q1: EARLIER_ANSWER } });
  await buyFor(page.request, client, [{ productId: "therapist-summary", category: "depression" }]);

  await trackHydration(page);
  await page.goto(formDetails.depression.path);
  await waitForHydration(page);
  const card = page.getByRole("region", { name: "You have answered this questionnaire before" });
  await expect(card).toContainText("You sent your answers to the Depression Assessment on");
  await expectNoAxeViolations(page, { label: "the choice to start from earlier answers" });

  // Empty first: the form opens with nothing of the earlier answers, and nothing is saved by choosing.
  await card.getByRole("button", { name: "Start with an empty form" }).click();
  await expect(questionnaire(page)).toBeVisible();
  expect(await (await page.request.get(formDetails.depression.path)).text()).not.toContain(EARLIER_ANSWER);

  // Back again (nothing written yet): this time start from the earlier answers.
  await page.reload();
  await waitForHydration(page);
  await card.getByRole("button", { name: "Start from my earlier answers" }).click();
  await expect(card).toBeHidden();
  await expect(questionnaire(page)).toBeVisible();
  // The new copy's draft holds them, to read through and change before sending.
  const reopened = await (await page.request.get(formDetails.depression.path)).text();
  expect(reopened).toContain(EARLIER_ANSWER);
  expect(reopened).not.toContain("You have answered this questionnaire before");
});
