import type { AssessmentAnswers } from "~/domains/assessments/assessment-answers";
import type { AssessmentFormType } from "~/domains/assessments/form-details";

/** What the access gate decided for one signed-in user and one form (serialisable to the page). */
export type FormGate =
  | { state: "no-access"; formType: AssessmentFormType; formName: string; purchaseLabel: string }
  | { state: "all-sent"; formType: AssessmentFormType; formName: string; lastSentOn: string; purchaseLabel: string }
  | OpenFormGate;

export type OpenFormGate = {
  state: "open";
  formType: AssessmentFormType;
  formName: string;
  /** The paid copy being filled in; every save and the submission name it. */
  entitlementId: string;
  copy: { position: number; total: number };
  bankVersion: string;
  accountEmail: string;
  draft: AssessmentAnswers | null;
  draftSavedAt: string | null;
};
