import type { QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { MAX_ANSWER_LENGTH } from "~/domains/assessments/assessment-answers";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { questionIds, type QuestionnaireFormType } from "~/domains/assessments/question-bank";
import type { ReportEvidence } from "~/shared/report-evidence";
import { CRISIS_SENTENCE, fictionalAnswers } from "./fictional-answers";

/**
 * The largest submission a written form allows (issue 30): every question
 * answered to MAX_ANSWER_LENGTH characters, from the form's fictional answers
 * rotated so that no two answers read alike, the last one ending with the
 * crisis sentence so the report also has its help-now section. What the
 * token budget of a report drafted in parts is measured against.
 */
export function largestAnswers(formType: QuestionnaireFormType): QuestionnaireAnswers {
  const answers = fictionalAnswers(formType);
  const ids = questionIds(getQuestionBank(formType));
  const sentences = Object.values(answers.responses).flatMap((text) => text.split(/(?<=[.!?])\s+/)).filter(Boolean);
  const responses = Object.fromEntries(
    ids.map((id, index) => {
      const last = index === ids.length - 1;
      const room = MAX_ANSWER_LENGTH - (last ? CRISIS_SENTENCE.length + 1 : 0);
      let text = "";
      for (let at = index * 7; ; at++) {
        const next = sentences[at % sentences.length]!;
        if (text.length + next.length + 1 > room) break;
        text = text ? `${text} ${next}` : next;
      }
      return [id, last ? `${text} ${CRISIS_SENTENCE}` : text];
    }),
  );
  return { ...answers, responses };
}

export function largestEvidence(formType: QuestionnaireFormType): ReportEvidence {
  return prepareEvidence({
    submissionId: `largest-${formType}`,
    formType,
    bankVersion: getQuestionBank(formType).version,
    submittedAt: new Date("2026-11-20T15:00:00Z"),
    answers: largestAnswers(formType),
  });
}
