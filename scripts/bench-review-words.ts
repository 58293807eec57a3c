// Words to read (issue 29, ADR 0071, ADR 0078): how many words a reviewer must read on a grief report's
// review page, before anything is folded and after, as the page folds today. Drafts, with the
// template drafter, every report the grief form owes for the three grief clients of
// scripts/report-quality/clients and for Ellen, the fictional client of the grief sample, and prints
// per report, per kind and in total. `npm run bench:review-words`. Nothing is tuned to these answers:
// the library is matched as it stands, and the answers are folded by the page's own rule.
//
// How it is counted (a word is a run of characters between spaces holding a letter or a digit), with
// the page's own functions, so the figure is what the page shows unfolded:
// - draft: every word the draft column shows of the document: section titles, claims, guidance,
//   list titles and items, callout titles and text, plan steps (when, action, measure), score
//   titles and labels, and the quotations (the client's words as the report places them). Not
//   counted: the report's title and subtitle, scale tables and risk flags (figures and categories).
// - library: the words the review page folds as the guidance library's (ADR 0071, 0078, 0080):
//   whole blocks (guidance paragraphs, callouts with their title, lists with their title when every
//   item is, paragraphs whose every sentence is a Catharsis frame's wording), and the library's
//   items of a list that also holds the client's own (the list's title and the client's items stay).
//   Adjacent ones share a one-line label; the labels are counted apart, as "labels", and not as
//   words to read. A wording filled with the client's details (a name, a theme) shows them in its
//   label: those words are read, and counted as the draft's own, not as library words.
// - answers: every sentence of the client's answers as the answers column holds them (the questions'
//   own wording and the sentence ids are not counted); "answers read" the sentences it keeps in view
//   (mustReadSentences: quoted or cited by the draft, marked by the safety screen, named by a
//   verification problem, or among the salient ones used nowhere that the blockers list); the rest
//   is folded under each answer, one line per answer ("a-labels").
// - before = draft + answers (nothing folded); 0071 = draft - whole library blocks + answers (the
//   page before ADR 0078); after = draft - library + answers read, once the provider has reviewed the
//   library's texts: until then an unreviewed text stays open and is read.
// The target: at most 1,500 words for a typical grief report (the Catharsis Report); over it, OVER.
import { formDefinitions } from "~/domains/assessments/forms/all-forms";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { sampleGriefAnswers, sampleGriefClient } from "~/domains/assessments/samples/fictional-grief-answers";
import type { ReportBlock, ReportDocument } from "~/domains/reports/document/report-document";
import { matchLibraryBlock, matchLibraryItems } from "~/domains/reports/library/library-match";
import { wordCount } from "~/domains/reports/library/library-text";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import { verifyReport } from "~/domains/reports/verify/verify-report";
import { mustReadSentences } from "~/features/admin/report-review/answers/answer-folds";
import type { LibraryNoteView } from "~/features/admin/report-review/library/library-note-view";
import { libraryRuns } from "~/features/admin/report-review/library/library-runs";
import type { ReviewQuestion, ReviewSection } from "~/features/admin/report-review/review-view";
import { riskSentenceIds, type ReportEvidence } from "~/shared/report-evidence";
import type { ReportKind } from "~/shared/report-kinds";
import { clientEvidence } from "./report-quality/client-evidence";
import { qualityClients } from "./report-quality/clients";

const TARGET = 1_500;
const TARGET_KIND: ReportKind = "catharsis";

function blockText(block: ReportBlock): string {
  switch (block.type) {
    case "paragraph":
      return block.claims.map((claim) => claim.text).join(" ");
    case "guidance":
      return block.text;
    case "list":
      return [block.title ?? "", ...block.items].join(" ");
    case "callout":
      return `${block.title} ${block.text}`;
    case "plan":
      return block.steps.map((step) => `${step.when} ${step.action} ${step.measure ?? ""}`).join(" ");
    case "quote":
      return block.text;
    case "scores":
      return [block.title, ...block.rows.map((row) => row.label), block.note ?? ""].join(" ");
    case "risk-flags":
    case "scales":
      return "";
  }
}

const fillWords = (fills: readonly string[]) => fills.reduce((sum, fill) => sum + wordCount(fill), 0);

type Count = { draft: number; blocks: number; library: number; labels: number; answers: number; read: number; answerLabels: number };

// Every library text as the provider will have reviewed it: folded, all in one state.
const reviewed: LibraryNoteView = { entryId: "", version: "", texts: 1, fills: [], waiting: 0, reviewed: { by: "", on: "", onIso: "" } };

/** The answers column's questions, as review.server.ts builds them; only whether a sentence is marked matters here. */
function questionsOf(evidence: ReportEvidence): ReviewQuestion[] {
  const risky = riskSentenceIds(evidence);
  const byId = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence]));
  return evidence.questions.map((question) => ({
    ...question,
    sentences: question.sentenceIds.flatMap((id) => {
      const sentence = byId.get(id);
      return sentence ? [{ id, text: sentence.text, risk: risky.has(id) ? { level: "urgent" as const, label: "" } : null, rating: sentence.rating ?? null }] : [];
    }),
  }));
}

