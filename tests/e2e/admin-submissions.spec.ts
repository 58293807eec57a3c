import { expect, test, type Browser, type Page } from "@playwright/test";
import { getQuestionBank } from "../../app/domains/assessments/banks/all-banks";
import { buyForm, openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser, type FixtureUser } from "./support/auth";
import { expectAskedToSignIn } from "./support/back-office";
import { expectNoAxeViolations } from "./support/axe";
import { trackHydration, waitForHydration } from "./support/hydration";

const bank = getQuestionBank("marriage");

/** A client who bought the Marriage Assessment and sent it; returns the submission id. */
async function clientSends(page: Page, responses: Record<string, string>): Promise<{ client: FixtureUser; submissionId: string }> {
  const client = await createSignedInUser(page);
  await buyForm(page.request, client, "marriage");
  const entitlementId = await openCopyId(page, "marriage");
  const submissionId = await submitForm(page, { formType: "marriage", entitlementId, email: client.email, responses });
  return { client, submissionId };
}

async function adminPage(browser: Browser): Promise<{ admin: FixtureUser; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await trackHydration(context);
  const page = await context.newPage();
  const admin = await createSignedInUser(page, { role: "admin" });
  return { admin, page };
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page).toHaveTitle("Page not found | Catharsis");
  await expect(page.getByText("Submissions", { exact: true })).toHaveCount(0);
}

