import { formTopicLabels, type FormType } from "~/shared/form-types";
import { riskSentenceIds, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import type { ReportDocument, ReportSection } from "../../document/report-document";
import { disclaimersSection, helpNowSection, seekHelpNowSection } from "../../template/common-sections";
import { answeredCount, claim, joinLabels, lowerFirst, paragraph, presentedThemes, questionReference, quote, quotePicker, topIds } from "../../template/drafting";
import { isFlagged } from "../../document/scale-blocks";
import { clientScaleBlocks } from "../../template/scale-guidance";
import { findThemes, type Theme } from "../../template/themes";
import { tailor } from "../../template/guidance/blocks/tailoring";
import { contributingFactors, mechanisms } from "./causes";
import { checking } from "./checking";
import { answersPhrase, blockAbout, blockIds, factsFor, topicsOf, type Facts } from "./facts";
import { plan } from "./plan";
import { say } from "./wordings";

/** The questions where each form asks for the problem itself, in the order we quote them. */
const problemQuestions: Record<FormType, readonly number[]> = {
  marriage: [2, 3, 9],
  "death-grief": [9, 5, 8],
  depression: [1, 3, 10],
  "mental-health-wellbeing": [16, 1, 23],
  enneagram: [],
};

const EVIDENCE_THEMES = 5;
const MECHANISMS = 3;

export type Quotes = ReturnType<typeof quotePicker>;

/**
 * The Root Cause Analysis: the six steps as sections (the problem in the
 * client's words, the evidence, contributing factors, the main mechanisms,
 * checking them against the client's words, the 90-day plan), then when to
 * seek help now and the disclaimers; a flagged submission opens with help
 * now. Same evidence, same document. Its own sentences are built from the
 * client's answers (how often a theme comes back, which answers themes
 * share, the guidance blocks their words selected), so two clients of one
 * form rarely read the same one (issue 28).
 */
export function draftRootCauseAnalysis(evidence: ReportEvidence): ReportDocument {
  const found = findThemes(evidence);
  const themes = presentedThemes(evidence, found, found.length);
  const pick = quotePicker(evidence);
  const facts = factsFor(evidence, tailor(evidence, themes));
  const shown = themes.slice(0, EVIDENCE_THEMES);
  return {
    kind: "root-cause",
    title: "Root Cause Analysis",
    subtitle: formTopicLabels[evidence.formType],
    drafter: "template",
    sections: [
      ...(isFlagged(evidence) ? [helpNowSection(evidence)] : []),
      problem(facts, themes),
      evidenceSection(facts, shown, pick),
      contributingFactors(facts, shown),
      mechanisms(facts, themes.slice(0, MECHANISMS)),
      checking(facts, themes.slice(0, MECHANISMS), pick),
      plan(facts, themes),
      // Flows on from the plan rather than opening a page of its own, to keep to 8–10 pages.
      { ...seekHelpNowSection(), newPage: false },
      disclaimersSection(),
    ],
  };
}

/** The first two sentences of each problem question, skipping the safety screen's and empty answers. */
function problemSentences(evidence: ReportEvidence): EvidenceSentence[] {
  // Sentences about risk belong to help-now and the clinician's brief, never to the analysis (issue 27).
  const flagged = riskSentenceIds(evidence);
  const byId = new Map(evidence.sentences.map((sentence) => [sentence.id, sentence]));
  const wanted = problemQuestions[evidence.formType]
    .map((number) => evidence.questions.find((question) => question.number === number))
    .flatMap((question) => question?.sentenceIds.filter((id) => !flagged.has(id)).slice(0, 2) ?? []);
  return wanted.map((id) => byId.get(id)).filter((sentence): sentence is EvidenceSentence => sentence !== undefined);
}

function problem(facts: Facts, themes: Theme[]): ReportSection {
  const { evidence, tailoring } = facts;
  const stated = problemSentences(evidence);
  const leading = themes.slice(0, 3);
  const particular = tailoring.selected.slice(0, 2);
  const name = tailoring.details.firstName;
  const counted = leading.map((theme) => `${lowerFirst(theme.label)} (${facts.answers(theme) === 1 ? "one answer" : `${facts.answers(theme)} answers`})`);
  return {
    id: "problem",
    title: "Step 1: The problem, as you put it",
    blocks: [
      ...paragraph(
        // The name and the counts open it, so two clients' openings rarely match (issue 28).
        claim(
          `${name ? `${name}, this` : "This"} analysis looks for causes, not blame. ${say(tailoring.details.seed, "reads", { sentences: evidence.sentences.length, answers: answeredCount(evidence) })}`,
          stated.map((sentence) => sentence.id),
        ),
        particular.length > 0
          ? claim(
              `It starts from what you wrote about ${joinLabels(topicsOf(particular))}, and takes six steps to a 90-day plan.`,
              blockIds(particular),
            )
          : claim(`It starts from what you wrote about ${lowerFirst(leading[0]?.label ?? "your difficulty")}, and takes six steps to a 90-day plan.`, topIds(leading[0], 2)),
      ),
      ...stated.map(quote),
      ...paragraph(
        claim(
          `Read with the rest of your answers, the problem touches ${joinLabels(counted)}.`,
          [...stated.map((sentence) => sentence.id), ...leading.flatMap((theme) => topIds(theme, 1))],
        ),
      ),
    ],
  };
}

function evidenceSection(facts: Facts, shown: Theme[], pick: Quotes): ReportSection {
  const { evidence, tailoring } = facts;
  const most = [...shown].sort((a, b) => facts.answers(b) - facts.answers(a))[0];
  return {
    id: "evidence",
    title: "Step 2: The evidence in your answers",
    blocks: [
      ...paragraph(
        claim(
          `Your ${shown.length === 1 ? "strongest theme holds" : `${shown.length} strongest themes hold`} ${new Set(shown.flatMap((theme) => theme.sentenceIds)).size} of your sentences; below are the clearest, copied exactly, each with its question's number.`,
          shown.flatMap((theme) => topIds(theme, 1)),
        ),
      ),
      ...shown.flatMap((theme) => {
        const quoted = pick(theme, 2);
        const blocks = facts.blocksOf(theme).slice(0, 2);
        return [
          ...paragraph(
            claim(
              say(tailoring.details.seed, "themeSpeaks", {
                theme: lowerFirst(theme.label),
                sentences: theme.sentenceIds.length,
                answers: answersPhrase(facts.answers(theme)),
                where: questionReference(evidence, quoted.map((sentence) => sentence.id)),
                quoted: quoted.length,
              }, theme.id),
              [...quoted.map((sentence) => sentence.id), ...theme.sentenceIds].slice(0, 12),
            ),
          ),
          ...quoted.map(quote),
          ...(blocks.length > 0 ? paragraph(...blocks.map((chosen) => blockAbout(tailoring, chosen))) : []),
        ];
      }),
      ...(most
        ? paragraph(
            claim(
              `Your answers return most often to ${lowerFirst(most.label)}, in ${answersPhrase(facts.answers(most))}.`,
              topIds(most, 6),
            ),
          )
        : []),
      ...clientScaleBlocks(evidence, { firstName: tailoring.details.firstName }),
    ],
  };
}