function count(document: ReportDocument, evidence: ReportEvidence): Count {
  const counted: Count = { draft: 0, blocks: 0, library: 0, labels: 0, answers: 0, read: 0, answerLabels: 0 };
  for (const section of document.sections) {
    counted.draft += wordCount(section.title);
    for (const block of section.blocks) counted.draft += wordCount(blockText(block));
    // As draft-section.tsx folds them: whole blocks, adjacent ones under one label.
    const matches = section.blocks.map((block) => matchLibraryBlock(block));
    const runs = libraryRuns(section.blocks.length, (index) => (matches[index] ? reviewed : null));
    for (const run of runs.filter((found) => found.note)) {
      counted.labels += 1;
      // A wording's slots filled for this client are shown in the label and read (ADR 0080): not library words.
      for (const index of run.indexes) counted.blocks += wordCount(blockText(section.blocks[index]!)) - fillWords(matches[index]!.fills);
    }
    // As draft-blocks.tsx folds a mixed list: its library items, adjacent ones under one label.
    for (const block of section.blocks) {
      const items = matchLibraryItems(block);
      if (!items || block.type !== "list") continue;
      for (const run of libraryRuns(items.length, (index) => (items[index] ? reviewed : null)).filter((found) => found.note)) {
        counted.labels += 1;
        for (const index of run.indexes) counted.library += wordCount(block.items[index]!) - fillWords(items[index]!.fills);
      }
    }
  }
  counted.library += counted.blocks;
  // As answers-column.tsx folds the answers, against this draft and its verification problems.
  const questions = questionsOf(evidence);
  const sections: ReviewSection[] = document.sections.map((section) => ({ id: section.id, title: section.title, blocks: section.blocks, failures: [], review: null, nextId: null }));
  const failures = verifyReport(document, evidence).failures.map((failure) => ({ rule: failure.rule, ruleLabel: "", sectionId: failure.sectionId, sectionTitle: null, sentenceId: failure.sentenceId ?? null, message: "" }));
  const must = mustReadSentences({ sections, questions, failures })!;
  for (const question of questions) {
    const words = question.sentences.map((sentence) => ({ words: wordCount(sentence.text), read: must.has(sentence.id) }));
    counted.answers += words.reduce((sum, sentence) => sum + sentence.words, 0);
    counted.read += words.filter((sentence) => sentence.read).reduce((sum, sentence) => sum + sentence.words, 0);
    if (words.some((sentence) => !sentence.read)) counted.answerLabels += 1;
  }
  return counted;
}

const griefClients = [
  ...qualityClients.filter((client) => client.formType === "death-grief").map((client) => ({ id: client.id, evidence: clientEvidence(client) })),
  {
    id: "sample-ellen",
    evidence: prepareEvidence({ submissionId: "sample-death-grief", formType: "death-grief", bankVersion: currentBankVersion("death-grief"), submittedAt: sampleGriefClient.submittedAt, answers: sampleGriefAnswers }),
  },
];

const pad = (value: string | number, width: number) => String(value).padStart(width);
const before = (c: Count) => c.draft + c.answers;
const adr0071 = (c: Count) => c.draft - c.blocks + c.answers;
const after = (c: Count) => c.draft - c.library + c.read;
const columns: [string, number, (c: Count) => number][] = [
  ["draft", 7, (c) => c.draft],
  ["library", 9, (c) => c.library],
  ["labels", 8, (c) => c.labels],
  ["personal", 10, (c) => c.draft - c.library],
  ["answers", 9, (c) => c.answers],
  ["read", 6, (c) => c.read],
  ["a-labels", 10, (c) => c.answerLabels],
  ["before", 8, before],
  ["0071", 7, adr0071],
  ["after", 7, after],
];
const row = (label: string, c: Count, note = "") => `${label.padEnd(40)}${columns.map(([, width, value]) => pad(value(c), width)).join("")}  ${note}`;
const keys = ["draft", "blocks", "library", "labels", "answers", "read", "answerLabels"] as const;
const zero: Count = { draft: 0, blocks: 0, library: 0, labels: 0, answers: 0, read: 0, answerLabels: 0 };
const add = (a: Count, b: Count): Count => Object.fromEntries(keys.map((key) => [key, a[key] + b[key]])) as Count;
const mean = (counts: Count[]): Count => {
  const sum = counts.reduce(add, zero);
  const n = Math.max(1, counts.length);
  return Object.fromEntries(keys.map((key) => [key, Math.round(sum[key] / n)])) as Count;
};
const verdict = (c: Count) => (after(c) <= TARGET ? `met (at most ${TARGET})` : `OVER (target ${TARGET})`);

const kinds = formDefinitions["death-grief"].reportsOwed;
const byKind = new Map<ReportKind, Count[]>(kinds.map((kind) => [kind, []]));
console.log(`Words to read on a grief report's review page (${griefClients.length} clients, template drafter)\n`);
console.log(`${"report".padEnd(40)}${columns.map(([name, width]) => pad(name, width)).join("")}`);
for (const client of griefClients) {
  let submission = zero;
  for (const kind of kinds) {
    const { document } = await templateDrafter.draft({ kind, evidence: client.evidence });
    const counted = count(document, client.evidence);
    byKind.get(kind)!.push(counted);
    submission = add(submission, counted);
    console.log(row(`${client.id} ${kind}`, counted, kind === TARGET_KIND ? verdict(counted) : ""));
  }
  console.log(row(`${client.id}, all three reports`, submission));
}
console.log("\nMean per report kind: before -> 0071 -> after");
for (const [kind, counts] of byKind) console.log(row(kind, mean(counts), kind === TARGET_KIND ? verdict(mean(counts)) : ""));
const total = [...byKind.values()].flat().reduce(add, zero);
console.log(row(`total, ${[...byKind.values()].flat().length} reports`, total));
console.log(
  `\nlabels: one-line labels of folded library text; a-labels: answers with sentences folded, one line each. personal = draft - library.` +
    `\nAll three reports of a submission: each review page shows the answers it needs for its own draft, so they are counted per report.` +
    `\nTarget: ${TARGET_KIND}, after <= ${TARGET}.`,
);
