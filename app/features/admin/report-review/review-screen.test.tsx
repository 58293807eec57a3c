import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { exampleEvidence, exampleReport } from "~/domains/reports/verify/example-reports";
import { ReportReviewScreen } from "./review-screen";
import type { ReportReviewPage, ReviewActionResult } from "./review-view";
import { formFromSection, type FormBlock } from "./section-editor/section-form";

const evidence = exampleEvidence();
const document = exampleReport("catharsis", evidence);

function page(overrides: Partial<ReportReviewPage> = {}): ReportReviewPage {
  return {
    report: { id: "report-1", kindLabel: "Catharsis Report", stage: "in-review", stageLabel: "Ready for review", revision: 3, dueOn: "Nov 24, 2026, 9:00 AM UTC", dueIso: "2026-11-24T09:00:00.000Z", timeLeft: "Overdue by 2 h", overdue: true },
    client: { submissionId: "submission-1", email: "june@example.com", formName: "Depression Assessment", submittedOn: "Nov 23, 2026, 9:00 AM UTC", submittedIso: "2026-11-23T09:00:00.000Z", urgent: false, concerns: [], followedUp: false, readFirst: false, readFirstConcerns: [] },
    document: { title: document.title, subtitle: document.subtitle, isTemplateDraft: true, reviewedCount: document.sections.length, firstAwaitingId: null },
    sections: document.sections.map((section, index) => ({
      id: section.id,
      title: section.title,
      blocks: section.blocks,
      failures: [],
      review: { state: "accepted" as const, by: "reviewer@example.com", at: "Nov 24, 2026, 8:00 AM UTC", atIso: "2026-11-24T08:00:00.000Z" },
      nextId: document.sections[index + 1]?.id ?? null,
    })),
    questions: evidence.questions.map((question) => ({
      id: question.id,
      number: question.number,
      sectionTitle: question.sectionTitle,
      text: question.text,
      sentences: question.sentenceIds.map((id) => ({ id, text: evidence.sentences.find((sentence) => sentence.id === id)!.text, risk: null, rating: null })),
    })),
    failures: [],
    approval: { inReview: true, blockedBy: [], needsFollowUp: false, needsRiskNote: false, sectionsAwaiting: [] },
    events: [],
    drafts: [],
    ...overrides,
  };
}

function render(review: ReportReviewPage, result?: ReviewActionResult) {
  const Stub = createRoutesStub([{ path: "/admin/reports/report-1", Component: () => <ReportReviewScreen review={review} result={result} /> }]);
  return renderToString(<Stub initialEntries={["/admin/reports/report-1"]} />);
}

