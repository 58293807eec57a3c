import { submissionAnswersSchema, type QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { questionIds } from "~/domains/assessments/question-bank";
import { ASQ_NO, ASQ_SCREENING_ITEM_IDS } from "~/domains/assessments/scales/asq";
import { scaleDefinitions } from "~/domains/assessments/scales/scale-definitions";
import type { ReportEvidence } from "~/shared/report-evidence";
import type { QualityClient } from "./quality-client";

/**
 * A fixture client's answers to the form's current bank, checked by the same schema a submission
 * passes. Scales come from the fixture; any scale the bank asks that the fixture does not list
 * (a bank may gain one) is answered with the scale's lowest value, "No" on a yes/no screen; the
 * ASQ's questions 1–4 (the bank's risk screen, ADR 0058), which every sent form answers, are "No".
 */
export function clientAnswers(client: QualityClient): QuestionnaireAnswers {
  const bank = getQuestionBank(client.formType);
  const ids = questionIds(bank);
  if (client.answers.length !== ids.length) {
    throw new Error(`${client.id} answers ${client.answers.length} of the ${ids.length} questions of ${bank.version}`);
  }
  const scales = Object.fromEntries(
    bank.scales.flatMap((scaleId) => {
      const scale = scaleDefinitions[scaleId];
      const lowest = Math.min(...scale.options.map((option) => option.value));
      return scale.items.map((item, index) => [item.id, client.scales[scaleId]?.[index] ?? lowest]);
    }),
  );
  const riskScreen = bank.riskScreen ? ASQ_SCREENING_ITEM_IDS.map((id) => [id, ASQ_NO] as const) : [];
  const answers: QuestionnaireAnswers = {
    email: `${client.id}@example.com`,
    completionDate: "2026-11-20",
    ...(client.firstName ? { firstName: client.firstName } : {}),
    responses: Object.fromEntries(ids.map((id, index) => [id, client.answers[index]!])),
    scales: { ...scales, ...Object.fromEntries(riskScreen) },
  };
  const checked = submissionAnswersSchema(client.formType).safeParse(answers);
  if (!checked.success) throw new Error(`${client.id} does not pass the ${client.formType} form: ${checked.error.issues.map((issue) => issue.path.join(".")).join(", ")}`);
  return answers;
}

/** The evidence the reports lane would prepare from the client's submission. */
export function clientEvidence(client: QualityClient): ReportEvidence {
  const evidence = prepareEvidence({
    submissionId: client.id,
    formType: client.formType,
    bankVersion: getQuestionBank(client.formType).version,
    submittedAt: new Date("2026-11-20T15:00:00Z"),
    answers: clientAnswers(client),
  });
  const written = new Set(evidence.sentences.map((sentence) => sentence.text));
  const missing = client.neverSupports.filter((sentence) => !written.has(sentence));
  if (missing.length > 0) throw new Error(`${client.id} lists ${missing.length} never-support sentence(s) that are not sentences of its answers`);
  return evidence;
}
