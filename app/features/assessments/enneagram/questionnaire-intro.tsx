import { ShieldCheck } from "lucide-react";
import { ratingScale } from "~/domains/assessments/enneagram/statements";
import { ENNEAGRAM_MINUTES } from "~/shared/survey-time";

/** The questionnaire's heading, what to do, and who sees the ratings. */
export function QuestionnaireIntro({ copy }: { copy: { position: number; total: number } }) {
  return (
    <header className="space-y-4">
      <h1 className="font-serif text-4xl text-ink">Enneagram Questionnaire</h1>
      {copy.total > 1 ? (
        <p className="font-semibold text-muted">
          Questionnaire {copy.position} of the {copy.total} you have purchased
        </p>
      ) : null}
      <p className="text-lg">
        Read each statement and choose how much it is like you, from “{ratingScale[0].label}” to “{ratingScale[4].label}”.
        Think of how you have usually been for most of your adult life, not just lately. There are no right or wrong
        answers. It takes about {ENNEAGRAM_MINUTES}.
      </p>
      <p className="flex items-start gap-2 rounded-2xl border border-line bg-accent-soft p-4">
        <ShieldCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
        <span>
          Your ratings are private: they are stored encrypted and read only by the Catharsis team preparing your report.
          They save as you go, so you can take a break and come back to them on any device.
        </span>
      </p>
    </header>
  );
}
