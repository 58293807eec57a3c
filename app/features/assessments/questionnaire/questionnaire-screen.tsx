import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { STOP_AND_COME_BACK, WRITTEN_SURVEY_MINUTES } from "~/shared/survey-time";
import type { FormGate, OpenFormGate } from "~/features/assessments/form-gate";
import { GatedForm } from "~/features/assessments/gated-form";
import { ButtonLink } from "~/components/ui/button";
import { formDetails, isQuestionnaireFormType } from "~/domains/assessments/form-details";
import { holdQuestionnaire, reloadGate } from "./gate-revalidation";
import { QuestionnaireForm, type SentCopy } from "./questionnaire-form";
import { SuccessPanel } from "./success-panel";

/**
 * A written questionnaire behind its access gate. What was just sent is kept
 * here, above the gate, so the success panel stays while the gate reloads
 * to open the client's next paid copy.
 */
export function QuestionnaireScreen({ gate }: { gate: FormGate | Promise<FormGate> }) {
  const [sent, setSent] = useState<(SentCopy & { key: number }) | null>(null);
  return (
    <GatedForm gate={gate}>
      {(open) => <OpenQuestionnaire gate={open} sent={sent} onSent={(copy) => setSent({ ...copy, key: (sent?.key ?? 0) + 1 })} />}
    </GatedForm>
  );
}

function OpenQuestionnaire({ gate, sent, onSent }: { gate: OpenFormGate; sent: (SentCopy & { key: number }) | null; onSent: (copy: SentCopy) => void }) {
  const { revalidate } = useRevalidator();
  useEffect(() => holdQuestionnaire(), []);
  if (!isQuestionnaireFormType(gate.formType)) return null;
  const details = formDetails[gate.formType];
  const hasNextCopy = gate.copy.total > gate.copy.position;
  // Until the gate reloads, the page still names the copy that was just sent.
  const justSentThisCopy = sent?.entitlementId === gate.entitlementId;

  function sentCopy(copy: SentCopy) {
    onSent(copy);
    // Another paid copy is waiting: reload the gate to open it. Without one
    // the server would refuse any further send, so the page just says so.
    if (hasNextCopy) void reloadGate(revalidate);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">{gate.formName}</h1>
        <p className="mt-3 text-lg">{details.description}</p>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            Most people take {WRITTEN_SURVEY_MINUTES}. {STOP_AND_COME_BACK}
          </span>
          {gate.copy.total > 1 ? (
            <span className="font-semibold text-ink">
              Copy {gate.copy.position} of {gate.copy.total}
            </span>
          ) : null}
        </p>
      </header>
      {sent ? (
        <div className="mt-8 max-w-3xl">
          <SuccessPanel key={sent.key} sentSentence={details.sentSentence} crisis={sent.crisis} nextCopy={hasNextCopy || !justSentThisCopy} />
        </div>
      ) : null}
      {justSentThisCopy ? (
        hasNextCopy ? (
          <p role="status" className="mt-8 text-muted">
            Getting your next copy ready…
          </p>
        ) : (
          <section aria-labelledby="answers-received-heading" className="mt-8 max-w-3xl rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
            <h2 id="answers-received-heading" className="font-serif text-2xl text-ink">
              We have your answers
            </h2>
            <p className="mt-2">
              This copy of the {gate.formName} has been sent, so there is nothing more to fill in here. You can follow your
              report on your account page.
            </p>
            <ButtonLink to="/account" className="mt-4">
              Go to your account
            </ButtonLink>
          </section>
        )
      ) : (
        <QuestionnaireForm key={gate.entitlementId} gate={gate} formType={gate.formType} startEmpty={sent !== null} onSent={sentCopy} />
      )}
    </div>
  );
}
