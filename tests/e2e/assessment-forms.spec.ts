import { expect, test, type Page } from "@playwright/test";
import { accessErrors } from "../../app/features/assessments/access-errors";
import { FAILED_DESCRIPTION, FAILED_TITLE, SENT_THANKS, SENT_TITLE } from "../../app/domains/assessments/form-details";
import { questionCount } from "../../app/domains/assessments/assessment-answers";
import { scaleDefinitions } from "../../app/domains/assessments/scales/scale-definitions";
import {
  answer,
  answerBox,
  answerScales,
  buyForms,
  formReady,
  gateSettled,
  goToField,
  goToReview,
  goToScreen,
  localDraftKeys,
  openForm,
  questionnaire,
  questionsOf,
  saveStatus,
  scaleItem,
  sendForm,
  shownScreen,
  todayIso,
  writtenForms,
} from "./support/assessments";
import { createSignedInUser, createUser, signIn, signInWithForm, signOut } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { toast } from "./support/cart";

const placeholder = "Please provide your response...";
const disclaimerPoints = [
  "Not a substitute for professional mental health services",
  "Accuracy and limitations",
  "Client responsibility",
  "Confidentiality",
  "AI-assisted content",
];
const benefits = [
  "Personalized assessment report",
  "Professional insights and recommendations",
  "24-hour delivery guarantee",
  "Secure and confidential analysis",
];

async function expectNoHorizontalScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(clientWidth + 1);
}

