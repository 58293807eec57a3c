import { renderToBuffer } from "@react-pdf/renderer";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { questionIds, type QuestionnaireFormType } from "~/domains/assessments/question-bank";
import type { ReportEvidence } from "~/shared/report-evidence";
import { PHQ9_RISK_CATEGORY } from "~/shared/scale-scores";
import { CRISIS_SENTENCE, crisisQuestionId, fictionalAnswers, fictionalScaleAnswers, flaggedAnswers } from "../../../../../tests/support/fictional-answers";
import { citedSentenceIds, reportDocumentSchema, type ReportDocument, type ReportSection } from "../../document/report-document";
import { requiredSections } from "..";
import { ClientReport } from "../../pdf/client-report";
import { countPdfPages } from "../../pdf/render-report";
import { SectionPages } from "../../pdf/section-pages";
import { verifyReport } from "../../verify/verify-report";
import { ALSO_NOT_ASKED, itemWordings } from "./not-assessed-wordings";
import { draftTherapistSummary } from "./template";

const forms: QuestionnaireFormType[] = ["marriage", "death-grief", "depression", "mental-health-wellbeing"];

function evidenceFrom(formType: QuestionnaireFormType, answers: QuestionnaireAnswers): ReportEvidence {
  return prepareEvidence({
    submissionId: `sub-${formType}`,
    formType,
    bankVersion: getQuestionBank(formType).version,
    submittedAt: new Date("2026-11-20T15:00:00Z"),
    answers,
  });
}

/** The fictional answers with one sentence added to the end of one answer. */
function withSentence(formType: QuestionnaireFormType, questionId: string, sentence: string): ReportEvidence {
  const answers = fictionalAnswers(formType);
  return evidenceFrom(formType, { ...answers, responses: { ...answers.responses, [questionId]: `${answers.responses[questionId]} ${sentence}` } });
}

const section = (document: ReportDocument, id: string): ReportSection => {
  const found = document.sections.find((each) => each.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found;
};

/** The words a reader sees in these sections, with each risk flag's sentences as the renderer prints them. */
function wordsIn(sections: ReportSection[], evidence: ReportEvidence): number {
  const textOf = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.text]));
  const texts = sections.flatMap((each) => [
    each.title,
    ...each.blocks.flatMap((block) => {
      if (block.type === "paragraph") return block.claims.map((claim) => claim.text);
      if (block.type === "guidance" || block.type === "quote") return [block.text];
      if (block.type === "callout") return [block.title, block.text];
      if (block.type === "list") return [block.title ?? "", ...block.items];
      if (block.type === "risk-flags") return block.flags.flatMap((flag) => [flag.category, ...flag.sentenceIds.map((id) => textOf.get(id) ?? "")]);
      return [];
    }),
  ]);
  return texts.join(" ").split(/\s+/).filter((word) => /\w/.test(word)).length;
}

/** The item, in whichever of its wordings this submission drew (not-assessed-wordings.ts). */
const listsItem = (items: readonly string[], item: string) => items.some((listed) => itemWordings(item).includes(listed));
const ALSO = new RegExp(`^(?:${ALSO_NOT_ASKED.join("|")}): `);
const listItems = (brief: ReportSection, title: string) =>
  brief.blocks.flatMap((block) => (block.type === "list" && block.title === title ? block.items : []));
const briefText = (document: ReportDocument) => JSON.stringify(section(document, "brief"));

