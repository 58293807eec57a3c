/**
 * How long drafting a report may take, as the model drafter and the
 * `draft-report` job both count it (ADR 0061). Kept here, apart from both,
 * so that the job's expiry follows the drafter's timeout and the two cannot
 * disagree: a job abandoned while the model was still answering would draft
 * the same report again beside the first run.
 */

/** The model drafter asks at most twice for one draft: the draft, and one repair with the reasons it was refused. */
export const REPORT_AI_ASKS_PER_DRAFT = 2;

/**
 * The most calls one report is drafted in (ADR 0068): a call per section of the longest outline
 * with help-now, and the themes section's extra shares. The part planner never plans more.
 */
export const MAX_DRAFT_PARTS = 14;

/** REPORT_AI_PARALLEL_CALLS when unset: how many parts of a report are drafted at once. */
export const DEFAULT_PARALLEL_CALLS = 2;

/** Room after the last ask for verification and the save. */
const SAVE_MARGIN_SECONDS = 60;

/**
 * How long a whole draft may take, its parts run `parallelCalls` at a time: every part asked twice
 * at the full REPORT_AI_TIMEOUT_MS, in as many rounds as the most parts need. The model drafter
 * stops at it, and the job's expiry is computed from it.
 */
export function draftDeadlineMs(timeoutMs: number, parallelCalls: number = DEFAULT_PARALLEL_CALLS): number {
  return timeoutMs * REPORT_AI_ASKS_PER_DRAFT * Math.ceil(MAX_DRAFT_PARTS / Math.max(1, parallelCalls));
}

/** How long one `draft-report` run may stay active: the draft's deadline, then the save. */
export function draftJobExpirySeconds(timeoutMs: number, parallelCalls: number = DEFAULT_PARALLEL_CALLS): number {
  return Math.ceil(draftDeadlineMs(timeoutMs, parallelCalls) / 1000) + SAVE_MARGIN_SECONDS;
}
