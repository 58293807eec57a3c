import type { AssessmentAnswers } from "~/domains/assessments/assessment-answers";
import { type FormType } from "~/shared/form-types";

/** What the access gate decided for one signed-in user and one form (serialisable to the page). */
export type FormGate =
  | { state: "no-access"; formType: FormType; formName: string; purchaseLabel: string }
  | { state: "all-sent"; formType: FormType; formName: string; lastSentOn: string; purchaseLabel: string }
  | OpenFormGate;

export type OpenFormGate = {
  state: "open";
  formType: FormType;
  formName: string;
  /** The paid copy being filled in; every save and the submission name it. */
  entitlementId: string;
  copy: { position: number; total: number };
  bankVersion: string;
  accountEmail: string;
  draft: AssessmentAnswers | null;
  draftSavedAt: string | null;
  /**
   * Only for a copy with no draft: the client's last sent answers to this form, which the copy
   * may start from (docs/product.md: a report bought for a topic already answered reuses them).
   */
  earlierAnswers?: { submissionId: string; sentOn: string } | null;
};
