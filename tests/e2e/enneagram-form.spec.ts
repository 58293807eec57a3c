import { expect, test, type Page } from "@playwright/test";
import { enneagramTypeNames } from "../../app/domains/assessments/enneagram/statements";
import { expectNoAxeViolations } from "./support/axe";
import { createSignedInUser, createUser, signInWithForm } from "./support/auth";
import { expectToast } from "./support/cart";
import {
  allPatternRatings,
  enneagramReport,
  labelFor,
  patternRating,
  QUESTIONNAIRE_PATH,
  ratePart,
  seedDraft,
  statementGroup,
  statementsOfPart,
} from "./support/enneagram";
import { buyFor } from "./support/purchases";
import { trackHydration, waitForHydration } from "./support/hydration";

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

test("signed out, /forms/enneagram sends the visitor to sign in, replacing its history entry, and back after", async ({ page }) => {
  const user = await createUser(page.request);
  await page.goto("/contact");
  await page.goto("/forms/enneagram");
  await expect(page).toHaveURL("/auth?redirect=%2Fforms%2Fenneagram");
  await page.goBack();
  await expect(page).toHaveURL("/contact");

  await page.goForward();
  await waitForHydration(page);
  await signInWithForm(page, user);
  await expect(page).toHaveURL("/forms/enneagram");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Required");
});

