import { useState } from "react";
import { useDraftAutosave } from "~/features/assessments/autosave/use-draft-autosave";
import type { OpenFormGate } from "~/features/assessments/form-gate";
import { countAnswered, isEnneagramAnswers, questionCount, type QuestionnaireAnswers } from "~/domains/assessments/assessment-answers";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { formDetails, type QuestionnaireFormType } from "~/domains/assessments/form-details";
import { BeforeYouBegin } from "./before-you-begin";
import { ClientInfoCard } from "./client-info-card";
import { CopyrightDisclaimerCard, DisclaimerCard } from "./disclaimer-cards";
import { ProgressBar } from "./steps/progress-bar";
import { ProgressOverview } from "./steps/progress-overview";
import { QuestionSection } from "./question-section";
import { emptyQuestionnaireAnswers, sectionAnchorId, sectionProgress } from "./questionnaire-answers";
import { questionnaireSteps, resumeStep } from "./steps/questionnaire-steps";
import { ReviewScreen } from "./steps/review-screen";
import { RiskScreenStep } from "./steps/risk-screen-step";
import { ScaleSection } from "./scale-section";
import { SendArea } from "./send-area";
import { Encouragement, StepNav } from "./steps/step-nav";
import { useFieldChanges } from "./use-field-changes";
import { useSendQuestionnaire, type SentCopy } from "./use-send-questionnaire";
import { useStepNavigation } from "./steps/use-step-navigation";

export type { SentCopy } from "./use-send-questionnaire";

type FormProps = {
  gate: OpenFormGate;
  formType: QuestionnaireFormType;
  /** After a send the next copy starts with an empty e-mail (spec section 4), not the account's. */
  startEmpty: boolean;
  onSent: (sent: SentCopy) => void;
};

/**
 * A written questionnaire (spec section 2), one section per screen (ADR 41):
 * Client Information with the notice, the scales, the direct risk screen (ADR 58), each open-question
 * section, then a review with the disclaimers and "Send Form" last. Every
 * screen stays in the form (hidden when not shown), so every answer is
 * autosaved and checked on send wherever it is.
 */
export function QuestionnaireForm({ gate, formType, startEmpty, onSent }: FormProps) {
  const bank = getQuestionBank(formType);
  const steps = questionnaireSteps(bank);
  const reviewStep = steps.length - 1;
  const autosave = useDraftAutosave<QuestionnaireAnswers>({
    formType,
    entitlementId: gate.entitlementId,
    bankVersion: gate.bankVersion,
    serverDraft: gate.draft && !isEnneagramAnswers(gate.draft) ? gate.draft : null,
    emptyAnswers: () => emptyQuestionnaireAnswers(startEmpty ? "" : gate.accountEmail),
  });
  const { answers } = autosave;
  const fields = useFieldChanges(autosave.update);
  const { step, goTo, goToField, restart } = useStepNavigation(steps.length, resumeStep(bank, answers));
  const send = useSendQuestionnaire({ gate, formType, bank, autosave, canSend: step === reviewStep, setErrors: fields.setErrors, goToField, restart, onSent });
  const [announcedAnswered, setAnnouncedAnswered] = useState(() => countAnswered(answers));

  const answered = countAnswered(answers);
  const total = questionCount(formType);
  const titles = steps.map((each) => each.title);
  // Numbering runs on across sections: a section's first number follows the questions before it.
  const firstNumbers = bank.sections.map((_, index) =>
    bank.sections.slice(0, index).reduce((sum, section) => sum + section.questions.length, 1),
  );
  const progress = sectionProgress(bank, answers);
  const screens = steps.map((each, index) => ({ title: each.title, ...(index > 0 && index < reviewStep ? progress[index - 1]! : { answered: 0, total: 0 }) }));
  const screen = (index: number) => ({ "data-step": index, hidden: step !== index, className: "space-y-6" });
  const nav = <StepNav step={step} titles={titles} onGo={goTo} />;

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <div className="min-w-0">
        <ProgressBar
          place={step === reviewStep ? "Review before sending" : `Section ${step + 1} of ${reviewStep}`}
          answered={answered}
          total={total}
          announcedAnswered={announcedAnswered}
          saveState={autosave.status}
        />
        <form
          method="post"
          noValidate
          onSubmit={send.submit}
          onBlur={() => setAnnouncedAnswered(countAnswered(answers))}
          aria-label={gate.formName}
          data-autosave={autosave.ready ? "ready" : "starting"}
          className="mt-6"
        >
          <div {...screen(0)}>
            <BeforeYouBegin />
            <ClientInfoCard
              info={{
                email: answers.email,
                completionDate: answers.completionDate,
                firstName: answers.firstName ?? "",
                phone: answers.phone ?? "",
                phoneConsent: answers.phoneConsent ?? false,
              }}
              errors={fields.errors}
              onChange={fields.changeClient}
              onConsentChange={fields.changeConsent}
              onInvalid={fields.markInvalid}
            />
            {step === 0 ? nav : null}
          </div>
          {steps.map((each, index) =>
            each.kind === "scales" || each.kind === "risk-screen" || each.kind === "section" ? (
              <div key={each.title} {...screen(index)}>
                <Encouragement done={index} of={reviewStep} />
                {each.kind === "risk-screen" ? (
                  <RiskScreenStep
                    chosen={answers.scales ?? {}}
                    errors={fields.errors}
                    onChoose={fields.chooseRiskScreenAnswer}
                    onInvalid={fields.markInvalid}
                  />
                ) : each.kind === "scales" ? (
                  <ScaleSection
                    scaleIds={bank.scales}
                    chosen={answers.scales ?? {}}
                    errors={fields.errors}
                    onChoose={fields.chooseScaleAnswer}
                    onInvalid={fields.markInvalid}
                  />
                ) : (
                  <QuestionSection
                    section={bank.sections[each.sectionIndex]!}
                    anchorId={sectionAnchorId(each.sectionIndex)}
                    firstNumber={firstNumbers[each.sectionIndex] ?? 1}
                    responses={answers.responses}
                    errors={fields.errors}
                    onChange={fields.changeResponse}
                    onInvalid={fields.markInvalid}
                  />
                )}
                {step === index ? nav : null}
              </div>
            ) : null,
          )}
          <div {...screen(reviewStep)}>
            <Encouragement done={reviewStep} of={reviewStep} />
            <ReviewScreen bank={bank} answers={answers} onEdit={goTo} />
            {step === reviewStep ? nav : null}
            <DisclaimerCard />
            {formDetails[formType].copyrightNotice ? <CopyrightDisclaimerCard /> : null}
            <SendArea
              answered={answered}
              total={total}
              errorCount={Object.keys(fields.errors).length}
              sending={send.sending}
              ready={autosave.ready}
              failure={send.failure}
              saveState={autosave.status}
              buttonRef={send.sendButton}
            />
          </div>
        </form>
      </div>
      <div className="hidden lg:block">
        <div className="lg:sticky lg:top-6">
          <ProgressOverview screens={screens} current={step} onGo={goTo} />
        </div>
      </div>
    </div>
  );
}
