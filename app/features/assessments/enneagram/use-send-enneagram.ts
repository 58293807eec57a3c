import { useRef, useState } from "react";
import { sendSubmission, submissionIdFor, type SubmissionAttempt } from "~/features/assessments/autosave/send-submission";
import { showToast } from "~/components/toast/toaster";
import type { EnneagramAnswers } from "~/domains/assessments/assessment-answers";
import type { EnneagramResult } from "~/domains/assessments/enneagram/score-enneagram";
import { FAILED_DESCRIPTION, FAILED_TITLE, formDetails, SENT_THANKS, SENT_TITLE } from "~/domains/assessments/form-details";

type SendTarget = { entitlementId: string; bankVersion: string };

export type SendOutcome = { sent: true; result: EnneagramResult | null } | { sent: false };

/**
 * Sends the rated questionnaire once (spec sections 4 and 8): "Sending..."
 * while it travels, then the success or failure toast. A retry of unchanged
 * ratings reuses the submission id, so a lost reply never sends twice.
 */
export function useSendEnneagram({ entitlementId, bankVersion }: SendTarget) {
  const [sending, setSending] = useState(false);
  /** The server's own reason, when it gave one (e.g. already sent, signed out). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = useRef<SubmissionAttempt | null>(null);

  async function send(answers: EnneagramAnswers): Promise<SendOutcome> {
    setSending(true);
    setRefusal(null);
    attempt.current = submissionIdFor(attempt.current, answers);
    const outcome = await sendSubmission<EnneagramAnswers, EnneagramResult>({
      formType: "enneagram",
      entitlementId,
      bankVersion,
      submissionId: attempt.current.submissionId,
      answers,
    });
    setSending(false);
    if (outcome.ok) {
      attempt.current = null;
      showToast({ title: SENT_TITLE, description: `${formDetails.enneagram.sentSentence} ${SENT_THANKS}` });
      return { sent: true, result: outcome.receipt.enneagram };
    }
    showToast({ title: FAILED_TITLE, description: FAILED_DESCRIPTION, type: "error" });
    if (outcome.reason === "refused" && outcome.error) setRefusal(outcome.error);
    return { sent: false };
  }

  return { send, sending, refusal };
}
