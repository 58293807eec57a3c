import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReportAnswersColumn } from "../answers-column";
import type { ReviewQuestion, ReviewSection } from "../review-view";
import { mustReadSentences } from "./answer-folds";

/**
 * ADR 0078: of the client's answers, the review page keeps in view what the
 * draft quotes or cites, what the safety screen marked and what the blockers
 * list; the rest of each answer is folded under it, counted.
 */
const sentence = (id: string, text: string, risk: ReviewQuestion["sentences"][number]["risk"] = null) => ({ id, text, risk, rating: null });
const questions: ReviewQuestion[] = [
  {
    id: "q1",
    number: 1,
    sectionTitle: "About your loss",
    text: "Who died?",
    sentences: [
      sentence("q1.s1", "My brother Danny died in March."),
      sentence("q1.s2", "It was a Tuesday."),
      sentence("q1.s3", "We had not spoken."),
      sentence("q1.s4", "Some nights I do not want to wake up.", { level: "urgent", label: "Urgent: possible suicidal thoughts" }),
      sentence("q1.s5", "Ok."),
    ],
  },
  { id: "q2", number: 2, sectionTitle: "Daily life", text: "What is hard now?", sentences: [sentence("q2.s1", "Cooking."), sentence("q2.s2", "Shopping.")] },
  {
    id: "q3",
    number: 3,
    sectionTitle: "Daily life",
    text: "What do you miss?",
    sentences: [sentence("q3.s1", "I miss his laugh and I feel so alone without him every single day.")],
  },
];
const sections: ReviewSection[] = [
  {
    id: "intro",
    title: "A letter to you",
    blocks: [{ type: "paragraph", claims: [{ text: "You lost your brother.", evidence: ["q1.s1"] }] }, { type: "quote", sentenceId: "q1.s3", text: "We had not spoken." }],
    failures: [],
    review: null,
    nextId: null,
  },
];

describe("the answers a reviewer must read", () => {
  it("are what the draft cites or quotes, the marked sentences, a sentence a problem names, and the salient ones used nowhere", () => {
    const must = mustReadSentences({ sections, questions, failures: [] });
    expect(Object.fromEntries(must!)).toEqual({ "q1.s1": "cited", "q1.s3": "cited", "q1.s4": "risk", "q3.s1": "unquoted" });
    const failure = { rule: "quote", ruleLabel: "Quote", sectionId: null, sectionTitle: null, sentenceId: "q2.s2", message: "…" };
    expect(mustReadSentences({ sections, questions, failures: [failure] })?.get("q2.s2")).toBe("verification");
  });

  it("are every sentence while there is no draft to read them against", () => {
    expect(mustReadSentences({ sections: [], questions, failures: [] })).toBeNull();
    const html = renderToString(<ReportAnswersColumn formName="Grief" questions={questions} folds={{ sections: [], failures: [] }} highlighted={new Set()} selectionLabel={null} />);
    expect(html).not.toContain("<details");
  });
});

describe("the answers column", () => {
  const html = renderToString(<ReportAnswersColumn formName="Grief" questions={questions} folds={{ sections, failures: [] }} highlighted={new Set()} selectionLabel={null} />).replaceAll(
    "<!-- -->",
    "",
  );
  const answer = (number: number) => html.split(/<li>/)[number]!;

  it("keeps what must be read in its place, marks what is left out there, and folds the rest under the answer with its count", () => {
    const first = answer(1);
    const [inView, fold] = first.split("<details");
    const gap = '<span class="text-muted"><span aria-hidden="true">[…]</span><span class="sr-only">(left out here, folded below)</span> </span>';
    expect(inView).toContain(`[q1.s1]</span> </span>${gap}<span id="sentence-q1-s3"`);
    expect(inView).toMatch(/data-risk="urgent".*\[q1\.s4\]<\/span> <\/span><span class="text-muted"><span aria-hidden="true">\[…\]<\/span>.*<\/span><\/p>$/);
    expect(inView).not.toContain("It was a Tuesday.");
    expect(fold).toMatch(/^ class="[^"]*"><summary[^>]*>2 more sentences of this answer<span class="sr-only">: question 1<\/span><\/summary>/);
    expect(fold).toContain('id="sentence-q1-s2" data-sentence-id="q1.s2"');
    expect(fold).toContain("It was a Tuesday.");
    expect(fold).toContain("Ok.");
  });

  it("folds an answer nothing of which must be read whole, and never folds a marked sentence", () => {
    expect(answer(2)).toMatch(/^<h3[^>]*>Question 2\. What is hard now\?<\/h3><p[^>]*>Daily life<\/p><details[^>]*><summary[^>]*>2 more sentences of this answer/);
    expect(answer(3)).not.toContain("<details");
    expect(html).not.toMatch(/<details(?:(?!<\/details>).)*data-risk/);
  });
});
