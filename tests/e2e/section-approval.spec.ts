import { expect, test } from "@playwright/test";
import { fictionalAnswers } from "../support/fictional-answers";
import { buyForm, openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { acceptButtons, acceptEverySection, downloadPdf, readyReportLink, reportReadyForReview, reviewerPage } from "./support/reports";
import { PREPARATION_TITLE, TEMPLATE_DRAFT_LINE } from "~/domains/reports/document/report-outline";

/**
 * Issue 28 item 6 and issue 29 (ADR 0063), on a laptop's screen: a template
 * draft is approved section by section. The server refuses an approval while
 * a section is neither edited nor accepted; the reviewer edits one section in
 * the plain editor (a citation swapped by its chips, a save that would fail
 * verification refused with its reason, the answers column left in place),
 * accepts the rest from the keyboard, sees what will be sent and confirms once;
 * the client's PDF carries no draft stamp and says how it was prepared.
 */
const EDITED = "We read each of your answers slowly, and we noticed how much you still care.";

test.describe.configure({ timeout: 180_000 });

test("a reviewer edits one section, accepts the rest by keyboard and approves after one summary; the client's PDF has no draft stamp", async ({ page, browser }) => {
  const client = await createSignedInUser(page);
  await buyForm(page.request, client, "marriage");
  const entitlementId = await openCopyId(page, "marriage");
  await submitForm(page, { formType: "marriage", entitlementId, email: client.email, responses: fictionalAnswers("marriage").responses });

  const { page: reviewer } = await reviewerPage(browser);
  await reviewer.setViewportSize({ width: 1280, height: 800 });
  await (await reportReadyForReview(reviewer, client.email, "Catharsis Report")).click();
  await expect(reviewer.getByRole("heading", { level: 1 })).toContainText("Catharsis Report");
  await waitForHydration(reviewer);
  const sections = await acceptButtons(reviewer).count();
  expect(sections).toBeGreaterThanOrEqual(8);
  await expect(reviewer.getByText(`0 of ${sections} sections edited or accepted.`)).toBeVisible();
  await expect(reviewer.getByRole("button", { name: "Approve report" })).toBeDisabled();
  await expectNoAxeViolations(reviewer, { label: "/admin/reports/:id, nothing reviewed yet" });

  // The disabled button is not the guard: a posted approval is refused by the server, naming what is left.
  const revision = (await reviewer.getByText(/^Ready for review, revision \d+$/).textContent())!.match(/\d+$/)![0];
  const posted = await reviewer.request.post(reviewer.url(), {
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    form: { intent: "approve", confirm: "yes", baseRevision: revision },
  });
  expect(posted.status()).toBe(409);
  expect(await posted.text()).toContain("Every section must be edited or accepted before approval.");

  // Editing a section in the plain editor (ADR 0070): opening it leaves the answers column where the reviewer left it.
  const answers = reviewer.getByRole("region", { name: "The client's answers" });
  await answers.evaluate((pane) => pane.scrollTo({ top: 480 }));
  const paneTop = () => answers.evaluate((pane) => Math.round(pane.scrollTop));
  const before = await paneTop();
  expect(before).toBeGreaterThan(0);
  const firstSection = reviewer.locator("section[id^=section-]").first();
  await firstSection.getByRole("button", { name: /^Edit section/ }).click();
  const editor = firstSection.getByRole("form", { name: /^Editing: / });
  await expect(editor).toBeVisible();
  expect(await paneTop()).toBe(before);

  // One citation replaced through the chips: untick the sentence, choose another from the client's sentences, add it.
  const statement = editor.getByRole("textbox", { name: "Statement 1" }).first();
  const chips = editor.getByRole("group", { name: /^Rests on \(statement 1 of block \d+\)$/ }).first();
  const oldChip = chips.getByRole("checkbox").first();
  const oldId = (await oldChip.getAttribute("value"))!;
  // Another sentence this draft already cites, from this section first: one that fits where it is put.
  const citedIn = (buttons: ReturnType<typeof reviewer.locator>) => buttons.evaluateAll((found) => found.flatMap((button) => button.getAttribute("data-cites")!.split(" ")));
  const cited = [...(await citedIn(firstSection.locator("button[data-cites]"))), ...(await citedIn(reviewer.locator("button[data-cites]")))];
  const newId = cited.find((id) => id !== oldId)!;
  await oldChip.uncheck();
  await chips.getByRole("combobox", { name: "Add a sentence it rests on" }).selectOption(newId);
  await chips.getByRole("button", { name: /^Add sentence/ }).click();
  await expect(chips.getByRole("checkbox", { name: new RegExp(`^${newId.replace(".", "\\.")} · `) })).toBeChecked();

  // A save that would fail verification is refused: the reason beside the text, the text kept, focus on the reason.
  await statement.fill("You have depression.");
  await editor.getByRole("button", { name: /^Save section/ }).click();
  const reasons = editor.locator("[id$=-reasons]");
  await expect(reasons).toContainText("This section was not saved: it would not pass verification.", { timeout: 20_000 });
  await expect(reasons).toContainText("Reads as a diagnosis");
  await expect(reasons).toBeFocused();
  await expect(editor.getByRole("textbox", { name: "Statement 1" }).first()).toHaveValue("You have depression.");
  await expect(chips.getByRole("checkbox", { name: new RegExp(`^${newId.replace(".", "\\.")} · `) })).toBeChecked();
  await expect(chips.getByRole("checkbox", { name: new RegExp(`^${oldId.replace(".", "\\.")} · `) })).toHaveCount(0);
  await expect(firstSection.getByText(/^Edited by /)).toHaveCount(0);
  expect(await paneTop()).toBe(before);
  await expectNoAxeViolations(reviewer, { label: "/admin/reports/:id, the plain editor after a refused save" });

  // Written again, it saves: the section is marked edited, its statement rests on the sentence chosen.
  await editor.getByRole("textbox", { name: "Statement 1" }).first().fill(EDITED);
  await editor.getByRole("button", { name: /^Save section/ }).click();
  await expect(firstSection.getByText(/^Edited by /)).toBeVisible({ timeout: 20_000 });
  expect(await paneTop()).toBe(before);
  await expect(firstSection.getByRole("button", { name: EDITED })).toHaveAttribute("data-cites", new RegExp(`(^| )${newId.replace(".", "\\.")}( |$)`));
  await expect(acceptButtons(reviewer)).toHaveCount(sections - 1);

  // From the keyboard: "Accept and go to next section" lands on the next section's heading.
  for (let step = 0; step < 2; step += 1) {
    // Read which section this is, and which comes next, before the page moves on.
    const button = acceptButtons(reviewer).first();
    const form = button.locator("xpath=ancestor::form[1]");
    const id = await form.locator("input[name=sectionId]").getAttribute("value");
    const next = await form.locator("input[name=next]").getAttribute("value");
    await button.focus();
    await reviewer.keyboard.press("Enter");
    await expect(reviewer.locator(`#section-${next}-title`)).toBeFocused({ timeout: 20_000 });
    await expect(reviewer.locator(`#section-${id}`).getByText(/^Accepted by /)).toBeVisible();
  }
  await acceptEverySection(reviewer);
  await expect(reviewer.getByText(`${sections} of ${sections} sections edited or accepted.`)).toBeVisible();

  // Approval shows what is sent and asks once.
  const approve = reviewer.getByRole("button", { name: "Approve report" });
  await expect(approve).toBeEnabled();
  await approve.focus();
  await reviewer.keyboard.press("Enter");
  const summary = reviewer.getByRole("region", { name: "Approve and send this report?" });
  await expect(summary.getByRole("heading", { name: "Approve and send this report?" })).toBeFocused({ timeout: 30_000 });
  await expect(summary).toContainText("Catharsis Report");
  await expect(summary).toContainText(client.email);
  await expect(summary).toContainText(/Pages\s*\d+/);
  await expect(summary).toContainText("Edited by our team (1)");
  await expect(summary).toContainText(`Accepted as drafted (${sections - 1})`);
  await expect(summary).toContainText("The PDF carries no draft stamp.");
  await expectNoAxeViolations(reviewer, { label: "/admin/reports/:id, approval summary" });
  await summary.getByRole("button", { name: "Yes, approve and send" }).press("Enter");
  await expect(reviewer.getByText(/approved/i).first()).toBeVisible();

  // The client's PDF: no stamp on any page, and it says the template and our team prepared it.
  const download = await readyReportLink(page, "Catharsis Report");
  const { text } = await downloadPdf(page, (await download.getAttribute("href"))!);
  expect(text).toContain(EDITED);
  expect(text).not.toContain(TEMPLATE_DRAFT_LINE);
  expect(text).toContain(PREPARATION_TITLE);
  expect(text).toContain("a member of our team read, edited where needed and approved every section");
});
