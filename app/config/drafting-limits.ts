/**
 * How long drafting a report may take, as the model drafter and the
 * `draft-report` job both count it (ADR 0061). Kept here, apart from both,
 * so that the job's expiry follows the drafter's timeout and the two cannot
 * disagree: a job abandoned while the model was still answering would draft
 * the same report again beside the first run.
 */

/** The model drafter asks at most twice for one draft: the draft, and one repair with the reasons it was refused. */
export const REPORT_AI_ASKS_PER_DRAFT = 2;

/** Room after the last ask for verification and the save. */
const SAVE_MARGIN_SECONDS = 60;

/** How long one `draft-report` run may stay active: every ask at its full REPORT_AI_TIMEOUT_MS, then the save. */
export function draftJobExpirySeconds(timeoutMs: number): number {
  return Math.ceil((timeoutMs * REPORT_AI_ASKS_PER_DRAFT) / 1000) + SAVE_MARGIN_SECONDS;
}
