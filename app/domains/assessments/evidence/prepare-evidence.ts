/**
 * Turns a submission's answers into the evidence a report is written from:
 * every written answer split into sentences with stable ids (`q7.s2`), each
 * sentence's own safety-screen result, and the Enneagram's statements and
 * scores. Pure and synchronous; wink-nlp's packaged English model is read
 * once when this module loads and nothing downloads.
 */
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { EVIDENCE_VERSION, type EvidenceQuestion, type EvidenceSentence, type ReportEvidence } from "~/shared/report-evidence";
import { isWrittenFormType, type FormType } from "~/shared/form-types";
import { isEnneagramAnswers, type AssessmentAnswers, type EnneagramAnswers, type QuestionnaireAnswers } from "../assessment-answers";
import { findQuestionBank } from "../banks/all-banks";
import { scoreEnneagram } from "../enneagram/score-enneagram";
import { findEnneagramStatements, type EnneagramStatement } from "../enneagram/statements";
import { formDetails } from "../form-details";
import type { QuestionBank } from "../question-bank";
import { screenAnswers, screenQuestionnaire, screenText } from "../safety/screen-questionnaire";
import { assessRisk } from "../safety/screen";
import { scoreAsq } from "../scales/asq";
import { scoreScales } from "../scales/score-scales";

// Sentence boundaries only: the safety screen and the reports read words their own way.
// Built on first use, not when the server starts: each reader takes a fraction of a second to build,
// and a start serves pages long before anything is read (ADR 0079).
let reader: ReturnType<typeof winkNLP> | undefined;
const nlp = () => (reader ??= winkNLP(model, ["sbd"]));

export type PrepareEvidenceInput = {
  submissionId: string;
  formType: FormType;
  bankVersion: string;
  submittedAt: Date;
  answers: AssessmentAnswers;
};

export function prepareEvidence(input: PrepareEvidenceInput): ReportEvidence {
  const base = {
    version: EVIDENCE_VERSION,
    submissionId: input.submissionId,
    formType: input.formType,
    formName: formDetails[input.formType].name,
    bankVersion: input.bankVersion,
    submittedAt: input.submittedAt.toISOString(),
  } as const;
  if (!isWrittenFormType(input.formType)) {
    if (!isEnneagramAnswers(input.answers)) throw new Error("Enneagram evidence needs ratings");
    // Quoted in the words the client rated: each version the build still has reads as it was shown.
    const statements = findEnneagramStatements(input.bankVersion);
    if (!statements) throw new Error(`Answers were given to "${input.bankVersion}", which this build's Enneagram statements do not include`);
    return { ...base, ...enneagramEvidence(statements, input.answers) };
  }
  if (isEnneagramAnswers(input.answers)) throw new Error(`${input.formType} evidence needs written answers`);
  // Sentence ids follow the wording the client saw: reading answers against another version would misnumber them.
  const bank = findQuestionBank(input.formType, input.bankVersion);
  if (!bank) throw new Error(`Answers were given to "${input.bankVersion}", which this build's ${input.formType} banks do not include`);
  const firstName = input.answers.firstName?.trim();
  return { ...base, ...writtenEvidence(bank, input.answers), ...(firstName ? { firstName } : {}) };
}

function writtenEvidence(bank: QuestionBank, answers: QuestionnaireAnswers) {
  const questions: EvidenceQuestion[] = [];
  const sentences: EvidenceSentence[] = [];
  let number = 0;
  for (const section of bank.sections) {
    for (const question of section.questions) {
      number += 1;
      const own = splitSentences(answers.responses[question.id] ?? "").map((text, index): EvidenceSentence => {
        // The urgent tier's categories, as before, and the review tier's mark, so no drafter offers either as ordinary material (issue 27).
        const risk = assessRisk(text);
        return {
          id: `${question.id}.s${index + 1}`,
          questionId: question.id,
          text,
          safetyCategories: screenText(text),
          ...(risk.level === "review" ? { riskTier: risk.level, riskCategories: risk.categories } : {}),
        };
      });
      sentences.push(...own);
      questions.push({ id: question.id, number, sectionTitle: section.title, text: question.text, sentenceIds: own.map((s) => s.id) });
    }
  }
  // Scored again from the item answers, as the submission was: the same code, the same result.
  const scales = scoreScales(bank.scales, answers.scales ?? {});
  const riskScreen = bank.riskScreen ? scoreAsq(answers.scales) : null;
  return { questions, sentences, safety: safetyOf(answers, sentences), enneagram: null, scales, ...(riskScreen ? { riskScreen } : {}) };
}

