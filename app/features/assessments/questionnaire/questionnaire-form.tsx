import { useCallback, useRef, useState, type FormEvent } from "react";
import { sendSubmission, submissionIdFor, type SubmissionAttempt } from "~/features/assessments/autosave/send-submission";
import { useDraftAutosave } from "~/features/assessments/autosave/use-draft-autosave";
import type { OpenFormGate } from "~/features/assessments/form-gate";
import { showToast } from "~/components/toast/toaster";
import { countAnswered, isEnneagramAnswers, questionCount, type QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { FAILED_DESCRIPTION, FAILED_TITLE, formDetails, SENT_THANKS, SENT_TITLE, type QuestionnaireFormType } from "~/domains/assessments/form-details";
import { questionIds } from "~/domains/assessments/question-bank";
import { scaleItemIds } from "~/domains/assessments/scales/scale-definitions";
import { BeforeYouBegin } from "./before-you-begin";
import { ClientInfoCard, type ClientField } from "./client-info-card";
import { CopyrightDisclaimerCard, DisclaimerCard } from "./disclaimer-cards";
import { ProgressOverview } from "./progress-overview";
import { answerFieldId } from "./question-field";
import { QuestionSection } from "./question-section";
import { ScaleSection, scaleFieldId } from "./scale-section";
import { SendArea, type SendFailure } from "./send-area";
import { emptyQuestionnaireAnswers, sectionAnchorId, sectionProgress } from "./questionnaire-answers";

export type SentCopy = { entitlementId: string; crisis: boolean };

type FormProps = {
  gate: OpenFormGate;
  formType: QuestionnaireFormType;
  /** After a send the next copy starts with an empty e-mail (spec section 4), not the account's. */
  startEmpty: boolean;
  onSent: (sent: SentCopy) => void;
};

const CLIENT_FIELDS = ["email", "completionDate", "firstName", "phone", "phoneConsent"];

function fieldId(field: string): string {
  if (CLIENT_FIELDS.includes(field)) return `client-${field}`;
  return /^q\d+$/.test(field) ? answerFieldId(field) : scaleFieldId(field);
}

/**
 * A written questionnaire (spec section 2): the notice, Client Information,
 * the sections, the disclaimers and "Send Form" last, with progress beside
 * it. Every change is autosaved; sending checks every field natively first
 * (spec section 5), and a failure keeps every answer and says what happened.
 */
export function QuestionnaireForm({ gate, formType, startEmpty, onSent }: FormProps) {
  const bank = getQuestionBank(formType);
  const autosave = useDraftAutosave<QuestionnaireAnswers>({
    formType,
    entitlementId: gate.entitlementId,
    bankVersion: gate.bankVersion,
    serverDraft: gate.draft && !isEnneagramAnswers(gate.draft) ? gate.draft : null,
    emptyAnswers: () => emptyQuestionnaireAnswers(startEmpty ? "" : gate.accountEmail),
  });
  const { answers, update } = autosave;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [announcedAnswered, setAnnouncedAnswered] = useState(() => countAnswered(answers));
  const attempt = useRef<SubmissionAttempt | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  const clearError = useCallback((field: string) => {
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const rest = { ...previous };
      delete rest[field];
      return rest;
    });
  }, []);
  const changeResponse = useCallback(
    (questionId: string, value: string) => {
      update((previous) => ({ ...previous, responses: { ...previous.responses, [questionId]: value } }));
      clearError(questionId);
    },
    [update, clearError],
  );
  const chooseScaleAnswer = useCallback(
    (itemId: string, value: number) => {
      update((previous) => ({ ...previous, scales: { ...previous.scales, [itemId]: value } }));
      clearError(itemId);
    },
    [update, clearError],
  );
  const changeClient = useCallback(
    (field: ClientField, value: string) => {
      update((previous) => ({ ...previous, [field]: value }));
      clearError(field);
      // A phone number taken away no longer needs the consent to use it.
      if (field === "phone") clearError("phoneConsent");
    },
    [update, clearError],
  );
  const changeConsent = useCallback(
    (consent: boolean) => {
      update((previous) => ({ ...previous, phoneConsent: consent }));
      clearError("phoneConsent");
    },
    [update, clearError],
  );
  const markInvalid = useCallback((field: string, message: string) => {
    setErrors((previous) => (previous[field] === message ? previous : { ...previous, [field]: message }));
  }, []);

  // The browser's own check has passed when this runs (the form keeps native validation).
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    const sentAnswers = answers;
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
      showToast({ title: SENT_TITLE, description: `${formDetails[formType].sentSentence} ${SENT_THANKS}` });
      onSent({ entitlementId: gate.entitlementId, crisis: result.receipt.crisis });
      return;
    }
    autosave.hold(false);
    showToast({ title: FAILED_TITLE, description: FAILED_DESCRIPTION, type: "error" });
    const fieldErrors = result.reason === "refused" ? result.fieldErrors : {};
    const firstInvalid = [...CLIENT_FIELDS, ...scaleItemIds(bank.scales), ...questionIds(bank)].find((field) => fieldErrors[field]);
    setErrors(fieldErrors);
    setFailure({
      status: result.reason === "refused" ? result.status : null,
      message: result.reason === "refused" && result.status < 500 && result.error ? result.error : FAILED_DESCRIPTION,
    });
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    // The button was disabled while sending, which drops keyboard focus; give it back.
    else if (document.activeElement === document.body) sendButton.current?.focus();
  }

  const answered = countAnswered(answers);
  const total = questionCount(formType);
  // Numbering runs on across sections: a section's first number follows the questions before it.
  const firstNumbers = bank.sections.map((_, index) =>
    bank.sections.slice(0, index).reduce((sum, section) => sum + section.questions.length, 1),
  );

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <BeforeYouBegin />
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="lg:sticky lg:top-6">
          <ProgressOverview
            answered={answered}
            total={total}
            sections={sectionProgress(bank, answers)}
            announcedAnswered={announcedAnswered}
            saveState={autosave.status}
          />
        </div>
      </div>
      <form
        method="post"
        onSubmit={submit}
        onBlur={() => setAnnouncedAnswered(countAnswered(answers))}
        aria-label={gate.formName}
        data-autosave={autosave.ready ? "ready" : "starting"}
        className="min-w-0 space-y-8"
      >
        <ClientInfoCard
          info={{
            email: answers.email,
            completionDate: answers.completionDate,
            firstName: answers.firstName ?? "",
            phone: answers.phone ?? "",
            phoneConsent: answers.phoneConsent ?? false,
          }}
          errors={errors}
          onChange={changeClient}
          onConsentChange={changeConsent}
          onInvalid={markInvalid}
        />
        <ScaleSection
          scaleIds={bank.scales}
          chosen={answers.scales ?? {}}
          errors={errors}
          onChoose={chooseScaleAnswer}
          onInvalid={markInvalid}
        />
        {bank.sections.map((section, index) => (
          <QuestionSection
            key={section.title}
            section={section}
            anchorId={sectionAnchorId(index)}
            firstNumber={firstNumbers[index] ?? 1}
            responses={answers.responses}
            errors={errors}
            onChange={changeResponse}
            onInvalid={markInvalid}
          />
        ))}
        <DisclaimerCard />
        {formType === "death-grief" ? <CopyrightDisclaimerCard /> : null}
        <SendArea
          answered={answered}
          total={total}
          errorCount={Object.keys(errors).length}
          sending={sending}
          ready={autosave.ready}
          failure={failure}
          saveState={autosave.status}
          buttonRef={sendButton}
        />
      </form>
    </div>
  );
}
