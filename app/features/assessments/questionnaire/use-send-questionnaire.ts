import { useRef, useState, type FormEvent } from "react";
import type { DraftAutosave } from "~/features/assessments/autosave/use-draft-autosave";
import { sendSubmission, submissionIdFor, type SubmissionAttempt } from "~/features/assessments/autosave/send-submission";
import { showToast } from "~/components/toast/toaster";
import type { QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { FAILED_DESCRIPTION, FAILED_TITLE, formDetails, SENT_THANKS, SENT_TITLE, type QuestionnaireFormType } from "~/domains/assessments/form-details";
import type { QuestionBank } from "~/domains/assessments/question-bank";
import type { OpenFormGate } from "~/features/assessments/form-gate";
import { answerFieldId } from "./question-field";
import { emptyQuestionnaireAnswers } from "./questionnaire-answers";
import { CLIENT_FIELDS, firstInvalidField } from "./steps/questionnaire-steps";
import { scaleFieldId } from "./scale-section";
import type { SendFailure } from "./send-area";

export type SentCopy = { entitlementId: string; crisis: boolean };

export function fieldId(field: string): string {
  if ((CLIENT_FIELDS as readonly string[]).includes(field)) return `client-${field}`;
  return /^q\d+$/.test(field) ? answerFieldId(field) : scaleFieldId(field);
}

/**
 * Runs the browser's own checks on every field, shown or not: each invalid
 * field fires "invalid", which puts its message beside it (as a native
 * submit did when the whole form was one page). Returns the invalid names.
 */
function invalidFieldNames(form: HTMLFormElement): string[] {
  return Array.from(form.elements)
    .filter((element): element is HTMLInputElement | HTMLTextAreaElement => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    .filter((element) => !element.checkValidity())
    .map((element) => element.name);
}

type SendOptions = {
  gate: OpenFormGate;
  formType: QuestionnaireFormType;
  bank: QuestionBank;
  autosave: DraftAutosave<QuestionnaireAnswers>;
  /** True on the review screen, the only one with "Send Form"; Enter in a field elsewhere sends nothing. */
  canSend: boolean;
  setErrors: (errors: Record<string, string>) => void;
  goToField: (fieldId: string) => void;
  restart: () => void;
  onSent: (sent: SentCopy) => void;
};

/**
 * "Send Form": checks every field first (spec section 5) and, if one is
 * invalid, takes the writer to its screen and focuses it; then sends, and a
 * failure keeps every answer and says what happened, at the field when the
 * server names one.
 */
export function useSendQuestionnaire({ gate, formType, bank, autosave, canSend, setErrors, goToField, restart, onSent }: SendOptions) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const attempt = useRef<SubmissionAttempt | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !canSend) return;
    const firstInvalid = firstInvalidField(bank, invalidFieldNames(event.currentTarget));
    if (firstInvalid) {
      goToField(fieldId(firstInvalid));
      return;
    }
    setSending(true);
    setFailure(null);
    const sentAnswers = autosave.answers;
    // The server then has the newest draft even if sending fails; no save may land after the send.
    await autosave.flush();
    autosave.hold(true);
    attempt.current = submissionIdFor(attempt.current, sentAnswers);
    const result = await sendSubmission<QuestionnaireAnswers>({
      formType,
      entitlementId: gate.entitlementId,
      bankVersion: gate.bankVersion,
      submissionId: attempt.current.submissionId,
      answers: sentAnswers,
    });
    setSending(false);
    if (result.ok) {
      attempt.current = null;
      autosave.finish(emptyQuestionnaireAnswers(""));
      restart();
      // With crisis support on the page, no toast lies over its first lines: the page says "sent" too.
      if (!result.receipt.crisis) showToast({ title: SENT_TITLE, description: `${formDetails[formType].sentSentence} ${SENT_THANKS}` });
      onSent({ entitlementId: gate.entitlementId, crisis: result.receipt.crisis });
      return;
    }
    autosave.hold(false);
    showToast({ title: FAILED_TITLE, description: FAILED_DESCRIPTION, type: "error" });
    const fieldErrors = result.reason === "refused" ? result.fieldErrors : {};
    const serverInvalid = firstInvalidField(bank, Object.keys(fieldErrors));
    setErrors(fieldErrors);
    setFailure({
      status: result.reason === "refused" ? result.status : null,
      message: result.reason === "refused" && result.status < 500 && result.error ? result.error : FAILED_DESCRIPTION,
    });
    if (serverInvalid) goToField(fieldId(serverInvalid));
    // The button was disabled while sending, which drops keyboard focus; give it back.
    else if (document.activeElement === document.body) sendButton.current?.focus();
  }

  return { submit, sending, failure, sendButton };
}