test("an admin lists submissions, opens one by section with question and answer, can print it, and is named in the audit", async ({ page, browser }) => {
  const firstAnswer = "We met at a dance in 1968.\nHe asked me twice before I said yes.";
  const { client, submissionId } = await clientSends(page, { q1: firstAnswer, q11: "I find it hard to ask for help." });
  const { admin, page: adminTab } = await adminPage(browser);

  const list = await adminTab.goto("/admin/submissions");
  expect(list?.status()).toBe(200);
  expect(list?.headers()["cache-control"]).toBe("private, no-store");
  await waitForHydration(adminTab);
  await expect(adminTab).toHaveTitle("Submissions | Catharsis");
  await expect(adminTab.getByRole("heading", { level: 1 })).toHaveText("Submissions");
  const table = adminTab.getByRole("table", { name: /Submissions needing attention first/ });
  const row = table.getByRole("row").filter({ hasText: client.email });
  await expect(row).toContainText("Marriage Assessment");
  await expect(row).toContainText("Received");
  await expect(row).toContainText("None");
  await expectNoAxeViolations(adminTab, { label: "/admin/submissions" });

  await row.getByRole("link", { name: /Marriage Assessment/ }).click();
  await expect(adminTab).toHaveURL(`/admin/submissions/${submissionId}`);
  await expect(adminTab.getByRole("heading", { level: 1 })).toHaveText("Marriage Assessment submission");
  await expect(adminTab.getByText(client.email).first()).toBeVisible();
  await expect(adminTab.getByText(bank.version)).toBeVisible();

  const clientInformation = adminTab.getByRole("region", { name: "Client Information" });
  await expect(clientInformation).toContainText(client.email);
  await expect(clientInformation).toContainText("2026-03-01");

  const firstSection = adminTab.getByRole("region", { name: bank.sections[0]!.title });
  const firstQuestion = firstSection.getByRole("listitem").filter({ has: adminTab.getByRole("heading", { name: `1. ${bank.sections[0]!.questions[0]!.text}` }) });
  await expect(firstQuestion).toContainText("We met at a dance in 1968.");
  // Line breaks the client typed are kept.
  expect(await firstQuestion.locator("p").last().innerText()).toBe(firstAnswer);
  const secondSection = adminTab.getByRole("region", { name: bank.sections[1]!.title });
  await expect(secondSection.getByRole("heading", { name: `11. ${bank.sections[1]!.questions[0]!.text}` })).toBeVisible();
  await expect(secondSection).toContainText("I find it hard to ask for help.");

  const openedBy = adminTab.getByRole("region", { name: "Opened by" });
  await expect(openedBy.getByRole("listitem")).toHaveCount(1);
  await expect(openedBy).toContainText(admin.email);
  await expectNoAxeViolations(adminTab, { label: "/admin/submissions/:id" });

  await adminTab.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await adminTab.getByRole("button", { name: "Print" }).click();
  expect(await adminTab.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await adminTab.emulateMedia({ media: "print" });
  await expect(adminTab.getByRole("banner")).toBeHidden();
  await expect(adminTab.getByRole("contentinfo")).toBeHidden();
  await expect(adminTab.getByRole("button", { name: "Open support chat" })).toBeHidden();
  await expect(adminTab.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(firstQuestion).toBeVisible();
  await adminTab.emulateMedia({ media: "screen" });

  // Each opening is recorded: opening it again lists two.
  await adminTab.reload();
  await expect(adminTab.getByRole("region", { name: "Opened by" }).getByRole("listitem")).toHaveCount(2);
  await adminTab.context().close();
});

test("a submission with crisis language is on top of the list, marked as needing attention", async ({ page, browser }) => {
  const { client: calm } = await clientSends(page, {});
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const { client: worried, submissionId } = await clientSends(await other.newPage(), { q9: "Some nights I want to die." });
  await other.close();

  const { page: adminTab } = await adminPage(browser);
  await adminTab.goto("/admin/submissions");
  const rows = adminTab.getByRole("table").getByRole("row");
  const worriedRow = rows.filter({ hasText: worried.email });
  await expect(worriedRow).toContainText("Needs attention");
  await expect(worriedRow).toContainText("possible suicidal thoughts");
  await expect(rows.filter({ hasText: calm.email })).toContainText("None");
  // Urgent rows come first. Tests running beside this one may send urgent forms of their own, so the
  // check is that every row above the worried client's needs attention, and the calm client's is below it.
  const texts = await rows.allInnerTexts();
  const worriedAt = texts.findIndex((text) => text.includes(worried.email));
  const calmAt = texts.findIndex((text) => text.includes(calm.email));
  // Row 0 is the header row.
  expect(worriedAt).toBeGreaterThan(0);
  expect(worriedAt).toBeLessThan(calmAt);
  for (const text of texts.slice(1, worriedAt)) expect(text).toContain("Needs attention");
  await expectNoAxeViolations(adminTab, { label: "/admin/submissions with an urgent row" });

  await adminTab.goto(`/admin/submissions/${submissionId}`);
  await expect(adminTab.getByText("Needs attention")).toBeVisible();
  await expect(adminTab.getByText("possible suicidal thoughts", { exact: true })).toBeVisible();
  // The sentence itself is marked in the answers, with its tier and concern in words (ADR 0059).
  await expect(adminTab.locator('mark[data-risk="urgent"]')).toHaveText("Some nights I want to die.");
  await expect(adminTab.getByText("[Urgent: possible suicidal thoughts]")).toBeVisible();
  await adminTab.context().close();
});

test("an admin records a safety follow-up with a note: it is listed with who and when, the flag stays, and the list shows it followed up", async ({ page, browser }) => {
  const { client, submissionId } = await clientSends(page, { q9: "Some nights I want to die." });
  const { admin, page: adminTab } = await adminPage(browser);

  await adminTab.goto(`/admin/submissions/${submissionId}`);
  await waitForHydration(adminTab);
  const followUp = adminTab.getByRole("region", { name: "Safety follow-up" });
  await expect(followUp).toContainText("Nobody has recorded a follow-up on this flag yet.");

  // No note: the error sits beside the field and nothing is recorded.
  await followUp.getByRole("button", { name: "Clear flag" }).click();
  const note = followUp.getByRole("textbox", { name: "What was done" });
  await expect(followUp.getByText("Write what was done before clearing the flag.")).toBeVisible();
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toBeFocused();
  await expectNoAxeViolations(adminTab, { label: "/admin/submissions/:id follow-up error" });

  const written = "Called the client on 23 Nov, safe, seeing GP tomorrow.";
  await note.fill(written);
  await followUp.getByRole("button", { name: "Clear flag" }).click();
  const recorded = followUp.getByRole("listitem").filter({ hasText: written });
  await expect(recorded).toContainText(admin.email);
  await expect(recorded.locator("time")).toHaveText(/\d/);
  await expect(followUp.getByText("Follow-up recorded. The flag is cleared.")).toBeVisible();
  await expect(note).toHaveValue("");
  // The flag and its categories stay in the record.
  await expect(adminTab.getByText("Followed up", { exact: true })).toBeVisible();
  await expect(adminTab.getByText("possible suicidal thoughts", { exact: true })).toBeVisible();
  await expectNoAxeViolations(adminTab, { label: "/admin/submissions/:id followed up" });

  // Opened again, the note is still there.
  await adminTab.reload();
  await expect(adminTab.getByRole("region", { name: "Safety follow-up" }).getByRole("listitem").filter({ hasText: written })).toContainText(admin.email);

  await adminTab.goto("/admin/submissions");
  const row = adminTab.getByRole("table").getByRole("row").filter({ hasText: client.email });
  await expect(row).toContainText("Followed up");
  await expect(row).not.toContainText("Needs attention");
  await expect(row).toContainText("possible suicidal thoughts");
  await expectNoAxeViolations(adminTab, { label: "/admin/submissions with a followed-up row" });
  await adminTab.context().close();
});

test("signed in as a client, both admin addresses are the site's 404; signed out, sign in first; an unknown submission is 404 for an admin", async ({ page, browser }) => {
  const { submissionId } = await clientSends(page, {});
  // The client who sent it, signed in.
  await expectNotFound(page, "/admin/submissions");
  await expectNotFound(page, `/admin/submissions/${submissionId}`);

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedOut = await visitor.newPage();
  await expectAskedToSignIn(signedOut, "/admin/submissions");
  await expectAskedToSignIn(signedOut, `/admin/submissions/${submissionId}`);
  await expectNoAxeViolations(signedOut, { label: "sign in for an admin page" });
  await expectNotFound(page, "/admin/no-such-page");
  await expectNoAxeViolations(page, { label: "admin 404" });
  await visitor.close();

  const { page: adminTab } = await adminPage(browser);
  await expectNotFound(adminTab, "/admin/submissions/no-such-submission");
  expect((await adminTab.goto(`/admin/submissions/${submissionId}`))?.status()).toBe(200);
  await adminTab.context().close();
});