/**
 * The whole-answer screen is what the submission stored, so its categories
 * are the floor; the sentences cited are those that hit on their own.
 */
function safetyOf(answers: QuestionnaireAnswers, sentences: EvidenceSentence[]): ReportEvidence["safety"] {
  const screened = screenAnswers(answers.responses);
  // PHQ-9 item 9 and the ASQ are among the categories (screenQuestionnaire) but rest on the answers, not on a sentence.
  return { categories: screenQuestionnaire(answers), sentenceIds: flaggedSentenceIds(sentences, screened.matchedQuestionIds) };
}

/**
 * The sentences a flag rests on, in answer order: each that hit on its own,
 * and, for an answer that hit only when read whole (its sentences read
 * together, or a line break read differently), all of that answer's
 * sentences, so no flag is ever without a sentence.
 */
export function flaggedSentenceIds(sentences: EvidenceSentence[], matchedQuestionIds: readonly string[]): string[] {
  const cited = new Set(sentences.filter((sentence) => sentence.safetyCategories.length > 0).map((sentence) => sentence.id));
  for (const questionId of matchedQuestionIds) {
    const own = sentences.filter((sentence) => sentence.questionId === questionId);
    if (!own.some((sentence) => cited.has(sentence.id))) own.forEach((sentence) => cited.add(sentence.id));
  }
  return sentences.filter((sentence) => cited.has(sentence.id)).map((sentence) => sentence.id);
}

function enneagramEvidence(statements: readonly EnneagramStatement[], answers: EnneagramAnswers) {
  const result = scoreEnneagram(answers.ratings);
  const questions: EvidenceQuestion[] = [];
  const sentences: EvidenceSentence[] = [];
  statements.forEach((statement, index) => {
    const id = `${statement.id}.s1`;
    sentences.push({ id, questionId: statement.id, text: statement.text, safetyCategories: [], rating: answers.ratings[statement.id] });
    questions.push({ id: statement.id, number: index + 1, sectionTitle: "Enneagram statements", text: statement.text, sentenceIds: [id] });
  });
  return {
    questions,
    sentences,
    safety: { categories: [], sentenceIds: [] },
    enneagram: { type: result.type, wing: result.wing, scores: result.scores.map((score) => ({ ...score })) },
  };
}

/**
 * An answer's sentences exactly as written, trimmed of surrounding white
 * space. A line break always ends a sentence. wink-nlp finds the rest and
 * keeps "Mr. Smith" and "3.5" whole; a piece it starts with punctuation
 * (wink cuts "years...and now?" after the first dot), or with a lower-case
 * word after a piece that did not end a sentence, is joined back to the one
 * before, because a real sentence does not begin that way.
 */
export function splitSentences(answer: string): string[] {
  const sentences: string[] = [];
  for (const line of answer.split(/\r\n|\r|\n/)) {
    if (line.trim() === "") continue;
    const { its } = nlp();
    const doc = nlp().readDoc(line);
    const values = doc.tokens().out(its.value) as string[];
    const spaces = doc.tokens().out(its.precedingSpaces) as string[];
    // wink is lossless: each token's preceding spaces and value rebuild the line, so spans map back to the exact text.
    const starts: number[] = [];
    let offset = 0;
    values.forEach((value, index) => {
      offset += (spaces[index] ?? "").length;
      starts.push(offset);
      offset += value.length;
    });
    const spans = doc.sentences().out(its.span) as unknown as [number, number][];
    const pieces: { start: number; end: number }[] = [];
    spans.forEach(([first], index) => {
      const start = starts[first] ?? line.length;
      const following = spans[index + 1];
      const end = following ? (starts[following[0]] ?? line.length) : line.length;
      const text = line.slice(start, end).trim();
      if (text === "") return;
      const previous = pieces.at(-1);
      if (previous && continuesSentence(line.slice(previous.start, previous.end).trim(), text)) previous.end = end;
      else pieces.push({ start, end });
    });
    sentences.push(...pieces.map((piece) => line.slice(piece.start, piece.end).trim()));
  }
  return sentences;
}

function continuesSentence(previous: string, text: string): boolean {
  if (/^[.,;:!?)\]\u2026]/u.test(text)) return true;
  return /^\p{Ll}/u.test(text) && !/[.!?]["'\u201d\u2019)]*$/u.test(previous);
}
