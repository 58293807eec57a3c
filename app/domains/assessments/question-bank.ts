/**
 * The shape of a paid questionnaire. Answers are stored keyed by question id
 * (q1, q2, ...) together with the bank's version, so a report can always be
 * read against the exact wording the client saw.
 */

import { isWrittenFormType, writtenFormTypes, type WrittenFormType } from "~/shared/form-types";
import type { ScaleId } from "./scales/scale-definitions";

/** The written questionnaires: the forms a question bank asks (app/shared/form-types.ts says which). */
export type QuestionnaireFormType = WrittenFormType;
export const questionnaireFormTypes: readonly QuestionnaireFormType[] = writtenFormTypes;
export const isQuestionnaireFormType: (value: string) => value is QuestionnaireFormType = isWrittenFormType;

export type QuestionId = `q${number}`;
export type Question = { id: QuestionId; text: string; hint?: string };
export type Section = { title: string; description: string; questions: Question[] };
export type QuestionBank = {
  formType: QuestionnaireFormType;
  formName: string;
  version: string;
  /**
   * The validated scales asked in a section of their own before the open
   * questions (issue 18), in the order shown. Their items have ids of their
   * own ("phq9-9"), so the written questions keep q1, q2, ...
   */
  scales: readonly ScaleId[];
  /**
   * The direct suicide-risk screen (the NIMH ASQ, issue 27, ADR 0058), asked on a screen of its
   * own after the scales. Absent from the versions before it was asked (v1–v3).
   */
  riskScreen?: "asq";
  sections: Section[];
};

/**
 * A written form's banks: today's, and every earlier version still on record, worded
 * as clients saw it (answers keep their version, and are read against it).
 * `answersCarryForwardFrom` lists the earlier versions whose answers fit today's bank
 * as they are: the same question ids in the same order, the same scales, the wording
 * changed in spelling only (ADR 0045). A version that changes what is asked is never listed.
 */
export type WrittenFormBanks = { bank: QuestionBank; earlierBanks: readonly QuestionBank[]; answersCarryForwardFrom: readonly string[] };

export function allQuestions(bank: QuestionBank): Question[] {
  return bank.sections.flatMap((section) => section.questions);
}

export function questionIds(bank: QuestionBank): QuestionId[] {
  return allQuestions(bank).map((question) => question.id);
}

/** A question as written in a bank file: its text, optionally with a one-sentence hint. */
export type QuestionDraft = string | { text: string; hint: string };
export type SectionDraft = { title: string; description: string; questions: QuestionDraft[] };

/**
 * Numbers the questions q1, q2, ... continuously across sections, so the bank
 * files carry only wording. With sections of ten this is the spec's rule
 * (section index x 10 + position + 1); the tests pin it. Because ids follow
 * position, reordering questions changes ids and so needs a new version.
 */
export function defineBank(
  meta: Pick<QuestionBank, "formType" | "formName" | "version" | "scales" | "riskScreen">,
  sections: SectionDraft[],
): QuestionBank {
  let next = 1;
  return {
    ...meta,
    sections: sections.map((section) => ({
      title: section.title,
      description: section.description,
      questions: section.questions.map((draft): Question => {
        const id: QuestionId = `q${next++}`;
        return typeof draft === "string" ? { id, text: draft } : { id, text: draft.text, hint: draft.hint };
      }),
    })),
  };
}
