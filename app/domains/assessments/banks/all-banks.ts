import { questionnaireFormTypes, type QuestionBank, type QuestionnaireFormType } from "../question-bank";
import { deathGriefBank } from "./death-grief";
import { depressionBank } from "./depression";
import { britishSpellingInV2, withEarlierWording } from "./earlier-wordings";
import { marriageBank } from "./marriage";
import { mentalHealthWellbeingBank } from "./mental-health-wellbeing";

export const questionBanks: Record<QuestionnaireFormType, QuestionBank> = {
  marriage: marriageBank,
  "death-grief": deathGriefBank,
  depression: depressionBank,
  "mental-health-wellbeing": mentalHealthWellbeingBank,
};

export function getQuestionBank(formType: QuestionnaireFormType): QuestionBank {
  return questionBanks[formType];
}

/**
 * Earlier wordings still on record: answers keep the version they were given
 * to, and their reports are read against it. v2 is today's v3 in its earlier,
 * British spelling (earlier-wordings.ts); v1 is v2 without the scales (v2 added
 * them and changed no written question).
 */
const secondBanks: QuestionBank[] = questionnaireFormTypes.map((formType) =>
  withEarlierWording(questionBanks[formType], `${formType}-v2`, britishSpellingInV2[formType]),
);
const earlierBanks: QuestionBank[] = [...secondBanks, ...secondBanks.map((bank) => ({ ...bank, version: `${bank.formType}-v1`, scales: [] }))];

/** The bank exactly as a client saw it under `version`, or null for a version this build does not know. */
export function findQuestionBank(formType: QuestionnaireFormType, version: string): QuestionBank | null {
  const current = getQuestionBank(formType);
  if (current.version === version) return current;
  return earlierBanks.find((bank) => bank.formType === formType && bank.version === version) ?? null;
}

/**
 * Earlier versions whose answers fit today's bank as they are: the same question
 * ids in the same order, the same scales, and the same meaning, the wording
 * changed in spelling only. A draft written against one of them is carried
 * forward onto today's form, and a page still showing one may go on saving and
 * sending (ADR 0045). A version that changes what is asked is never listed here.
 */
const answersCarryForwardFrom: Record<QuestionnaireFormType, readonly string[]> = {
  marriage: ["marriage-v2"],
  "death-grief": ["death-grief-v2"],
  depression: ["depression-v2"],
  "mental-health-wellbeing": ["mental-health-wellbeing-v2"],
};

/** Whether answers given to `version` of this form may be kept and shown under today's wording. */
export function answersFitCurrentBank(formType: QuestionnaireFormType, version: string): boolean {
  return version === getQuestionBank(formType).version || answersCarryForwardFrom[formType].includes(version);
}
