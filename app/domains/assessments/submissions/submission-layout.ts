import { z } from "zod";
import { findQuestionBank, getQuestionBank } from "../banks/all-banks";
import { ASQ_ACUTE_ITEM_ID, ASQ_YES, asq, asqItems, asqOptions, asqScreensPositive, scoreAsq } from "../scales/asq";
import { scaleDefinitions } from "../scales/scale-definitions";
import { scoreScale } from "../scales/score-scales";
import type { RiskScreenResult, ScaleScore } from "~/shared/scale-scores";
import { scoreEnneagram } from "../enneagram/score-enneagram";
import { enneagramStatements, enneagramTypeNames, enneagramVersion, findEnneagramStatements, ratingScale, type EnneagramType } from "../enneagram/statements";
import { isQuestionnaireFormType } from "../form-details";
import { type FormType } from "~/shared/form-types";

/**
 * A submission's decrypted answers laid out for a person to read: the
 * written forms by section with each question beside its answer, the
 * Enneagram as its result and the ratings. Answers are keyed by question
 * id, so a submission given to an earlier wording is still shown (with a
 * note) under today's wording of the same id.
 */
export type AnsweredQuestion = { id: string; question: string; hint: string | null; answer: string };
export type AnsweredSection = { title: string; description: string; items: AnsweredQuestion[] };

/** One validated scale as answered: each item with the answer's words, and the score code computed. */
export type AnsweredScale = {
  name: string;
  title: string;
  stem: string;
  items: { id: string; number: number; text: string; answer: string | null }[];
  /** Null when an item is unanswered (a partial scale has no score). */
  score: ScaleScore | null;
  credit: string;
};

/** The direct risk screen (ADR 0058) as answered: each question asked with its answer, and the result code computed. */
export type AnsweredRiskScreen = {
  title: string;
  items: { id: string; number: number; text: string; answer: string | null; yes: boolean }[];
  /** Null when the screen is not complete. */
  result: RiskScreenResult | null;
  credit: string;
};

export type QuestionnaireView = {
  kind: "questionnaire";
  /** The optional fields read "" when not given; `phoneConsent` is whether the client ticked "we may call you". */
  clientInfo: { email: string; completionDate: string; firstName: string; phone: string; phoneConsent: boolean };
  /** Before the written sections, as the client saw them; empty for banks without scales. */
  scales: AnsweredScale[];
  /** After the scales; null for banks before the screen (v1–v3). */
  riskScreen: AnsweredRiskScreen | null;
  sections: AnsweredSection[];
  /** Answers under ids today's bank no longer has (only after a wording change). */
  otherAnswers: { id: string; answer: string }[];
  wordingNote: string | null;
};

export type EnneagramView = {
  kind: "enneagram";
  result: {
    type: EnneagramType;
    typeName: string;
    wing: EnneagramType;
    wingName: string;
    scores: { type: EnneagramType; name: string; score: number }[];
  } | null;
  ratings: { id: string; statement: string; rating: number; label: string }[];
  wordingNote: string | null;
};

export type SubmissionAnswersView = QuestionnaireView | EnneagramView;

const questionnaireShape = z.object({
  email: z.string().catch(""),
  completionDate: z.string().catch(""),
  firstName: z.string().catch("").default(""),
  phone: z.string().catch("").default(""),
  phoneConsent: z.boolean().catch(false).default(false),
  responses: z.record(z.string(), z.string()),
  scales: z.record(z.string(), z.number()).catch({}).optional(),
});
const enneagramType = z.number().int().min(1).max(9).transform((value) => value as EnneagramType);
const enneagramShape = z.object({
  ratings: z.record(z.string(), z.number()),
  result: z
    .object({
      type: enneagramType,
      wing: enneagramType,
      scores: z.array(z.object({ type: enneagramType, name: z.string(), score: z.number() })),
    })
    .nullish(),
});

/** An error that never carries the text it failed on (messages end up in logs). */
export class UnreadableAnswersError extends Error {
  constructor() {
    super("The decrypted answers are not in a shape this page can show");
    this.name = "UnreadableAnswersError";
  }
}

function parseJson(plaintext: string): unknown {
  try {
    return JSON.parse(plaintext);
  } catch {
    // JSON.parse quotes part of its input in its message: throw our own instead.
    throw new UnreadableAnswersError();
  }
}

