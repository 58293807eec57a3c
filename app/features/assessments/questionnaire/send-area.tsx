import type { Ref } from "react";
import { Link, useLocation } from "react-router";
import type { SaveState } from "~/features/assessments/autosave/save-state";
import { SaveStatus } from "~/features/assessments/autosave/save-status";
import { Button } from "~/components/ui/button";

export type SendFailure = { status: number | null; message: string };

type SendAreaProps = {
  answered: number;
  total: number;
  errorCount: number;
  sending: boolean;
  /** False until the page is hydrated: a send before then could not be handled. */
  ready: boolean;
  failure: SendFailure | null;
  saveState: SaveState;
  buttonRef: Ref<HTMLButtonElement>;
};

/** The end of the review screen: how much is answered, "Send Form" (last, spec section 2), why a send failed, and the save status (announced by the progress bar, which every screen shows). */
export function SendArea({ answered, total, errorCount, sending, ready, failure, saveState, buttonRef }: SendAreaProps) {
  const location = useLocation();
  return (
    <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <p className="font-semibold text-ink">
        {answered} of {total} answered
      </p>
      {errorCount > 0 ? (
        <p className="mt-1 font-semibold text-red-800">
          {errorCount === 1
            ? "1 field needs attention: see the message beside it."
            : `${errorCount} fields need attention: see the messages beside them.`}
        </p>
      ) : null}
      <Button
        ref={buttonRef}
        type="submit"
        size="lg"
        disabled={sending || !ready}
        aria-describedby={failure ? "send-failure" : undefined}
        className="mt-4 w-full sm:w-auto"
      >
        {sending ? "Sending..." : "Send Form"}
      </Button>
      {failure ? (
        <p id="send-failure" className="mt-3 font-semibold text-red-800">
          {failure.message}
          {failure.status === 401 ? (
            <>
              {" "}
              <Link to={`/auth?redirect=${encodeURIComponent(location.pathname)}`} className="text-accent-strong underline">
                Sign in again
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <SaveStatus state={saveState} className="mt-3" />
    </div>
  );
}