test("signed in without a purchase, the Enneagram page shows Access Required with the catalogue price", async ({ page }) => {
  await createSignedInUser(page);
  await page.goto("/forms/enneagram");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Required");
  await expect(page.getByRole("link", { name: "Purchase Enneagram Assessment - $19.99" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "View All Pricing Options" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("heading", { name: "What you'll get" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open Questionnaire" })).toHaveCount(0);
});

test("with a purchase, Access Granted opens the questionnaire after 2 seconds, and again on request", async ({ page }) => {
  const user = await createSignedInUser(page);
  await buyFor(page.request, user, [enneagramReport]);
  const popups: string[] = [];
  page.on("popup", (popup) => popups.push(popup.url()));

  const started = Date.now();
  await page.goto("/forms/enneagram");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Granted");
  const popup = await page.waitForEvent("popup");
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe("/forms/enneagram/questionnaire");
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page.getByRole("status").filter({ hasText: "The questionnaire opened in a new window." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Questions? Contact us" })).toHaveAttribute("href", "/contact");
  await expectNoAxeViolations(page, { label: "/forms/enneagram Access Granted" });

  const again = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Open Questionnaire" }).click();
  expect(new URL((await again).url()).pathname).toBe("/forms/enneagram/questionnaire");
  // One window by itself, one on request: it never opens itself twice.
  await page.waitForTimeout(2500);
  expect(popups).toHaveLength(2);
});

test("when the browser blocks the new window, the page offers a normal link to the questionnaire", async ({ page }) => {
  const user = await createSignedInUser(page);
  await buyFor(page.request, user, [enneagramReport]);
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/forms/enneagram");
  const link = page.getByRole("link", { name: "Go to the questionnaire" });
  await expect(link).toBeVisible({ timeout: 5_000 });
  await expect(link).toHaveAttribute("href", "/forms/enneagram/questionnaire");
  await expect(page.getByText("Your browser stopped the new window from opening.")).toBeVisible();
});

test.describe("the built-in questionnaire", () => {
  test.beforeEach(async ({ page }) => {
    const user = await createSignedInUser(page);
    await buyFor(page.request, user, [enneagramReport]);
  });

  async function openQuestionnaire(page: Page) {
    await page.goto(QUESTIONNAIRE_PATH);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enneagram Questionnaire");
    // Enabled once hydrated and listening, so a rating is saved.
    await expect(page.getByRole("radio").first()).toBeEnabled();
  }

  const answered = (page: Page) => page.getByTestId("answered-count");
  const saved = (page: Page) => page.locator("[data-save-state=saved]");

  test("rating all 99 statements, with a reload midway, scores the answers into a type, wing and nine scores", async ({ page }) => {
    test.setTimeout(90_000);
    await openQuestionnaire(page);
    await expect(answered(page)).toHaveText("0 of 99 answered");
    await expectNoAxeViolations(page, { label: "Enneagram questionnaire" });

    for (let part = 0; part < 5; part++) {
      await ratePart(page, part);
      await page.getByRole("button", { name: "Next part" }).click();
    }
    await expect(answered(page)).toHaveText("55 of 99 answered");
    await expect(saved(page)).toContainText("Saved at");

    await page.reload();
    await waitForHydration(page);
    await expect(answered(page)).toHaveText("55 of 99 answered");
    // Carries on at the first part with statements left.
    await expect(page.getByRole("heading", { name: /^Part 6 of 9/ })).toBeVisible();
    await page.getByRole("navigation", { name: "Questionnaire parts" }).getByRole("button", { name: /^Part 1/ }).click();
    for (const statement of statementsOfPart(0)) {
      await expect(
        statementGroup(page, statement.id).getByRole("radio", { name: labelFor(patternRating(statement.type)), exact: true }),
      ).toBeChecked();
    }
    await page.getByRole("navigation", { name: "Questionnaire parts" }).getByRole("button", { name: /^Part 6/ }).click();

    for (let part = 5; part < 9; part++) {
      await ratePart(page, part);
      if (part < 8) await page.getByRole("button", { name: "Next part" }).click();
    }
    await expect(answered(page)).toHaveText("99 of 99 answered");
    await page.getByRole("button", { name: "Send Questionnaire" }).click();

    await expectToast(page, "Form Submitted Successfully", "Your Enneagram questionnaire has been sent. Thank you for your responses.");
    const results = page.getByRole("region", { name: "Thank you — your answers are sent" });
    await expect(results.getByText("Your Enneagram type: 4 — The Individualist")).toBeVisible();
    await expect(results.getByText(/^Wing: 3/)).toBeVisible();
    const rows = results.getByRole("table", { name: "Your score for each type, from 0 to 100" }).getByRole("row");
    const expected = ([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).map((type) => {
      const score = type === 4 ? 100 : type === 3 ? 75 : type === 5 ? 25 : 0;
      return new RegExp(`^${type}\\. The ${enneagramTypeNames[type]}\\s*${score}$`);
    });
    await expect(rows).toHaveText([/Type\s*Score/, ...expected]);
    await expect(results).toContainText("arrives by e-mail within 24 hours");
    await expectNoAxeViolations(page, { label: "Enneagram results" });

    // The paid copy is used: the page says so instead of offering the form again.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We have your answers");
  });

  test("an unrated statement is pointed out, and a failed send keeps every rating", async ({ page }) => {
    await openQuestionnaire(page);
    const ratings = allPatternRatings();
    delete ratings["e50"];
    await seedDraft(page, ratings);
    await page.reload();
    await waitForHydration(page);
    await expect(answered(page)).toHaveText("98 of 99 answered");
    await expect(page.getByRole("heading", { name: /^Part 5 of 9/ })).toBeVisible();

    await page.getByRole("navigation", { name: "Questionnaire parts" }).getByRole("button", { name: /^Part 9/ }).click();
    await page.getByRole("button", { name: "Send Questionnaire" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please rate every statement" })).toHaveText(
      "Please rate every statement before sending: 1 still needs a rating (number 50).",
    );
    await expect(page.getByRole("heading", { name: /^Part 5 of 9/ })).toBeVisible();
    const fifty = statementGroup(page, "e50");
    await expect(fifty).toHaveAccessibleDescription("Please choose a rating.");
    await expect(fifty.getByRole("radio").first()).toBeFocused();
    await expectNoAxeViolations(page, { label: "Enneagram questionnaire with an unrated statement" });
    await fifty.getByRole("radio", { name: "Somewhat like me", exact: true }).check();
    await expect(answered(page)).toHaveText("99 of 99 answered");

    let releaseFailure: () => void = () => {};
    const failureReleased = new Promise<void>((resolve) => (releaseFailure = resolve));
    await page.route("**/api/assessments/submissions", async (route) => {
      await failureReleased;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal Server Error" }) });
    });
    await page.getByRole("button", { name: "Send Questionnaire" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    releaseFailure();
    await expectToast(page, "Submission Failed", "There was an error submitting your form. Please try again.");
    await expect(page.getByRole("button", { name: "Send Questionnaire" })).toBeEnabled();
    await expect(answered(page)).toHaveText("99 of 99 answered");
    await expect(fifty.getByRole("radio", { name: "Somewhat like me", exact: true })).toBeChecked();

    // Sending again once the server is back works with the same ratings.
    await page.unroute("**/api/assessments/submissions");
    await page.getByRole("button", { name: "Send Questionnaire" }).click();
    await expectToast(page, "Form Submitted Successfully");
    await expect(page.getByText("Your Enneagram type: 4 — The Individualist")).toBeVisible();
  });

  test("on a phone, each rating is a large target and nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openQuestionnaire(page);
    const first = statementGroup(page, "e1");
    for (const option of await first.locator("label").all()) {
      const box = await option.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await first.getByRole("radio", { name: "Mostly like me", exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(first.getByRole("radio", { name: "Very much like me", exact: true })).toBeChecked();
    await expect(answered(page)).toHaveText("1 of 99 answered");
  });
});