test.describe("the access gate", () => {
  test("signed out, every form sends the visitor to sign in in place of the form, and back after signing in", async ({ page }) => {
    for (const form of writtenForms) {
      await page.goto("/about");
      await page.goto(form.path);
      await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(form.path)}`);
      // The form's entry was replaced: going back does not return to it (and bounce to sign-in again).
      await page.goBack();
      await expect(page).toHaveURL("/about");
    }

    const user = await createUser(page.request);
    await page.goto(`/auth?redirect=${encodeURIComponent("/depression-form")}`);
    await signInWithForm(page, user);
    await expect(page).toHaveURL("/depression-form");
    await gateSettled(page);
    await expect(page.getByRole("heading", { level: 1, name: "Access Required" })).toBeVisible();
  });

  test("signed in without a purchase, every form shows the Access Required card", async ({ page }) => {
    await createSignedInUser(page);
    for (const form of writtenForms) {
      await page.goto(form.path);
      await gateSettled(page);
      const card = page.getByRole("region", { name: "Access Required" });
      await expect(card.getByRole("heading", { level: 1, name: "Access Required" })).toBeVisible();
      await expect(card.getByRole("link", { name: `Purchase ${form.name} - $14.99` })).toHaveAttribute("href", "/pricing");
      await expect(card.getByRole("link", { name: "View All Pricing Options" })).toHaveAttribute("href", "/pricing");
      await expect(card.getByRole("listitem")).toHaveText(benefits);
      await expect(page.locator("textarea")).toHaveCount(0);
    }
    await expectNoAxeViolations(page, { label: "Access Required card" });
  });

  test("with a purchase, every form shows its sections, questions, client card and disclaimers", async ({ page }) => {
    // Four forms, each walked screen by screen.
    test.setTimeout(120_000);
    const user = await createSignedInUser(page);
    await buyForms(page.request, user, writtenForms.map(({ formType }) => ({ formType })));
    for (const form of writtenForms) {
      const questions = questionsOf(form.formType);
      await openForm(page, form.formType);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.name);
      await expect(page.getByText("Most people take 45 to 90 minutes. You can stop and come back: your answers are saved.").first()).toBeVisible();
      await expect(page.getByText(/Copy \d of \d/)).toHaveCount(0);
      // One section per screen: the notice and Client Information first, then each section, then the review.
      const sectionHeadings = questionnaire(page).getByRole("heading", { level: 2 });
      await expect(sectionHeadings).toHaveText(["Before you begin", "Client Information"]);
      await expect(page.getByLabel("Email")).toHaveValue(user.email);
      await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
      await expect(page.getByLabel("Completion date")).toHaveValue(todayIso());
      await expect(page.getByTestId("answered-count")).toHaveText(`0 of ${questionCount(form.formType)} answered`);
      const boxes = page.locator("textarea");
      await expect(boxes).toHaveCount(questions.length);
      for (const title of ["The last two weeks", "Questions we ask everyone", ...form.bank.sections.map((section) => section.title)]) {
        await shownScreen(page).getByRole("button", { name: /^Next/ }).click();
        await expect(sectionHeadings).toHaveText([title]);
        await expect(sectionHeadings).toBeFocused();
        if (title === "The last two weeks") {
          const scaleTitles = form.bank.scales.map((scaleId) => scaleDefinitions[scaleId].title);
          await expect(page.getByRole("heading", { level: 3 })).toHaveText(scaleTitles);
        }
        // Every written form asks the ASQ's first four questions, yes or no.
        if (title === "Questions we ask everyone") await expect(shownScreen(page).getByRole("group")).toHaveCount(4);
      }
      for (const [index, question] of [questions[0]!, questions.at(-1)!].entries()) {
        await goToField(page, question.id);
        const box = page.getByRole("textbox", { name: `${index === 0 ? 1 : questions.length}. ${question.text}`, exact: true });
        await expect(box).toHaveAttribute("placeholder", placeholder);
        await expect(box).toHaveAttribute("required", "");
        await expect(box).toHaveAttribute("maxlength", "5000");
      }
      await goToReview(page);
      await expect(sectionHeadings).toHaveText(["Review and send", "Disclaimer", ...(form.formType === "death-grief" ? ["Copyright Disclaimer"] : [])]);
      // The review lists every section, then the disclaimer's points.
      const reviewed = ["Client Information", "The last two weeks", "Questions we ask everyone", ...form.bank.sections.map((section) => section.title)];
      await expect(page.getByRole("heading", { level: 3 })).toHaveText([...reviewed, ...disclaimerPoints]);
      // "Send Form" comes last in the form.
      await expect(questionnaire(page).getByRole("button").last()).toHaveText("Send Form");
    }
    // The notice comes before the first question, with the crisis numbers.
    await goToScreen(page, 0);
    const notice = page.getByRole("region", { name: "Before you begin" });
    await expect(notice).toContainText("Catharsis team preparing your report");
    await expect(notice.getByRole("link", { name: "988" })).toBeVisible();
    await expect(notice.getByRole("link", { name: "741741" })).toBeVisible();
    await expect(notice.getByRole("link", { name: "911" })).toBeVisible();
    await expectNoAxeViolations(page, { label: "an empty questionnaire" });

    // The browser's own checks stop an incomplete form: the page opens the first invalid field's screen, and each field says why.
    await page.getByLabel("Email").fill("");
    await sendForm(page);
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expectNoAxeViolations(page, { label: "a questionnaire with validation errors" });
    await goToField(page, "q1");
    await expect(answerBox(page, "q1")).toHaveAccessibleDescription(/Please answer this question\./);
    // No horizontal scrolling on a phone, at 200% zoom (1280 px wide shows 640 CSS px), or at 320 px.
    for (const width of [390, 640, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoHorizontalScroll(page, `the form at ${width} px`);
    }
  });
});

test.describe("writing and sending", () => {
  test("a whole form: the draft survives a reload and another browser, then it is sent and the next copy starts empty", async ({ page, browser }) => {
    // Thirty-five answers, each filled on its own section's screen.
    test.setTimeout(90_000);
    const user = await createSignedInUser(page);
    await buyForms(page.request, user, [{ formType: "death-grief", quantity: 2 }]);
    const ids = questionsOf("death-grief").map((question) => question.id);
    const text = (id: string) => `What I want to say about ${id}: it still feels close.`;

    const form = await openForm(page, "death-grief");
    await expect(page.getByText("Copy 1 of 2")).toBeVisible();
    await answer(page, ids.slice(0, 15), text);
    await expect(page.getByTestId("answered-count")).toHaveText("15 of 39 answered");
    await expect(saveStatus(form)).toHaveAttribute("data-save-state", "saved");
    await expect(saveStatus(form)).toContainText(/^Saved at /);
    // The server has it, so this device keeps no copy.
    expect(await localDraftKeys(page)).toEqual([]);

    await page.reload();
    await formReady(page);
    await expect(answerBox(page, "q15")).toHaveValue(text("q15"));

    // Another browser, signed in as the same client, resumes the same draft.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signIn(other, user);
    await openForm(other, "death-grief");
    await expect(answerBox(other, "q1")).toHaveValue(text("q1"));
    await expect(answerBox(other, "q15")).toHaveValue(text("q15"));
    await expect(answerBox(other, "q16")).toHaveValue("");
    await elsewhere.close();

    await answer(page, ids.slice(15), text);
    await answerScales(page, "death-grief");
    await expect(page.getByTestId("answered-count")).toHaveText("39 of 39 answered");

    // The optional first name and phone: a phone number needs the consent to be called.
    await goToScreen(page, 0);
    await page.getByLabel("First name (optional)").fill("Rose");
    await page.getByLabel("Phone (optional)").fill("+1 (555) 201-7788");
    const consent = page.getByLabel("We may call you on this number if we are worried about your safety.");
    await sendForm(page);
    // Sending opens the screen of the field that needs attention and focuses it.
    await expect(consent).toBeFocused();
    await expect(page.getByText("Please tick the box if we may call you, or leave the phone number empty.")).toBeVisible();
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await consent.check();
    await expect(page.getByText("Please tick the box if we may call you")).toHaveCount(0);
    await sendForm(page);
    const description = `Your death & grief assessment form has been sent. ${SENT_THANKS}`;
    await expect(toast(page, SENT_TITLE)).toContainText(description);
    const panel = page.getByRole("region", { name: SENT_TITLE });
    await expect(panel).toContainText(description);
    await expect(panel.getByRole("heading", { name: SENT_TITLE })).toBeFocused();
    await expect(panel.getByText("988")).toHaveCount(0);

    // The next paid copy opens, reset: an empty e-mail, today's date and no responses.
    await expect(page.getByText("Copy 2 of 2")).toBeVisible();
    await expect(questionnaire(page)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Completion date")).toHaveValue(todayIso());
    await expect(page.getByLabel("First name (optional)")).toHaveValue("");
    await expect(page.getByLabel("Phone (optional)")).toHaveValue("");
    await expect(consent).not.toBeChecked();
    for (const id of ids) await expect(answerBox(page, id)).toHaveValue("");
    await expect(page.getByTestId("answered-count")).toHaveText("0 of 39 answered");
    await expect(scaleItem(page, "who5-1").getByRole("radio", { checked: true })).toHaveCount(0);
    expect(await localDraftKeys(page)).toEqual([]);
    await expectNoAxeViolations(page, { label: "the success panel above the next copy" });

    // Nothing of the sent copy comes back on reload.
    await page.reload();
    await formReady(page);
    await expect(page.getByText("Copy 2 of 2")).toBeVisible();
    await expect(answerBox(page, "q1")).toHaveValue("");
  });

  test("crisis language brings crisis support to the success panel; with one copy the page then says it has the answers", async ({ page }) => {
    // A whole form, filled screen by screen.
    test.setTimeout(90_000);
    const user = await createSignedInUser(page);
    await buyForms(page.request, user, [{ formType: "mental-health-wellbeing" }]);
    const ids = questionsOf("mental-health-wellbeing").map((question) => question.id);
    // Arriving by a link inside the app (the page's data is fetched, not a full page load).
    await page.goto("/account");
    await page.getByRole("link", { name: /^Start questionnaire/ }).click();
    await expect(page).toHaveURL("/mental-health-wellbeing-form");
    await formReady(page);
    await answer(page, ids, (id) => (id === "q3" ? "Lately I want to die and I don't see a way forward." : `Some thoughts on ${id}.`));
    await answerScales(page, "mental-health-wellbeing");
    await sendForm(page);

    const panel = page.getByRole("region", { name: SENT_TITLE });
    await expect(panel).toContainText(`Your mental health wellbeing assessment has been sent. ${SENT_THANKS}`);
    // Crisis support comes first, above the confirmation, with focus on it, and no toast over it.
    const support = page.getByTestId("crisis-first");
    await expect(support).toBeFocused();
    await expect(support).toContainText("Some of your answers sound very heavy");
    expect((await support.boundingBox())!.y).toBeLessThan((await panel.boundingBox())!.y);
    await expect(support.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
    await expect(support.getByRole("link", { name: "741741" })).toHaveAttribute("href", "sms:741741?body=HOME");
    await expect(support.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    const received = page.getByRole("region", { name: "We have your answers" });
    await expect(received.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/account");
    await expect(page.locator("textarea")).toHaveCount(0);
    await expectNoAxeViolations(page, { label: "the success panel with crisis support" });

    await page.reload();
    await gateSettled(page);
    await expect(page.getByRole("heading", { level: 1, name: "We have your answers" })).toBeVisible();

    // On later visits the help stays on their account page while nobody has followed the flag up.
    await page.goto("/account");
    const kept = page.getByRole("complementary", { name: "Support is here now" });
    await expect(kept).toBeVisible();
    await expect(kept.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
  });

  test("a failed send keeps every answer, and sending again delivers it once", async ({ page }) => {
    // A whole form, filled screen by screen.
    test.setTimeout(90_000);
    const user = await createSignedInUser(page);
    await buyForms(page.request, user, [{ formType: "marriage" }]);
    const ids = questionsOf("marriage").map((question) => question.id);
    const text = (id: string) => `We talk most in the evenings (${id}).`;
    const form = await openForm(page, "marriage");
    await answer(page, ids, text);
    await answerScales(page, "marriage");

    // An address the browser accepts but the server does not: the server's message is shown at the field.
    await goToScreen(page, 0);
    await page.getByLabel("Email").fill("me@localhost");
    await sendForm(page);
    await expect(toast(page, FAILED_TITLE)).toContainText(FAILED_DESCRIPTION);
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(/Please enter a valid email address/);
    for (const id of ids) await expect(answerBox(page, id)).toHaveValue(text(id));
    await toast(page, FAILED_TITLE).getByRole("button", { name: "Close toast" }).click();
    await expect(toast(page, FAILED_TITLE)).toHaveCount(0);
    await page.getByLabel("Email").fill(user.email);
    await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid");
    // Autosave carries on after a failed send.
    await expect(saveStatus(form)).toHaveAttribute("data-save-state", "saving");
    await expect(saveStatus(form)).toContainText(/^Saved at /);

    // The first send reaches the server, but its reply is lost on the way back.
    const sentIds: string[] = [];
    await page.route("**/api/assessments/submissions", async (route) => {
      sentIds.push((route.request().postDataJSON() as { submissionId: string }).submissionId);
      await route.fetch();
      await route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server error</h1>" });
    });
    await sendForm(page);
    await expect(toast(page, FAILED_TITLE)).toContainText(FAILED_DESCRIPTION);
    await expect(page.getByRole("button", { name: "Send Form" })).toBeEnabled();
    for (const id of ids) await expect(answerBox(page, id)).toHaveValue(text(id));
    await expect(page.getByRole("region", { name: SENT_TITLE })).toHaveCount(0);

    await page.unroute("**/api/assessments/submissions");
    const retried = page.waitForRequest("**/api/assessments/submissions");
    await page.getByRole("button", { name: "Send Form" }).click();
    sentIds.push(((await retried).postDataJSON() as { submissionId: string }).submissionId);
    await expect(toast(page, SENT_TITLE)).toContainText("Your marriage report form has been sent.");
    // The same submission id: the server answered with the first send's result instead of refusing a second.
    expect(sentIds).toHaveLength(2);
    expect(sentIds[1]).toBe(sentIds[0]);
  });

  test("offline, the draft is kept on this device and synced when the connection returns", async ({ page, context, browser }) => {
    const user = await createSignedInUser(page);
    await buyForms(page.request, user, [{ formType: "depression" }]);
    const form = await openForm(page, "depression");

    await context.setOffline(true);
    await goToField(page, "q2");
    await answerBox(page, "q2").fill("Mornings are the hardest part of my day.");
    await expect(saveStatus(form)).toHaveText("Offline – saved on this device");
    expect(await localDraftKeys(page)).toHaveLength(1);

    await context.setOffline(false);
    await expect(saveStatus(form)).toContainText(/^Saved at /);
    expect(await localDraftKeys(page)).toEqual([]);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signIn(other, user);
    await openForm(other, "depression");
    await expect(answerBox(other, "q2")).toHaveValue("Mornings are the hardest part of my day.");
    await elsewhere.close();
  });

  test("when the session ends mid-form, the page says so and keeps the text on this device until signed in again", async ({ page, context }) => {
    const user = await createSignedInUser(page);
    await buyForms(page.request, user, [{ formType: "marriage" }]);
    const form = await openForm(page, "marriage");

    const otherTab = await context.newPage();
    await otherTab.goto("/about");
    await signOut(otherTab);
    await expect(otherTab.getByRole("banner").getByRole("link", { name: "Account: sign in or create an account" })).toBeVisible();

    await page.bringToFront();
    await goToField(page, "q4");
    await answerBox(page, "q4").fill("We have not really talked in weeks.");
    await expect(saveStatus(form)).toContainText(accessErrors.signedOut);
    await expect(saveStatus(form).getByRole("link", { name: "Sign in again" })).toHaveAttribute("href", "/auth?redirect=%2Fmarriage-report-form");
    await expect(answerBox(page, "q4")).toHaveValue("We have not really talked in weeks.");
    expect(await localDraftKeys(page)).toHaveLength(1);

    // Signed in again, the page opens with this device's copy and saves it to the server.
    await signIn(page, user);
    await page.reload();
    await formReady(page);
    await expect(answerBox(page, "q4")).toHaveValue("We have not really talked in weeks.");
    await expect(saveStatus(questionnaire(page))).toContainText(/^Saved at /);
    expect(await localDraftKeys(page)).toEqual([]);
  });

  test("a long answer shows a counter near the limit, and a paste that does not fit is explained", async ({ page, context }) => {
    const user = await createSignedInUser(page);
    await buyForms(page.request, user, [{ formType: "depression" }]);
    await openForm(page, "depression");
    await goToField(page, "q1");
    const box = answerBox(page, "q1");
    await box.fill("a".repeat(3_999));
    await expect(page.getByText("/ 5,000 characters")).toHaveCount(0);
    await box.fill("a".repeat(4_210));
    await expect(page.getByText("4,210 / 5,000 characters")).toBeVisible();
    await expect(box).toHaveAccessibleDescription(/4,210 \/ 5,000 characters/);

    // A paste that does not fit is cut by the browser, and the page says so.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate((text) => navigator.clipboard.writeText(text), "b".repeat(1_000));
    await box.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ControlOrMeta+V");
    await expect(box).toHaveValue("a".repeat(4_210) + "b".repeat(790));
    await expect(page.getByText("5,000 / 5,000 characters")).toBeVisible();
    await expect(box).toHaveAccessibleDescription(/The last 210 characters you pasted did not fit/);
  });
});
