import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { exampleEvidence, exampleReport } from "~/domains/reports/verify/example-reports";
import type { ReportReviewPage, ReviewQuestion } from "../review-view";
import { ReviewBlockersPanel } from "./blockers-panel";
import { reviewBlockers, unquotedBySalience } from "./review-blockers";

const evidence = exampleEvidence();
const document = exampleReport("catharsis", evidence);
const cited = new Set(document.sections.flatMap((section) => JSON.stringify(section.blocks).match(/q\d+\.s\d+/g) ?? []));

function page(questions: ReviewQuestion[], overrides: Partial<ReportReviewPage> = {}): ReportReviewPage {
  return {
    report: { id: "r1", kindLabel: "Catharsis Report", stage: "in-review", stageLabel: "Ready for review", revision: 1, dueOn: null, dueIso: null, timeLeft: null, overdue: false },
    client: { submissionId: "sub 1", email: "june@example.com", formName: "Grief", submittedOn: "", submittedIso: "", urgent: false, concerns: [], followedUp: false, readFirst: false, readFirstConcerns: [] },
    document: { title: document.title, subtitle: document.subtitle, isTemplateDraft: false, reviewedCount: 0, firstAwaitingId: null },
    sections: document.sections.map((section, index, all) => ({ id: section.id, title: section.title, blocks: section.blocks, failures: [], review: null, nextId: all[index + 1]?.id ?? null })),
    questions,
    failures: [],
    approval: { inReview: true, blockedBy: [], needsFollowUp: false, needsRiskNote: false, sectionsAwaiting: [] },
    events: [],
    drafts: [],
    ...overrides,
  };
}

const answers = (extra: ReviewQuestion["sentences"] = []): ReviewQuestion[] => [
  ...evidence.questions.map((question) => ({
    id: question.id,
    number: question.number,
    sectionTitle: question.sectionTitle,
    text: question.text,
    sentences: question.sentenceIds.map((id) => ({ id, text: evidence.sentences.find((sentence) => sentence.id === id)!.text, risk: null, rating: null })),
  })),
  { id: "q99", number: 99, sectionTitle: "Extra", text: "Anything else?", sentences: extra },
];

const URGENT = { id: "q99.s1", text: "Some nights I do not want to wake up at all.", risk: { level: "urgent" as const, label: "Urgent: possible suicidal thoughts" }, rating: null };
const REVIEW = { id: "q99.s2", text: "It would be simpler for everyone if I was gone.", risk: { level: "review" as const, label: "Read first: possible suicidal thoughts" }, rating: null };
const PLAIN = { id: "q99.s3", text: "The house is very quiet in the evenings now.", risk: null, rating: null };
const FELT = { id: "q99.s4", text: "I feel so alone and guilty that I was not there.", risk: null, rating: null };
const SHORT = { id: "q99.s5", text: "Not really.", risk: null, rating: null };

describe("what stands between a draft and approval", () => {
  it("puts the open follow-up and its marked sentence first, then read-first sentences and the note, then verification, each linked to its place", () => {
    const failure = { rule: "diagnosis", ruleLabel: "Reads as a diagnosis", sectionId: "patterns", sectionTitle: "Patterns worth noticing", sentenceId: null, message: "Block 2 reads as a diagnosis." };
    const review = page(answers([URGENT, REVIEW]), {
      client: { ...page([]).client, urgent: true, concerns: ["possible suicidal thoughts"] },
      failures: [failure],
      approval: { inReview: true, blockedBy: [], needsFollowUp: true, needsRiskNote: true, sectionsAwaiting: [] },
    });
    const { blockers } = reviewBlockers(review);
    expect(blockers.filter((blocker) => blocker.kind !== "unquoted").map((blocker) => [blocker.kind, blocker.href])).toEqual([
      ["follow-up", "/admin/submissions/sub%201#safety-note"],
      ["follow-up", "#sentence-q99-s1"],
      ["read-first", "#sentence-q99-s2"],
      ["follow-up", "#risk-note"],
      ["verification", "#section-patterns"],
    ]);
    expect(blockers[1]).toMatchObject({ label: "Urgent: possible suicidal thoughts (q99.s1)", quote: URGENT.text });
    expect(blockers[4]?.label).toBe("Reads as a diagnosis in Patterns worth noticing: Block 2 reads as a diagnosis.");
  });

  it("names in one line the sections nobody has accepted or edited yet, linked to the first of them", () => {
    const waiting = page(answers(), {
      document: { title: document.title, subtitle: document.subtitle, isTemplateDraft: true, reviewedCount: 1, firstAwaitingId: "patterns" },
      approval: { inReview: true, blockedBy: [], needsFollowUp: false, needsRiskNote: false, sectionsAwaiting: ["Patterns worth noticing", "Your 72-hour plan"] },
    });
    const sections = reviewBlockers(waiting).blockers.filter((blocker) => blocker.key === "sections-awaiting");
    expect(sections).toEqual([
      { key: "sections-awaiting", kind: "other", label: "2 sections are not yet accepted or edited, starting with Patterns worth noticing", href: "#section-patterns" },
    ]);
    expect(reviewBlockers(page(answers())).blockers.some((blocker) => blocker.key === "sections-awaiting")).toBe(false);
  });

  it("names the client's sentences no section uses, feeling words first, leaving out short and risk sentences and those cited", () => {
    const review = page(answers([URGENT, PLAIN, FELT, SHORT]));
    const ids = unquotedBySalience(review).map((sentence) => sentence.id);
    expect(ids.indexOf("q99.s4")).toBeLessThan(ids.indexOf("q99.s3"));
    expect(ids).not.toContain("q99.s1");
    expect(ids).not.toContain("q99.s5");
    for (const id of cited) expect(ids).not.toContain(id);
    const { blockers, unquotedCount } = reviewBlockers(review);
    expect(blockers.filter((blocker) => blocker.kind === "unquoted").map((blocker) => blocker.href)).toEqual(ids.slice(0, 5).map((id) => `#sentence-${id.replace(".", "-")}`));
    expect(unquotedCount).toBe(ids.length);
  });

  it("shows the panel with a Next blocker button, takes other parts' blockers in its slot, and says so when nothing is in the way", () => {
    const more = [{ key: "accept-intro", kind: "other" as const, label: "Accept the section A letter to you", href: "#section-intro" }];
    const html = renderToString(<ReviewBlockersPanel review={page(answers([FELT]), { failures: [] })} more={more} />);
    expect(html).toContain("Before you approve: 1 thing to resolve");
    expect(html).toContain('aria-keyshortcuts="Alt+N"');
    expect(html).toContain('href="#section-intro"');
    expect(html).toContain('href="#sentence-q99-s4"');
    const none = renderToString(<ReviewBlockersPanel review={page(answers([]).map((question) => ({ ...question, sentences: question.sentences.filter((sentence) => cited.has(sentence.id)) })))} />);
    expect(none).toContain("Nothing stands in the way of approval");
    expect(none).not.toContain("Next blocker");
  });
});