// Preparing evidence runs wink-nlp and the safety screen over a whole form, and a layout runs react-pdf: seconds on a loaded machine.
describe("draftTherapistSummary", { timeout: 30_000 }, () => {
  it.each(forms)("drafts the %s summary: the sections in order, a compact brief, a detail of the right length, verification passing", (formType) => {
    for (const answers of [fictionalAnswers(formType), flaggedAnswers(formType)]) {
      const evidence = evidenceFrom(formType, answers);
      const document = draftTherapistSummary(evidence);

      expect(document.sections.map((each) => each.id)).toEqual(requiredSections["therapist-summary"]);
      expect(document.drafter).toBe("template");
      expect(reportDocumentSchema.parse(document)).toEqual(document);
      expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });

      const [brief, ...detail] = document.sections;
      expect(brief?.newPage).toBe(false);
      expect(section(document, "presenting-concerns").newPage).toBe(true);
      // Rendered, quotes and lists hold about 200-300 words a page: the test below lays the pages out.
      expect(wordsIn([brief!], evidence)).toBeLessThanOrEqual(260);
      const detailWords = wordsIn(detail, evidence);
      expect(detailWords).toBeGreaterThanOrEqual(1_000);
      expect(detailWords).toBeLessThanOrEqual(1_800);
    }
  });

  it.each([
    ["marriage", fictionalAnswers("marriage")],
    ["depression", flaggedAnswers("depression")],
  ] as const)("renders the %s brief on one page and the rest on 4 to 6", async (formType, answers) => {
    const evidence = evidenceFrom(formType, answers);
    const pages = new SectionPages();
    const pdf = await renderToBuffer(
      <ClientReport document={draftTherapistSummary(evidence)} evidence={evidence} submittedAt={new Date(evidence.submittedAt)} sectionPages={pages} />,
    );
    const briefPage = pages.firstPage("brief")!;
    const detailStarts = pages.firstPage("presenting-concerns")!;
    expect(detailStarts - briefPage).toBe(1);
    const detailPages = countPdfPages(pdf) - detailStarts + 1;
    expect(detailPages).toBeGreaterThanOrEqual(4);
    expect(detailPages).toBeLessThanOrEqual(6);
  });

  it("keeps the brief to one page for a client flagged both by a sentence and by PHQ-9 item 9, with the three scales' table", async () => {
    const evidence = evidenceFrom("depression", { ...flaggedAnswers("depression"), scales: fictionalScaleAnswers("depression", { phq9Item9: 2 }) });
    expect(evidence.safety.categories).toContain(PHQ9_RISK_CATEGORY);
    expect(evidence.safety.sentenceIds.length).toBeGreaterThan(0);
    const pages = new SectionPages();
    await renderToBuffer(
      <ClientReport document={draftTherapistSummary(evidence)} evidence={evidence} submittedAt={new Date(evidence.submittedAt)} sectionPages={pages} />,
    );
    expect(pages.firstPage("presenting-concerns")! - pages.firstPage("brief")!).toBe(1);
  });

  it("keeps the brief to one page for a client flagged by a sentence, PHQ-9 item 9 and an acute ASQ, with the ASQ's row in the table", async () => {
    const asq = { "asq-1": 1, "asq-2": 1, "asq-3": 1, "asq-4": 1, "asq-5": 1 };
    const evidence = evidenceFrom("depression", { ...flaggedAnswers("depression"), scales: fictionalScaleAnswers("depression", { phq9Item9: 2, asq }) });
    expect(evidence.safety.categories).toEqual(expect.arrayContaining([PHQ9_RISK_CATEGORY, "asq-acute"]));
    const pages = new SectionPages();
    const pdf = await renderToBuffer(
      <ClientReport document={draftTherapistSummary(evidence)} evidence={evidence} submittedAt={new Date(evidence.submittedAt)} sectionPages={pages} />,
    );
    expect(pages.firstPage("presenting-concerns")! - pages.firstPage("brief")!).toBe(1);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain("PHQ-9 item 9: More than half the days (2); ASQ: Acute positive (see the scales)");
    expect(text).toMatch(/Acute positive \(yes to 1, 2, 3, 4 and 5\)/);
  });

  it("puts every screen flag in the brief with the flagged sentence, and never quotes that sentence", () => {
    const evidence = evidenceFrom("depression", flaggedAnswers("depression"));
    const crisis = evidence.sentences.find((sentence) => sentence.text === CRISIS_SENTENCE);
    expect(crisis?.questionId).toBe(crisisQuestionId.depression);
    expect(evidence.safety.categories.length).toBeGreaterThan(0);

    const document = draftTherapistSummary(evidence);
    const flags = section(document, "brief").blocks.flatMap((block) => (block.type === "risk-flags" ? block.flags : []));
    expect(flags.map((flag) => flag.category)).toEqual(evidence.safety.categories);
    for (const flag of flags) {
      expect(flag.addedBy).toBe("screen");
      expect(flag.sentenceIds).toContain(crisis!.id);
    }
    const quoted = document.sections.flatMap((each) => each.blocks.flatMap((block) => (block.type === "quote" ? [block.sentenceId] : [])));
    expect(quoted).not.toContain(crisis!.id);
    expect(JSON.stringify(document)).not.toContain(CRISIS_SENTENCE);
    // The brief is the one place that cites it (issue 27): the considerations point to the brief instead.
    const citingSections = document.sections.filter((each) => citedSentenceIds(each).includes(crisis!.id)).map((each) => each.id);
    expect(citingSections).toEqual(["brief"]);
  });

  const WIDOWER = "Some nights I think it would be simpler for everyone if I just did not wake up.";
  const MORE_READ_FIRST = [
    "I have written letters for the children, for after.",
    "I keep my old tablets in a drawer just in case.",
    "Some days I think about just disappearing.",
    "I sometimes sit on the bench by the bridge and think about it.",
  ];

  /** The depression answers with review-tier sentences added, one to an answer, from the second question on. */
  function withReadFirst(sentences: readonly string[]): ReportEvidence {
    const answers = fictionalAnswers("depression");
    const ids = Object.keys(answers.responses).slice(1);
    const responses = { ...answers.responses };
    sentences.forEach((sentence, index) => (responses[ids[index]!] = `${responses[ids[index]!]} ${sentence}`));
    return evidenceFrom("depression", { ...answers, responses });
  }

  it("lists a sentence only the review tier heard under 'Read first' in the brief, verbatim by id with its category, and nowhere else", () => {
    const evidence = withReadFirst([WIDOWER]);
    const widower = evidence.sentences.find((sentence) => sentence.text === WIDOWER)!;
    expect(widower).toMatchObject({ riskTier: "review", riskCategories: ["suicidal-thoughts"], safetyCategories: [] });
    const document = draftTherapistSummary(evidence);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
    const brief = section(document, "brief");
    // Beside the screen's flags (none for this client), headed "Read first: suicidal thoughts" when printed.
    expect(brief.blocks).toContainEqual({ type: "risk-flags", flags: [{ category: "read-first: suicidal-thoughts", sentenceIds: [widower.id], addedBy: "screen" }] });
    expect(document.sections.filter((each) => citedSentenceIds(each).includes(widower.id)).map((each) => each.id)).toEqual(["brief"]);
    expect(wordsIn([brief], evidence)).toBeLessThanOrEqual(260);
    // An ordinary client's brief has no such heading.
    expect(briefText(draftTherapistSummary(evidenceFrom("depression", fictionalAnswers("depression"))))).not.toContain("read first");
    expect(briefText(draftTherapistSummary(evidenceFrom("depression", fictionalAnswers("depression"))))).not.toContain("read-first");
  });

  it("prints the first 'read first' sentence, none beside an urgent flag, and names the rest by question, keeping the brief to one page", async () => {
    const plain = withReadFirst([WIDOWER, ...MORE_READ_FIRST]);
    const flaggedAnswersWith = flaggedAnswers("depression");
    const flagged = evidenceFrom("depression", {
      ...flaggedAnswersWith,
      responses: { ...flaggedAnswersWith.responses, ...Object.fromEntries(Object.keys(flaggedAnswersWith.responses).slice(1, 6).map((id, index) => [id, `${fictionalAnswers("depression").responses[id]} ${[WIDOWER, ...MORE_READ_FIRST][index]}`]).filter(([id]) => id !== crisisQuestionId.depression)) },
    });
    for (const each of [plain, flagged]) {
      const readFirst = each.sentences.filter((sentence) => sentence.riskTier === "review");
      expect(readFirst.length).toBeGreaterThanOrEqual(4);
      const document = draftTherapistSummary(each);
      expect(verifyReport(document, each)).toEqual({ ok: true, failures: [] });
      const brief = section(document, "brief");
      const printed = brief.blocks.flatMap((block) => (block.type === "risk-flags" ? block.flags.filter((flag) => flag.category.startsWith("read-first:")).flatMap((flag) => flag.sentenceIds) : []));
      // The first in answer order, verbatim (the renderer prints them by id); the rest named by question.
      // Beside an urgent flag none is printed: the page holds one flag more, no more.
      expect(printed.length).toBe(each === plain ? 1 : 0);
      expect(printed).toEqual(readFirst.slice(0, printed.length).map((sentence) => sentence.id));
      const more = brief.blocks.flatMap((block) => (block.type === "paragraph" ? block.claims : [])).find((claim) => /^Read first: \d+ (more )?sentences .*\(Q/.test(claim.text));
      expect(more?.evidence).toEqual(readFirst.slice(printed.length).map((sentence) => sentence.id));
      for (const sentence of readFirst) expect(document.sections.filter((candidate) => citedSentenceIds(candidate).includes(sentence.id)).map((candidate) => candidate.id)).toEqual(["brief"]);

      const pages = new SectionPages();
      await renderToBuffer(<ClientReport document={document} evidence={each} submittedAt={new Date(each.submittedAt)} sectionPages={pages} />);
      expect(pages.firstPage("presenting-concerns")! - pages.firstPage("brief")!, each === plain ? "plain" : "flagged").toBe(1);
    }
  });

  it("shows no flags when the screen found none, and says plainly what the form did not ask", () => {
    const marriage = draftTherapistSummary(evidenceFrom("marriage", fictionalAnswers("marriage")));
    const brief = section(marriage, "brief");
    expect(brief.blocks).toContainEqual({ type: "risk-flags", flags: [] });
    const notAssessed = listItems(brief, "Not assessed by this form");
    expect(listsItem(notAssessed, "Alcohol and other substance use")).toBe(true);
    expect(listsItem(notAssessed, "Medication, current or past")).toBe(true);
    // The ASQ asks about suicidal thoughts and past attempts, so intent and plans are what is left.
    expect(listsItem(notAssessed, "Suicidal intent or plans (the ASQ asks about thoughts and past attempts)")).toBe(true);
    expect(notAssessed.at(-1)).toMatch(new RegExp(`${ALSO.source}sleep, `));
    // The marriage form asks the WHO-5: the brief tables it; evidence from before the scales says there are none.
    expect(brief.blocks.flatMap((block) => (block.type === "scales" ? block.scales.map((scale) => scale.name) : []))).toEqual(["WHO-5"]);
    const older = evidenceFrom("marriage", fictionalAnswers("marriage"));
    expect(briefText(draftTherapistSummary({ ...older, scales: undefined }))).toContain("No standardized scales were included in this form.");

    // The depression form asks about alcohol and sleep, so they are not listed for it.
    const depression = listItems(section(draftTherapistSummary(evidenceFrom("depression", fictionalAnswers("depression"))), "brief"), "Not assessed by this form");
    expect(listsItem(depression, "Alcohol and other substance use")).toBe(false);
    expect(depression.join(" ")).not.toMatch(/\bsleep\b/);
  });

  it("words each item of the not-assessed list in one of its wordings, so clients of a form do not all read the same list", () => {
    const evidence = evidenceFrom("marriage", fictionalAnswers("marriage"));
    const lists = ["a", "b", "c", "d", "e", "f"].map((id) => listItems(section(draftTherapistSummary({ ...evidence, submissionId: `sub-${id}` }), "brief"), "Not assessed by this form"));
    const medication = lists.map((list) => list.find((item) => itemWordings("Medication, current or past").includes(item)));
    expect(medication.every(Boolean)).toBe(true);
    expect(new Set(medication).size).toBeGreaterThan(1);
  });

  it("counts what the PHQ-9 asks (sleep, appetite) as assessed, but not suicidal intent, which item 9 does not ask", () => {
    const evidence = evidenceFrom("mental-health-wellbeing", fictionalAnswers("mental-health-wellbeing"));
    const withScales = listItems(section(draftTherapistSummary(evidence), "brief"), "Not assessed by this form");
    const without = listItems(section(draftTherapistSummary({ ...evidence, scales: undefined }), "brief"), "Not assessed by this form");
    expect(without.join(" ")).toMatch(/\bappetite\b/);
    expect(withScales.join(" ")).not.toMatch(/\bappetite\b/);
    expect(listsItem(withScales, "Suicidal intent or plans (the ASQ asks about thoughts and past attempts)")).toBe(true);
    expect(listsItem(without, "Suicidal intent or plans (the ASQ asks about thoughts and past attempts)")).toBe(true);
    // Before the ASQ (v3), only PHQ-9 item 9 narrowed it, and a form without scales asked nothing of it.
    const beforeScreen = { ...evidence, riskScreen: undefined };
    const notAssessedBefore = (each: ReportEvidence) => listItems(section(draftTherapistSummary(each), "brief"), "Not assessed by this form");
    expect(listsItem(notAssessedBefore(beforeScreen), "Suicidal intent, plans or past attempts (PHQ-9 item 9 asks only about thoughts)")).toBe(true);
    expect(listsItem(notAssessedBefore({ ...beforeScreen, scales: undefined }), "Suicidal thoughts, intent or past attempts, asked directly")).toBe(true);
  });

  it("shows scores in the brief when the evidence carries them", () => {
    const evidence = evidenceFrom("depression", fictionalAnswers("depression"));
    const scores = Array.from({ length: 9 }, (_, index) => ({ type: index + 1, name: `Name ${index + 1}`, score: 10 * index }));
    const brief = section(draftTherapistSummary({ ...evidence, scales: [], enneagram: { type: 9, wing: 8, scores } }), "brief");
    const chart = brief.blocks.find((block) => block.type === "scores");
    expect(chart?.type === "scores" && chart.rows.map((row) => row.value)).toEqual(scores.map((score) => score.score));
    expect(JSON.stringify(brief)).not.toContain("No standardized scales");
  });

  it("cites the client's explicit denials in the brief, and says so when there are none", () => {
    const denial = "I have never thought about hurting myself.";
    const evidence = withSentence("depression", "q29", denial);
    const denialId = evidence.sentences.find((sentence) => sentence.text === denial)?.id;
    expect(denialId).toBeDefined();

    const brief = section(draftTherapistSummary(evidence), "brief");
    const denialClaims = brief.blocks.flatMap((block) => (block.type === "paragraph" ? block.claims : [])).filter((claim) => claim.text.startsWith("Explicit denials"));
    expect(denialClaims.map((claim) => claim.evidence)).toEqual([[denialId]]);

    const plain = draftTherapistSummary(evidenceFrom("depression", fictionalAnswers("depression")));
    expect(briefText(plain)).toContain("No explicit denials were written.");
  });

  it("lists presenting concerns with question numbers and quotes the client's goals in the brief", () => {
    const evidence = evidenceFrom("marriage", fictionalAnswers("marriage"));
    const document = draftTherapistSummary(evidence);
    const brief = section(document, "brief");
    const concerns = listItems(brief, "Presenting concerns");
    expect(concerns.length).toBeGreaterThanOrEqual(3);
    for (const concern of concerns) expect(concern).toMatch(/\(Q\d+/);

    const textOf = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence.text]));
    const goalQuotes = brief.blocks.flatMap((block) => (block.type === "quote" ? [block] : []));
    expect(goalQuotes.length).toBeGreaterThan(0);
    for (const quote of goalQuotes) {
      expect(quote.text).toBe(textOf.get(quote.sentenceId));
      expect(quote.sentenceId).toMatch(/^q(10|30)\./);
    }
    expect(goalQuotes.map((quote) => quote.text)).toContain("I would like us to enjoy each other again.");
  });

  it("still drafts a verifiable summary from very short answers", () => {
    const bank = getQuestionBank("mental-health-wellbeing");
    const answers: QuestionnaireAnswers = {
      ...fictionalAnswers("mental-health-wellbeing"),
      responses: Object.fromEntries(questionIds(bank).map((id) => [id, "Not much."])),
    };
    const evidence = evidenceFrom("mental-health-wellbeing", answers);
    const document = draftTherapistSummary(evidence);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
  });

  it("is deterministic, and refuses Enneagram evidence", () => {
    const evidence = evidenceFrom("death-grief", flaggedAnswers("death-grief"));
    expect(draftTherapistSummary(evidence)).toEqual(draftTherapistSummary(evidence));
    expect(() => draftTherapistSummary({ ...evidence, formType: "enneagram" })).toThrow(/written form/);
  });
});
