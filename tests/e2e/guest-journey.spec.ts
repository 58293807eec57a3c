import { expect, test } from "@playwright/test";
import { getQuestionBank } from "../../app/domains/assessments/banks/all-banks";
import { SENT_TITLE } from "../../app/domains/assessments/form-details";
import { allQuestions } from "../../app/domains/assessments/question-bank";
import { CRISIS_SENTENCE } from "../support/fictional-answers";
import { linkFromMail, signInWithForm } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { cartLine, expectToastCoversNothing, payOnPaymentPage, payWithCard, seedCart } from "./support/cart";
import { answer, answerBox, answerScales, formReady, goToField, saveStatus, scaleItem, sendForm } from "./support/assessments";
import { trackHydration, waitForHydration } from "./support/hydration";
import { origin, uniqueAddress } from "./support/site";

// A purchase, two e-mails, a second browser and a whole form: more than the default budget.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "harbour lights at evening";
const questionIds = allQuestions(getQuestionBank("depression")).map((question) => question.id);

const viewports = [
  { name: "a phone", width: 390, height: 844 },
  { name: "a desktop", width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test(`on ${viewport.name}, a guest goes from payment to the first question in three steps, leaves, is reminded and finishes on another browser`, async ({
    page,
    context,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await trackHydration(context);
    const email = uniqueAddress("journey");
    await seedCart(page, [cartLine("line-1", "catharsis", "depression", 1, { name: "Catharsis Survey & Report", price: 1499 })]);
    await page.goto("/checkout");
    await waitForHydration(page);
    await page.getByLabel("Email address").fill(email);
    await payOnPaymentPage(page, "$14.99");
    await payWithCard(page, "4242 4242 4242 4242", "$14.99");
    await page.waitForURL(/\/checkout\/success\?session_id=/);
    await waitForHydration(page);

    // Step 1: the success page leads with what is next and offers the account, for the address paid with.
    const next = page.getByRole("region", { name: "One more step: your questionnaire" });
    await expect(next).toContainText("within 24 hours of sending your answers.");
    // It is the first thing on the page: the button is on the first screen, without scrolling.
    await expect(next.getByRole("link", { name: "Create your account" })).toBeInViewport();
    // The payment toast stays until read, over nothing she needs to press or fill in.
    await expectToastCoversNothing(page, "Payment successful!");
    await next.getByRole("link", { name: "Create your account" }).click();

    // Step 2: the Sign Up tab, the address filled in and the reason given; only a password to choose.
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("You paid as a guest: set a password to open your questionnaire.")).toBeVisible();
    const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
    await expect(signUp.getByLabel("Email")).toHaveValue(email);
    await waitForHydration(page);
    await signUp.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await expect(signUp.getByText("Please check your email to verify your account.")).toBeVisible();

    // Step 3: the e-mail's link signs them in and opens the questionnaire they bought.
    const link = await linkFromMail(page, email, "Please confirm your e-mail address", "/api/auth/verify-email");
    await page.goto(link);
    await expect(page).toHaveURL("/depression-form");
    await formReady(page);
    // The first screen asks who the report is for; Next leads to the first question, the first item of "The last two weeks".
    await expect(page.getByRole("heading", { level: 2, name: "Client Information" })).toBeVisible();
    await goToField(page, "phq9-1");
    await expect(scaleItem(page, "phq9-1").getByRole("radio").first()).toBeEnabled();

    // Section by section: the scales, then the first section's questions, each saved as written.
    const firstSection = questionIds.slice(0, 10);
    await answerScales(page, "depression");
    await answer(page, firstSection, (id) => `What I would say to ${id}, written on the first evening.`);
    await expect(saveStatus(await formReady(page))).toHaveText(/Saved/);
    // They leave, and three days pass with the draft untouched: the reminder job writes to them.
    await page.goto("/");
    const reminders = await page.request.post("/dev/fixtures/reminders", { headers: { Origin: origin }, data: { email, daysLater: 3.1 } });
    expect(reminders.status()).toBe(200);
    const reminderLink = await linkFromMail(page, email, "Your questionnaire is waiting where you left it", "/depression-form");
    expect(new URL(reminderLink).pathname).toBe("/depression-form");

    // On another browser, signing in from the home page with no page to return to: the next step is
    // the questionnaire they left, on the screen where they stopped, with the answers where they were.
    const elsewhere = await browser.newContext({ viewport });
    const laptop = await elsewhere.newPage();
    await laptop.goto("/");
    await signInWithForm(laptop, { email, password: PASSWORD });
    await expect(laptop).toHaveURL(/\/depression-form(#step-\d+)?$/);
    await formReady(laptop);
    // The form reopens where they stopped: the scales and the first section are done, so the second section.
    const depression = getQuestionBank("depression");
    await expect(laptop.locator("[data-step]:not([hidden]) [data-screen-heading]")).toHaveText(depression.sections[1]!.title);
    await goToField(laptop, "q1");
    await expect(answerBox(laptop, "q1")).toHaveValue("What I would say to q1, written on the first evening.");
    // One of the last answers says something that worries us.
    await answer(laptop, questionIds.slice(10), (id) => (id === "q20" ? `Finished later. ${CRISIS_SENTENCE}` : `What I would say to ${id}, finished later.`));
    await sendForm(laptop);
    await expect(laptop.getByRole("heading", { name: SENT_TITLE })).toBeVisible();
    // Crisis support is the first thing they see: at the top, in view, focused, not covered by a toast, a tap away.
    const support = laptop.getByTestId("crisis-first");
    await expect(support).toBeFocused();
    await expect(support.getByRole("heading", { name: "Support is here now" })).toBeInViewport();
    expect((await support.boundingBox())!.y).toBeLessThan((await laptop.getByRole("region", { name: SENT_TITLE }).boundingBox())!.y);
    await expect(laptop.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(support.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
    await expect(support.getByRole("link", { name: "741741" })).toHaveAttribute("href", "sms:741741?body=HOME");
    await expectNoAxeViolations(laptop, { label: `the crisis support after sending, on ${viewport.name}` });
    await elsewhere.close();
  });
}
