import { Link } from "react-router";
import { CrisisCallLinks } from "~/components/content/crisis-call-links";
import { CrisisSupport } from "~/components/content/crisis-support";
import type { ScaleId } from "~/domains/assessments/scales/scale-definitions";
import { CheckInForm } from "./check-in-form";
import { CHECK_IN_MINUTES } from "~/shared/survey-time";

export type CheckInView =
  | { view: "open"; scaleIds: ScaleId[]; errors: Record<string, string>; chosen: Record<string, number>; changes: string }
  | { view: "answered"; crisis: boolean }
  | { view: "used" }
  | { view: "expired" }
  | { view: "unknown" };

const HISTORY_PATH = "/account#progress";
const signInHref = `/auth?redirect=${encodeURIComponent(HISTORY_PATH)}`;
const linkClass = "text-accent-strong underline";

/** The check-in page (issue 33, ADR 0069) in each of its states; a link that no longer works says so calmly. */
export function CheckInPage({ page }: { page: CheckInView }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl text-ink sm:text-4xl">{page.view === "answered" ? "Thank you" : "Your check-in"}</h1>
      {page.view === "open" ? (
        <>
          <p className="mt-4 text-lg">
            A few questions you answered before, and one about what has changed. It takes {CHECK_IN_MINUTES}. Your answers
            are private; you can see them over time on your account page.
          </p>
          <CheckInForm scaleIds={page.scaleIds} errors={page.errors} chosen={page.chosen} changes={page.changes} />
        </>
      ) : page.view === "answered" ? (
        <div role="status">
          {page.crisis ? (
            <>
              <p className="mt-4 text-lg">
                Thank you for telling us how things are. Some of what you shared tells us this may be a hard time. Please
                reach out to someone now; you do not have to wait for anything from us.
              </p>
              <CrisisSupport heading="Support is here now" className="mt-6" />
              <CrisisCallLinks label="Call or text for help now" className="mt-4" />
            </>
          ) : (
            <p className="mt-4 text-lg">Your check-in is saved. Thank you for taking the time.</p>
          )}
          <p className="mt-6 text-lg">
            To see how your answers have changed over time,{" "}
            <Link to={signInHref} className={linkClass}>
              sign in to your account
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-4 text-lg">
          <p>
            {page.view === "used"
              ? "This check-in has already been answered. Each link works once, so your answers stay yours."
              : page.view === "expired"
                ? "This check-in link has expired. There is nothing you need to do; if another check-in is due, it will come by e-mail."
                : "This link does not open a check-in. It may have been copied only in part."}
          </p>
          <p>
            Your earlier answers are on your account page.{" "}
            <Link to={signInHref} className={linkClass}>
              Sign in to see them
            </Link>
            .
          </p>
        </div>
      )}
    </section>
  );
}
