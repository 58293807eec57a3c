import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { stepFromHash, stepHash } from "./questionnaire-steps";

export type StepNavigation = {
  step: number;
  /** Shows another screen, moves focus to its heading and scrolls it to the top. */
  goTo: (step: number) => void;
  /** Shows the screen holding `fieldId` and focuses that field (a failed send's first invalid field). */
  goToField: (fieldId: string) => void;
  /** Back to screen 1 without moving focus, for the next paid copy after a send (the success panel takes focus). */
  restart: () => void;
};

/** Each screen marks the heading that takes focus when it opens with `data-screen-heading`. */
const screenHeading = (step: number) => document.querySelector<HTMLElement>(`[data-step="${step}"] [data-screen-heading]`);

/**
 * One screen at a time, kept in the address's fragment so the browser's Back
 * and a reload land on the same screen. The server renders screen 1 (it
 * never sees a fragment); the fragment is read once the page is hydrated.
 * An address without one opens on `resumeAt`, where a draft was left.
 */
export function useStepNavigation(stepCount: number, resumeAt = 0): StepNavigation {
  // `focus` is bumped when the writer changes screens; the page opening (or a reload) moves no focus.
  const [shown, setShown] = useState({ step: 0, focus: 0 });
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();

  // The browser's Back and Forward (and the first load) are POP navigations; the page's own pushes are not.
  const opened = useRef(false);
  useEffect(() => {
    const firstRun = !opened.current;
    opened.current = true;
    // However the page was reached (a link, a redirect after sign-in, a reload), one without a screen reopens the draft where it was left.
    if (firstRun && location.hash === "" && resumeAt > 0) {
      const target = Math.min(resumeAt, stepCount - 1);
      navigate({ pathname: location.pathname, search: location.search, hash: stepHash(target) }, { preventScrollReset: true, replace: true });
      setShown((previous) => ({ ...previous, step: target }));
      return;
    }
    if (navigationType !== "POP") return;
    const fromHash = stepFromHash(location.hash, stepCount);
    setShown((previous) => (previous.step === fromHash ? previous : { step: fromHash, focus: previous.focus + (firstRun ? 0 : 1) }));
    // `resumeAt` counts only when the page opens; later changes to the answers move no screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.hash, navigationType, stepCount]);

  const focused = useRef(0);
  useEffect(() => {
    if (shown.focus === focused.current) return;
    focused.current = shown.focus;
    const heading = screenHeading(shown.step);
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // The screen's top, not its heading: the word of encouragement above the heading shows too.
    (heading.closest("[data-step]") ?? heading).scrollIntoView({ block: "start" });
  }, [shown]);

  const show = useCallback(
    (next: number, replace = false) => {
      const clamped = Math.min(Math.max(next, 0), stepCount - 1);
      const hash = stepHash(clamped);
      if (hash !== window.location.hash) {
        navigate({ pathname: location.pathname, search: location.search, hash }, { preventScrollReset: true, replace });
      }
      return clamped;
    },
    [navigate, location.pathname, location.search, stepCount],
  );

  const goTo = useCallback(
    (next: number) => {
      const target = show(next);
      setShown((previous) => ({ step: target, focus: previous.focus + 1 }));
    },
    [show],
  );

  const goToField = useCallback(
    (fieldId: string) => {
      const field = document.getElementById(fieldId);
      const screen = field?.closest<HTMLElement>("[data-step]");
      if (!field || !screen) return;
      // The screen must be shown before its field can take focus.
      const target = show(Number(screen.dataset.step));
      flushSync(() => setShown((previous) => ({ ...previous, step: target })));
      field.focus({ preventScroll: true });
      field.scrollIntoView({ block: "center" });
    },
    [show],
  );

  const restart = useCallback(() => {
    const target = show(0, true);
    setShown((previous) => ({ ...previous, step: target }));
  }, [show]);

  return { step: shown.step, goTo, goToField, restart };
}
