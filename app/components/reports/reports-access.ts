import type { AssessmentFormType } from "~/domains/assessments/form-details";

/** Which of the five forms this user may open now or has already sent (either way "Access Form"). */
export type ReportsAccess = Record<AssessmentFormType, boolean>;
