/**
 * What each sealed value of this domain is bound to (app/security/sealing.server.ts):
 * a sealed value copied into another row fails to open instead of showing the wrong answers.
 */
export const draftContext = (entitlementId: string) => `draft:${entitlementId}`;
export const submissionContext = (submissionId: string) => `submission:${submissionId}`;
/** A staff member's safety follow-up note (safety_flag_reviews), sealed with the same key. */
export const safetyReviewContext = (reviewId: string) => `safety-review:${reviewId}`;
/** A check-in's open answer and item answers (check_ins, ADR 0069), sealed with the same key. */
export const checkInContext = (checkInId: string) => `check-in:${checkInId}`;
