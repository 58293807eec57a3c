import { CircleCheck, ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { openQuestionnaireWindow } from "./open-questionnaire";

/** Spec section 9: the questionnaire opens by itself 2000 ms after access is granted. */
export const AUTO_OPEN_DELAY_MS = 2000;

// The navigation (location key) whose questionnaire already opened by itself.
// Module state survives StrictMode's double effects and a remount on
// revalidation, so one visit opens one window; a new visit opens it again.
let autoOpenedFor: string | null = null;

type Outcome = "waiting" | "opened" | "blocked";

/** The Enneagram access page with access (spec section 2): "Access Granted", then the questionnaire. */
export function AccessGranted({ questionnaireUrl }: { questionnaireUrl: string }) {
  const { key } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>(autoOpenedFor === key ? "opened" : "waiting");

  useEffect(() => {
    if (autoOpenedFor === key) return;
    const timer = window.setTimeout(() => {
      autoOpenedFor = key;
      setOutcome(openQuestionnaireWindow(questionnaireUrl) ? "opened" : "blocked");
    }, AUTO_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, questionnaireUrl]);

  const openAgain = () => setOutcome(openQuestionnaireWindow(questionnaireUrl) ? "opened" : "blocked");

  return (
    <section aria-labelledby="access-granted-heading" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <CircleCheck aria-hidden="true" className="size-10 text-accent-strong" />
        <h1 id="access-granted-heading" className="mt-4 font-serif text-3xl text-ink">
          Access Granted
        </h1>
        <p className="mt-3 text-lg">
          Thank you for your purchase. Your Enneagram questionnaire opens in a new window in a moment. It takes about 15 to
          20 minutes, and your report arrives by e-mail within 24 hours of sending your answers.
        </p>
        <p role="status" className="mt-4 min-h-7 font-semibold text-accent-strong">
          {outcome === "opened" ? "The questionnaire opened in a new window." : ""}
        </p>
        {outcome === "blocked" ? (
          <p className="mt-2 rounded-lg border-2 border-accent-strong bg-accent-soft p-4">
            Your browser stopped the new window from opening.{" "}
            <a href={questionnaireUrl} className="font-semibold text-accent-strong underline">
              Go to the questionnaire
            </a>{" "}
            instead.
          </p>
        ) : null}
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
          <Button size="lg" onClick={openAgain}>
            <ExternalLink aria-hidden="true" className="size-5" />
            Open Questionnaire
          </Button>
          <Link to="/contact" className="font-semibold text-accent-strong underline">
            Questions? Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
