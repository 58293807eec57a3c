import { expect, test, type Locator, type Page } from "@playwright/test";
import { getQuestionBank } from "../../app/domains/assessments/banks/all-banks";
import { SENT_TITLE } from "../../app/domains/assessments/form-details";
import type { QuestionBank } from "../../app/domains/assessments/question-bank";
import { answerBox, answerScales, buyForms, formReady, goToReview, openForm, shownScreen } from "./support/assessments";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";

/*
 * Issue 17: a questionnaire one can finish. One section per screen with Back
 * and Next, a review before sending, and a progress bar that stays in sight
 * on a phone without ever covering the box being written in.
 */

const bank = getQuestionBank("marriage") as QuestionBank;
const SKIPPED = "q12";
const text = (id: string) => `Something true about us (${id}).`;

const heading = (page: Page) => shownScreen(page).locator("[data-screen-heading]");
const bar = (page: Page) => page.getByTestId("progress-bar");

/** The sticky bar and the focused box share no pixel (both measured in the viewport). */
async function expectBarClearOf(page: Page, box: Locator, label: string) {
  const [barBox, fieldBox] = [await bar(page).boundingBox(), await box.boundingBox()];
  expect(barBox && fieldBox, label).toBeTruthy();
  const apart = fieldBox!.y >= barBox!.y + barBox!.height || fieldBox!.y + fieldBox!.height <= barBox!.y;
  expect(apart, `${label}: the progress bar (${barBox!.y}+${barBox!.height}) covers the focused box at ${fieldBox!.y}`).toBe(true);
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const size = page.viewportSize()!;
  for (const width of [320, 640]) {
    await page.setViewportSize({ width, height: 720 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(scrollWidth, `${label} scrolls sideways at ${width} px`).toBeLessThanOrEqual(clientWidth + 1);
  }
  await page.setViewportSize(size);
}

async function next(page: Page, title: string) {
  await shownScreen(page).getByRole("button", { name: /^Next/ }).click();
  await expect(heading(page)).toHaveText(title);
  await expect(heading(page)).toBeFocused();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a writer answers screen by screen with Back and Next, reviews what is missing, and sends`, async ({ page }) => {
    // Thirty answers typed from the keyboard, screen by screen, with an audit of each screen.
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const user = await createSignedInUser(page);
    await buyForms(page.request, user, [{ formType: "marriage" }]);
    await openForm(page, "marriage");
    await expect(heading(page)).toHaveText("Client Information");
    await expect(page.getByText("You can stop and come back: your answers are saved.").first()).toBeVisible();
    await expect(bar(page)).toContainText("Section 1 of 6");
    // In sight while scrolling: sticky in the flow, never a fixed overlay.
    expect(await bar(page).evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
    await expectNoAxeViolations(page, { label: `Client Information at ${viewport.width} px` });
    await expectNoSidewaysScroll(page, "Client Information");

    // Next moves focus to the next screen's heading and keeps the step in the address.
    await next(page, "The last two weeks");
    await expect(page).toHaveURL(/#step-2$/);
    await expect(shownScreen(page)).toContainText("Section 1 of 6 done. Take a break whenever you like: your answers are saved.");
    await shownScreen(page).getByRole("button", { name: /^Back/ }).click();
    await expect(heading(page)).toHaveText("Client Information");
    await expect(heading(page)).toBeFocused();
    // The browser's own Back returns to the screen before.
    await page.goBack();
    await expect(heading(page)).toHaveText("The last two weeks");
    await answerScales(page, "marriage");
    // answerScales ends on the direct risk screen, answered no.
    await expect(heading(page)).toHaveText("Questions we ask everyone");
    await expectNoAxeViolations(page, { label: `the risk screen at ${viewport.width} px` });
    await expectNoSidewaysScroll(page, "the risk screen");

    for (const [index, section] of bank.sections.entries()) {
      await next(page, section.title);
      await expect(bar(page)).toContainText(`Section ${index + 4} of 6`);
      await expectNoAxeViolations(page, { label: `${section.title} at ${viewport.width} px` });
      // Keyboard only: Tab from the heading reaches each box in turn, and the bar never covers it.
      for (const question of section.questions) {
        await page.keyboard.press("Tab");
        const box = answerBox(page, question.id);
        await expect(box).toBeFocused();
        await expectBarClearOf(page, box, `${question.id} at ${viewport.width} px`);
        if (question.id !== SKIPPED) await page.keyboard.insertText(text(question.id));
      }
      await expectNoSidewaysScroll(page, section.title);
    }

    // Narrow widths and 200% zoom (1280 px shows 640 CSS px): the focused box stays clear of the bar.
    const size = page.viewportSize()!;
    for (const narrow of [
      { width: 320, height: 640 },
      { width: 640, height: 720 },
      { width: 640, height: 400 },
    ]) {
      await page.setViewportSize(narrow);
      // Too short a window for a bar to stay (200% zoom on a laptop): it scrolls away with the page.
      expect(await bar(page).evaluate((element) => getComputedStyle(element).position)).toBe(narrow.height < 480 ? "static" : "sticky");
      for (const question of bank.sections.at(-1)!.questions) {
        const box = answerBox(page, question.id);
        // The hardest case: the box's top edge already tucked under the bar when it takes focus.
        await box.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 10));
        await box.focus();
        await expectBarClearOf(page, box, `${question.id} at ${narrow.width}x${narrow.height}`);
      }
    }
    await page.setViewportSize(size);

    // The review lists every section with its answers and names the one left out.
    await next(page, "Review and send");
    await expect(page.getByTestId("review-summary")).toHaveText("1 answer is still missing. Each one is marked below; use Edit to go back to it.");
    const skippedSection = shownScreen(page).getByRole("region", { name: bank.sections[1]!.title });
    await expect(skippedSection).toContainText("1 of 10 not answered yet");
    await expect(skippedSection.getByRole("definition").nth(1)).toHaveText("Not answered yet");
    await expect(skippedSection).toContainText(text("q11"));
    await expectNoAxeViolations(page, { label: `the review at ${viewport.width} px` });
    await expectNoSidewaysScroll(page, "the review");

    // Edit goes back to that section; the answer is written, and the review says all is done.
    await skippedSection.getByRole("button", { name: `Edit ${bank.sections[1]!.title}` }).click();
    await expect(heading(page)).toHaveText(bank.sections[1]!.title);
    await expect(heading(page)).toBeFocused();
    await answerBox(page, SKIPPED).fill(text(SKIPPED));
    await goToReview(page);
    await expect(page.getByTestId("review-summary")).toHaveText("Everything is answered. Read it through if you like, then send it below.");

    // A reload keeps the screen and every answer.
    await page.reload();
    await formReady(page);
    await expect(heading(page)).toHaveText("Review and send");
    await expect(answerBox(page, SKIPPED)).toHaveValue(text(SKIPPED));
    await page.getByRole("button", { name: "Send Form" }).click();
    await expect(page.getByRole("region", { name: SENT_TITLE })).toBeVisible();
  });
}

test("Send Form with a box left empty opens its screen, says why beside it and focuses it", async ({ page }) => {
  const user = await createSignedInUser(page);
  await buyForms(page.request, user, [{ formType: "marriage" }]);
  await openForm(page, "marriage");
  await answerScales(page, "marriage");
  await goToReview(page);
  await page.getByRole("button", { name: "Send Form" }).click();
  // The first field needing an answer is q1, on the first written section's screen.
  await expect(heading(page)).toHaveText(bank.sections[0]!.title);
  await expect(answerBox(page, "q1")).toBeFocused();
  await expect(answerBox(page, "q1")).toHaveAttribute("aria-invalid", "true");
  await expect(answerBox(page, "q1")).toHaveAccessibleDescription(/Please answer this question\./);
  await expectNoAxeViolations(page, { label: "a section with a field to answer" });
});
