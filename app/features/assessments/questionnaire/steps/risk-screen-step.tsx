import { useEffect, useRef } from "react";
import { CrisisCallLinks } from "~/components/content/crisis-call-links";
import { CrisisSupport } from "~/components/content/crisis-support";
import { asq, asqAcute, asqOptions, RISK_SCREEN_SECTION } from "~/domains/assessments/scales/asq";
import { RISK_SCREEN_ANCHOR_ID } from "../questionnaire-answers";
import { ScaleItemField } from "../scale-section";
import { riskScreenQuestionsAsked } from "./questionnaire-steps";

type RiskScreenStepProps = {
  chosen: Record<string, number>;
  errors: Record<string, string>;
  onChoose: (itemId: string, value: number) => void;
  onInvalid: (itemId: string, message: string) => void;
  /** What is said above the crisis lines after a yes to question 5; a check-in (ADR 0069) says its own. */
  acuteIntro?: string;
};

/** Said above the crisis lines the moment question 5 is answered yes (product.md quotes it). */
export const ACUTE_SUPPORT_INTRO =
  "Thank you for telling us. Please don't wait for your report: talk with someone now. Your answers are saved, and you can come back to this form whenever you are ready.";

/**
 * The direct suicide-risk screen (the NIMH ASQ, issue 27, ADR 0058) on a screen of its own:
 * questions 1–4 as yes-or-no radio groups, question 5 only after a yes. A yes to question 5
 * shows calm crisis support at once, on this screen, and moves focus to it so keyboard and
 * screen reader users meet it before anything else; nothing stops the writer from going on.
 */
export function RiskScreenStep({ chosen, errors, onChoose, onInvalid, acuteIntro = ACUTE_SUPPORT_INTRO }: RiskScreenStepProps) {
  const acute = asqAcute(chosen);
  const support = useRef<HTMLDivElement>(null);
  const wasAcute = useRef(acute);
  useEffect(() => {
    // Only when the writer has just answered yes: a draft reopened with that answer moves no focus.
    if (acute && !wasAcute.current) support.current?.focus();
    wasAcute.current = acute;
  }, [acute]);

  return (
    <section
      id={RISK_SCREEN_ANCHOR_ID}
      aria-labelledby={`${RISK_SCREEN_ANCHOR_ID}-title`}
      className="scroll-mt-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${RISK_SCREEN_ANCHOR_ID}-title`} tabIndex={-1} data-screen-heading="" className="font-serif text-2xl text-ink">
        {RISK_SCREEN_SECTION.title}
      </h2>
      <p className="mt-2 text-muted">{RISK_SCREEN_SECTION.description}</p>
      <div className="mt-6 space-y-5">
        {riskScreenQuestionsAsked(chosen).map((item) => (
          <ScaleItemField
            key={item.id}
            item={item}
            options={asqOptions}
            value={chosen[item.id]}
            error={errors[item.id]}
            onChoose={onChoose}
            onInvalid={onInvalid}
          />
        ))}
      </div>
      {acute ? (
        <div ref={support} tabIndex={-1} data-testid="risk-screen-support" className="mt-6 focus:outline-none">
          <p className="text-lg text-ink">{acuteIntro}</p>
          <CrisisSupport heading="Support is here now" headingLevel={3} className="mt-3" />
          <CrisisCallLinks label="Call or text for help now" className="mt-4" />
        </div>
      ) : null}
      <p className="mt-6 text-sm text-muted">{asq.credit}</p>
    </section>
  );
}