describe("the report review page", () => {
  it("marks a risk sentence in the answers as the submission page does, with the follow-up beside it while it is open, and names its keys", () => {
    const risky = (followedUp: boolean) => {
      const review = page({ client: { ...page().client, urgent: true, concerns: ["possible suicidal thoughts"], followedUp } });
      review.questions[0]!.sentences[0]!.risk = { level: "urgent", label: "Urgent: possible suicidal thoughts" };
      return render(review).replaceAll("<!-- -->", "");
    };
    const open = risky(false);
    expect(open).toMatch(/<mark data-risk="urgent"[^>]*>[^<]+<\/mark> <span[^>]*>\[Urgent: possible suicidal thoughts\]<\/span> <a [^>]*href="\/admin\/submissions\/submission-1#safety-note"[^>]*>Record the safety follow-up<\/a>/);
    expect(open).toContain("Keyboard:");
    for (const words of ["Alt+N</kbd> next blocker", "Alt+A</kbd> accept the section you are in", "Alt+J</kbd> next section"]) expect(open).toContain(words);
    const done = risky(true);
    expect(done).toContain('data-risk="urgent"');
    expect(done).not.toContain("Record the safety follow-up</a>");
  });

  it("shows each cited statement as a toggle with links to its sentences, which carry matching anchors in the answers", () => {
    const html = render(page());
    expect(html).toMatch(/<button type="button" aria-pressed="false" data-cites="q2\.s1"/);
    expect(html).toContain('href="#sentence-q2-s1"');
    expect(html).toContain('id="sentence-q2-s1" data-sentence-id="q2.s1"');
    expect(html).toContain("Template draft: no AI model configured");
    expect(html).not.toContain("rewritten");
    const plain = html.replaceAll("<!-- -->", "");
    expect(plain).toContain("Accepted by reviewer@example.com");
    expect(plain).toContain(`${document.sections.length} of ${document.sections.length} sections edited or accepted.`);
    expect(html).toMatch(/Edit section<span class="sr-only">: <!-- -->A letter to you<\/span>/);
    expect(html).toContain("Re-draft this section");
    expect(html).toContain("Verification passes");
    expect(/<button [^>]*>Approve report<\/button>/.exec(html)?.[0]).not.toContain('disabled=""');
    expect(html).toContain("Overdue by 2 h");
  });

  it("disables approval with the reasons in words, and lists each failure at the top and beside its section", () => {
    const failure = { rule: "diagnosis", ruleLabel: "Reads as a diagnosis", sectionId: "patterns", sectionTitle: "Patterns worth noticing", sentenceId: "q1.s1", message: "Block 2 reads as a diagnosis." };
    const review = page({
      failures: [failure],
      client: { ...page().client, urgent: true, concerns: ["possible suicidal thoughts"] },
      approval: { inReview: true, needsFollowUp: true, needsRiskNote: false, sectionsAwaiting: [], blockedBy: ["Verification found 1 problem. Fix it, then approve.", "Record the safety follow-up first."] },
    });
    review.sections = review.sections.map((section) => (section.id === "patterns" ? { ...section, failures: [failure] } : section));
    const html = render(review);
    expect(html).toContain("Verification found 1 problem");
    expect(html).toContain('href="#section-patterns"');
    // In the blockers at the very top, in the verification summary, and beside its section.
    expect(html.match(/Reads as a diagnosis/g)).toHaveLength(3);
    const approve = /<button [^>]*>Approve report<\/button>/.exec(html)?.[0];
    expect(approve).toContain('disabled=""');
    expect(approve).toContain('aria-describedby="approve-blocked"');
    expect(html).toContain('href="/admin/submissions/submission-1"');
    expect(html).toContain("Record the safety follow-up on the submission page");
  });

  it("opens the plain editor after a refused save with the reviewer's words, the reasons, and the field's message linked to it", () => {
    const opening = document.sections.find((section) => section.id === "opening-letter")!;
    const form = formFromSection(opening);
    const first = form.findIndex((block) => block.type === "paragraph");
    const paragraph = form[first] as Extract<FormBlock, { type: "paragraph" }>;
    paragraph.claims[0] = { text: "My own better words.", cites: [] };
    const html = render(page(), {
      ok: false,
      intent: "edit",
      sectionId: "opening-letter",
      message: "This section was not saved: it would not pass verification.",
      form,
      errors: [
        { field: `b${first}.c0.add`, message: "This statement rests on none of the client's sentences." },
        { field: null, message: "Reads as a diagnosis. In the letter, block 1." },
      ],
    }).replaceAll("<!-- -->", "");
    const text = `edit-opening-letter-b${first}-c0-text`;
    const picker = `edit-opening-letter-b${first}-c0-add`;
    expect(html).toMatch(new RegExp(`<label for="${text}"[^>]*>Statement 1</label>`));
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="${text}"[^>]*>My own better words.</textarea>`));
    expect(html).toMatch(new RegExp(`<select[^>]*id="${picker}"[^>]*aria-invalid="true"[^>]*aria-describedby="${picker}-error"`));
    expect(html).toMatch(new RegExp(`<p id="${picker}-error"[^>]*>This statement rests on none of the client&#x27;s sentences.</p>`));
    expect(html).toContain("This section was not saved: it would not pass verification.");
    expect(html).toContain("Reads as a diagnosis. In the letter, block 1.");
    expect(html).toContain("Save section");
    expect(html).not.toContain("# paragraph");
  });

  it("shows each statement's sentences as ticked chips with their first words, and a list to add one from", () => {
    const opening = document.sections.find((section) => section.id === "opening-letter")!;
    const html = render(page(), { ok: false, intent: "edit", sectionId: "opening-letter", message: "Not saved.", form: null, errors: [] }).replaceAll("<!-- -->", "");
    const claim = opening.blocks.flatMap((block) => (block.type === "paragraph" ? block.claims : []))[0]!;
    const id = claim.evidence[0]!;
    const words = evidence.sentences.find((sentence) => sentence.id === id)!.text.slice(0, 20);
    expect(html).toMatch(new RegExp(`<input type="checkbox"[^>]*name="b\\d+\\.c0\\.cite" checked="" value="${id.replace(".", "\\.")}"`));
    expect(html).toContain(`${id} · ‘${words.replace(/'/g, "&#x27;")}`);
    expect(html).toContain("Add a sentence it rests on");
  });

  it("shows the validated scales as a table, not editable, and item 9's flag as resting on the scale item", () => {
    const phq9 = {
      scaleId: "phq-9" as const,
      name: "PHQ-9",
      title: "Patient Health Questionnaire (PHQ-9)",
      measures: "signs of depression",
      score: 12,
      max: 27,
      rawScore: 12,
      band: { id: "moderate", label: "Moderate", range: "10–14", meaning: "moderate signs of depression" },
      riskItem: { itemId: "phq9-9", number: 9, text: "Thoughts that you would be better off dead or of hurting yourself in some way", value: 1, answer: "Several days" },
      credit: "PHQ-9 credit.",
    };
    const blocks = [
      { type: "scales" as const, layout: "table" as const, scales: [phq9] },
      { type: "risk-flags" as const, flags: [{ category: "phq9-item-9", sentenceIds: [], addedBy: "screen" as const }] },
    ];
    // React marks where text pieces join; the reader sees them as one.
    const html = render(page({ sections: [{ id: "brief", title: "Clinician brief", blocks, failures: [], review: null, nextId: null }] })).replaceAll("<!-- -->", "");
    expect(html).toContain("scored from the answers, not editable");
    expect(html).toContain("This is not a diagnosis.");
    expect(html).toMatch(/PHQ-9 \(signs of depression\)/);
    expect(html).toContain("12 of 27");
    expect(html).toContain("Several days (1)");
    expect(html).toContain("the client&#x27;s answer to PHQ-9 item 9, shown with the scales");
    expect(html).not.toContain("(cites no sentence)");
  });

  it("marks a risk sentence in the answers with its tier and concern in words, and says 'Read first' beside the client", () => {
    const review = page({ client: { ...page().client, readFirst: true, readFirstConcerns: ["possible suicidal thoughts"] } });
    review.questions = review.questions.map((question, index) =>
      index === 0 ? { ...question, sentences: question.sentences.map((sentence, at) => (at === 0 ? { ...sentence, risk: { level: "review" as const, label: "Read first: possible suicidal thoughts" } } : sentence)) } : question,
    );
    const marked = review.questions[0]!.sentences[0]!;
    const html = render(review).replaceAll("<!-- -->", "");
    expect(html).toContain(`<mark data-risk="review"`);
    expect(html).toMatch(new RegExp(`data-risk="review"[^>]*>${marked.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "&#x27;")}</mark> <span[^>]*>\\[Read first: possible suicidal thoughts\\]</span>`));
    expect(html.match(/<mark data-risk=/g)).toHaveLength(1);
    expect(html).toMatch(/>Read first<\/span><span[^>]*>possible suicidal thoughts<\/span>/);
  });

  it("asks what the reviewer read and did when the client wrote risk sentences, and after a refusal shows the message beside the note and keeps it", () => {
    const needing = page({ approval: { inReview: true, needsFollowUp: false, needsRiskNote: true, blockedBy: [], sectionsAwaiting: [] } });
    const blank = render(needing);
    expect(blank).toMatch(/<label for="risk-note"[^>]*>What you read and what you did<\/label>/);
    expect(render(page())).not.toContain("What you read and what you did");

    const refused = render(needing, { ok: false, intent: "approve", message: "Write what you read and what you did before approving.", riskNote: "Read q4.s2 and", field: "riskNote" });
    expect(refused).toMatch(/<textarea[^>]*id="risk-note"[^>]*aria-invalid="true"[^>]*aria-describedby="risk-note-hint risk-note-error"/);
    expect(refused).toContain("Read q4.s2 and</textarea>");
    expect(refused).toMatch(/<p id="risk-note-error"[^>]*>Write what you read and what you did before approving.<\/p>/);
  });

  it("offers no edits or decision once the report has left review", () => {
    const html = render(page({ report: { ...page().report, stage: "approved", stageLabel: "Approved, rendering" }, approval: { inReview: false, needsFollowUp: false, needsRiskNote: false, blockedBy: ["This report is not waiting for review."], sectionsAwaiting: [] } }));
    expect(html).not.toContain("Edit section");
    expect(html).not.toContain("Approve report");
    expect(html).toContain("nothing to approve or send back");
  });

  it("offers to accept each section not yet reviewed and go on to the next, and keeps approval closed until all are", () => {
    const base = page();
    const [first, second] = base.sections;
    const awaiting = [first!.title, second!.title];
    const review = page({
      document: { ...base.document!, reviewedCount: base.sections.length - 2, firstAwaitingId: first!.id },
      sections: base.sections.map((section, index) => (index < 2 ? { ...section, review: null } : section)),
      approval: { ...base.approval, sectionsAwaiting: awaiting, blockedBy: ["Every section must be edited or accepted before approval. 2 are not yet: …"] },
    });
    const html = render(review).replaceAll("<!-- -->", "");
    expect(html.match(/Not yet reviewed: accept it as it stands, or edit it\./g)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`<input type="hidden" name="next" value="${second!.id}"/>`));
    expect(html).toContain(`Accept and go to next section<span class="sr-only">: ${first!.title}</span>`);
    expect(html).toContain(`href="#section-${second!.id}"`);
    expect(html).toContain(`Go to the first section not yet reviewed: ${first!.title}`);
    expect(html).toContain(`${base.sections.length - 2} of ${base.sections.length} sections edited or accepted.`);
    expect(/<button [^>]*>Approve report<\/button>/.exec(html)?.[0]).toContain('disabled=""');
    // The last section has no next one: its button says only "Accept section".
    const last = page({ sections: base.sections.map((section, index) => (index === base.sections.length - 1 ? { ...section, review: null } : section)) });
    expect(render(last).replaceAll("<!-- -->", "")).toMatch(/>Accept section<span class="sr-only">: [^<]+<\/span>/);
  });

  it("shows what approving sends and asks once, carrying the risk note to the one confirmation", () => {
    const base = page({ approval: { ...page().approval, needsRiskNote: true } });
    const summary = {
      baseRevision: 3,
      pages: 14,
      drafter: "template" as const,
      sections: base.sections.map((section, index) => ({ id: section.id, title: section.title, state: index === 0 ? ("edited" as const) : ("accepted" as const), by: "reviewer@example.com" })),
      preparation: "Our report template put together the first draft from your own answers.",
    };
    const html = render(base, { ok: false, intent: "approve-summary", summary, riskNote: "Read q4.s2; called her." }).replaceAll("<!-- -->", "");
    expect(html).toContain("Approve and send this report?");
    expect(html).toContain("june@example.com");
    expect(html).toMatch(/<dt[^>]*>Pages<\/dt><dd>14<\/dd>/);
    expect(html).toContain("Edited by our team (1)");
    expect(html).toContain(`Accepted as drafted (${base.sections.length - 1})`);
    expect(html).toContain("The PDF carries no draft stamp.");
    expect(html).toContain('<input type="hidden" name="confirm" value="yes"/>');
    expect(html).toContain('<input type="hidden" name="riskNote" value="Read q4.s2; called her."/>');
    expect(html.match(/<button [^>]*type="submit"[^>]*>Yes, approve and send<\/button>/g)).toHaveLength(1);
    expect(html).not.toMatch(/>Approve report<\/button>/);
  });
});
