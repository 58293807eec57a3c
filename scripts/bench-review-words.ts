// Words to read (issue 29, ADR 0071): how many words a reviewer must read on a grief report's review
// page, before and after the guidance library's unchanged text is folded away. Drafts, with the
// template drafter, every report the grief form owes for the three grief clients of
// scripts/report-quality/clients and for Ellen, the fictional client of the grief sample, and prints
// per report, per kind and in total. `npm run bench:review-words`. Nothing is tuned to these answers:
// the library is matched as it stands.
//
// How it is counted (a word is a run of characters between spaces holding a letter or a digit):
// - draft: every word the draft column shows of the document: section titles, claims, guidance,
//   list titles and items, callout titles and text, plan steps (when, action, measure), score
//   titles and labels, and the quotations (the client's words as the report places them). Not
//   counted: the report's title and subtitle, scale tables and risk flags (figures and categories).
// - library: the words of the blocks the review page folds, those that are a library entry's
//   words unchanged (guidance paragraphs, callouts with their title, lists with their title when
//   every item is). Each folded block leaves a one-line label (where it comes from, its version
//   and review); the labels are counted apart, as "labels", and not as words to read.
// - answers: every sentence of the client's answers, as the answers column shows them (the
//   questions' own wording is not counted).
// - before = draft + answers; after = draft - library + answers, once the provider has reviewed
//   the library's texts: until then an unreviewed text stays open and is read.
// The target: at most 1,500 words for a typical grief report (the Catharsis Report); over it, OVER.
import { formDefinitions } from "~/domains/assessments/forms/all-forms";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { sampleGriefAnswers, sampleGriefClient } from "~/domains/assessments/samples/fictional-grief-answers";
import type { ReportBlock, ReportDocument } from "~/domains/reports/document/report-document";
import { matchLibraryBlock } from "~/domains/reports/library/library-match";
import { wordCount } from "~/domains/reports/library/library-text";
import { templateDrafter } from "~/domains/reports/template/template-drafter";
import type { ReportEvidence } from "~/shared/report-evidence";
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

type Count = { draft: number; library: number; folded: number; answers: number };

function count(document: ReportDocument, evidence: ReportEvidence): Count {
  const counted: Count = { draft: 0, library: 0, folded: 0, answers: evidence.sentences.reduce((sum, sentence) => sum + wordCount(sentence.text), 0) };
  for (const section of document.sections) {
    counted.draft += wordCount(section.title);
    for (const block of section.blocks) {
      const words = wordCount(blockText(block));
      counted.draft += words;
      if (matchLibraryBlock(block)) {
        counted.library += words;
        counted.folded += 1;
      }
    }
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
const row = (label: string, c: Count, note = "") =>
  `${label.padEnd(40)}${pad(c.draft, 7)}${pad(c.library, 9)}${pad(c.folded, 8)}${pad(c.draft - c.library, 10)}${pad(c.answers, 9)}${pad(c.draft + c.answers, 8)}${pad(c.draft - c.library + c.answers, 7)}  ${note}`;
const add = (a: Count, b: Count): Count => ({ draft: a.draft + b.draft, library: a.library + b.library, folded: a.folded + b.folded, answers: a.answers + b.answers });
const zero: Count = { draft: 0, library: 0, folded: 0, answers: 0 };
const mean = (counts: Count[]): Count => {
  const sum = counts.reduce(add, zero);
  const n = Math.max(1, counts.length);
  return { draft: Math.round(sum.draft / n), library: Math.round(sum.library / n), folded: Math.round(sum.folded / n), answers: Math.round(sum.answers / n) };
};
const verdict = (c: Count) => (c.draft - c.library + c.answers <= TARGET ? `met (at most ${TARGET})` : `OVER (target ${TARGET})`);

const kinds = formDefinitions["death-grief"].reportsOwed;
const byKind = new Map<ReportKind, Count[]>(kinds.map((kind) => [kind, []]));
console.log(`Words to read on a grief report's review page (${griefClients.length} clients, template drafter)\n`);
console.log(`${"report".padEnd(40)}${pad("draft", 7)}${pad("library", 9)}${pad("labels", 8)}${pad("personal", 10)}${pad("answers", 9)}${pad("before", 8)}${pad("after", 7)}`);
for (const client of griefClients) {
  let submission = zero;
  for (const kind of kinds) {
    const { document } = await templateDrafter.draft({ kind, evidence: client.evidence });
    const counted = count(document, client.evidence);
    byKind.get(kind)!.push(counted);
    // A reviewer of all three reports of one submission reads its answers once.
    submission = add(submission, { ...counted, answers: submission === zero ? counted.answers : 0 });
    console.log(row(`${client.id} ${kind}`, counted, kind === TARGET_KIND ? verdict(counted) : ""));
  }
  console.log(row(`${client.id}, all three reports`, submission));
}
console.log("\nMean per report kind");
for (const [kind, counts] of byKind) console.log(row(kind, mean(counts), kind === TARGET_KIND ? verdict(mean(counts)) : ""));
const total = [...byKind.values()].flat().reduce(add, zero);
console.log(row(`total, ${[...byKind.values()].flat().length} reports`, total));
console.log(`\nlabels: blocks folded, each leaving a one-line label. personal = draft - library. Target: ${TARGET_KIND}, after <= ${TARGET}.`);