function wordingNote(given: string, current: string): string | null {
  if (given === current) return null;
  return `These answers were given to an earlier wording of the questions (${given}). They are shown by question number with today's wording (${current}).`;
}

function layOutScales(scaleIds: readonly (keyof typeof scaleDefinitions)[], chosen: Record<string, number>): AnsweredScale[] {
  return scaleIds.map((scaleId) => {
    const scale = scaleDefinitions[scaleId];
    return {
      name: scale.name,
      title: scale.title,
      stem: scale.stem,
      items: scale.items.map((item) => ({
        id: item.id,
        number: item.number,
        text: item.text,
        answer: scale.options.find((option) => option.value === chosen[item.id])?.label ?? null,
      })),
      score: scoreScale(scaleId, chosen),
      credit: scale.credit,
    };
  });
}

function layOutRiskScreen(chosen: Record<string, number>): AnsweredRiskScreen {
  // Question 5 is listed only when it was asked (after a yes) or, against the rules, answered.
  const asked = asqItems.filter((item) => item.id !== ASQ_ACUTE_ITEM_ID || asqScreensPositive(chosen) || chosen[item.id] !== undefined);
  return {
    title: asq.title,
    items: asked.map((item) => ({
      id: item.id,
      number: item.number,
      text: item.text,
      answer: asqOptions.find((option) => option.value === chosen[item.id])?.label ?? null,
      yes: chosen[item.id] === ASQ_YES,
    })),
    result: scoreAsq(chosen),
    credit: asq.credit,
  };
}

export function layOutAnswers(formType: FormType, bankVersion: string, plaintext: string): SubmissionAnswersView {
  const value = parseJson(plaintext);
  if (isQuestionnaireFormType(formType)) {
    const parsed = questionnaireShape.safeParse(value);
    if (!parsed.success) throw new UnreadableAnswersError();
    const { email, completionDate, firstName, phone, phoneConsent, responses } = parsed.data;
    // The wording the client answered when this build still has it, else today's (with a note).
    const bank = findQuestionBank(formType, bankVersion) ?? getQuestionBank(formType);
    const shown = new Set<string>();
    const sections = bank.sections.map((section) => ({
      title: section.title,
      description: section.description,
      items: section.questions.map((question) => {
        shown.add(question.id);
        return { id: question.id, question: question.text, hint: question.hint ?? null, answer: responses[question.id] ?? "" };
      }),
    }));
    const otherAnswers = Object.entries(responses)
      .filter(([id]) => !shown.has(id))
      .map(([id, answer]) => ({ id, answer }));
    const scales = layOutScales(bank.scales, parsed.data.scales ?? {});
    const riskScreen = bank.riskScreen ? layOutRiskScreen(parsed.data.scales ?? {}) : null;
    return { kind: "questionnaire", clientInfo: { email, completionDate, firstName, phone, phoneConsent }, scales, riskScreen, sections, otherAnswers, wordingNote: wordingNote(bankVersion, bank.version) };
  }

  const parsed = enneagramShape.safeParse(value);
  if (!parsed.success) throw new UnreadableAnswersError();
  const { ratings } = parsed.data;
  let result = parsed.data.result ?? null;
  if (!result) {
    try {
      result = scoreEnneagram(ratings);
    } catch {
      result = null;
    }
  }
  // The statements as the client read them when this build still has them, else today's (with a note).
  const known = findEnneagramStatements(bankVersion);
  const statements = known ?? enneagramStatements;
  return {
    kind: "enneagram",
    result: result && {
      type: result.type,
      typeName: enneagramTypeNames[result.type],
      wing: result.wing,
      wingName: enneagramTypeNames[result.wing],
      scores: result.scores.map((score) => ({ type: score.type, name: enneagramTypeNames[score.type] ?? score.name, score: score.score })),
    },
    ratings: statements
      .filter((statement) => ratings[statement.id] !== undefined)
      .map((statement) => {
        const rating = ratings[statement.id]!;
        return {
          id: statement.id,
          statement: statement.text,
          rating,
          label: ratingScale.find((step) => step.value === rating)?.label ?? String(rating),
        };
      }),
    wordingNote: known ? null : wordingNote(bankVersion, enneagramVersion),
  };
}
