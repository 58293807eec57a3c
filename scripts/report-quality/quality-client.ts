import type { QuestionnaireFormType } from "~/domains/assessments/question-bank";
import type { ScaleId } from "~/domains/assessments/scales/scale-definitions";

/** A topic a report written for this person should speak to, and words that show it did. */
export type SalientTopic = { topic: string; signals: readonly string[] };

/**
 * A fictional client of the quality bench (issue 28): nobody here is real. Written as a life, not
 * to fit any template: the bench asks whether a drafter's report speaks to it.
 */
export type QualityClient = {
  /** "<form>-<name>": also the submission id of the evidence. */
  id: string;
  formType: QuestionnaireFormType;
  firstName?: string;
  /** One answer per written question of the form's current bank, in bank order. */
  answers: readonly string[];
  /**
   * Item values per scale, in item order. A scale the bank asks that is not listed here (a bank may
   * gain one, such as a yes/no screen) is answered with its lowest value ("Not at all", or "No").
   */
  scales: Partial<Record<ScaleId, readonly number[]>>;
  /** Five to ten things this person's report should address. */
  salientTopics: readonly SalientTopic[];
  /**
   * Sentences exactly as written in `answers` about withdrawal, loss or difficulty: never to be
   * cited as a strength, a support, a hope or a goal (the role-misfit count).
   */
  neverSupports: readonly string[];
};
