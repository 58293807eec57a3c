import type { AssessmentAnswers } from "~/domains/assessments/assessment-answers";
import { readError } from "./server-replies";
import { randomUuid } from "./random-ids";
import { type FormType } from "~/shared/form-types";

export const SUBMISSIONS_ENDPOINT = "/api/assessments/submissions";

export type SubmissionRequest<A extends AssessmentAnswers> = {
  formType: FormType;
  entitlementId: string;
  bankVersion: string;
  /** From `submissionIdFor`: the same id for a retry of the same answers, so a lost reply cannot send twice. */
  submissionId: string;
  answers: A;
};

/** What the server answers on success; `enneagram` carries the built-in questionnaire's scores (null for written forms). */
export type SubmissionReceipt<E = unknown> = { submissionId: string; crisis: boolean; enneagram: E | null };

export type SubmissionResult<E = unknown> =
  | { ok: true; receipt: SubmissionReceipt<E> }
  /** The request never got an answer (offline, dropped connection). */
  | { ok: false; reason: "network" }
  /** The server answered with an error: its message (if any) and per-field messages for a 400. */
  | { ok: false; reason: "refused"; status: number; error: string | null; fieldErrors: Record<string, string> };

/**
 * Sends a completed questionnaire once (POST /api/assessments/submissions).
 * Never throws: a network failure and a refusal are results the page shows,
 * with every answer still in place.
 */
export async function sendSubmission<A extends AssessmentAnswers, E = unknown>(
  request: SubmissionRequest<A>,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<SubmissionResult<E>> {
  let response: Response;
  try {
    response = await fetchImpl(SUBMISSIONS_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (response.ok) {
    try {
      const receipt = (await response.json()) as SubmissionReceipt<E>;
      if (typeof receipt.submissionId === "string") return { ok: true, receipt: { ...receipt, crisis: receipt.crisis === true } };
    } catch {
      // A 2xx without the expected body is treated like a dropped reply: retrying with the same id is safe.
    }
    return { ok: false, reason: "network" };
  }
  const error = await readError(response);
  let fieldErrors: Record<string, string> = {};
  try {
    const body = (await response.json()) as { fieldErrors?: unknown };
    if (body.fieldErrors && typeof body.fieldErrors === "object") {
      fieldErrors = Object.fromEntries(
        Object.entries(body.fieldErrors as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      );
    }
  } catch {
    // No JSON body: no field messages.
  }
  return { ok: false, reason: "refused", status: response.status, error, fieldErrors };
}

/** One attempt to send: its id and the answers it carried. */
export type SubmissionAttempt = { submissionId: string; fingerprint: string };

/**
 * The submission id for sending these answers: the previous attempt's id when
 * the answers are unchanged (a retry after a failure, so a reply lost on the
 * way cannot create a second submission), a new one otherwise.
 */
export function submissionIdFor(previous: SubmissionAttempt | null, answers: AssessmentAnswers): SubmissionAttempt {
  const fingerprint = JSON.stringify(answers);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { submissionId: randomUuid(), fingerprint };
}
