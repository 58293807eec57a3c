import { useEffect, useRef, useState } from "react";
import type { SaveState } from "~/features/assessments/autosave/save-state";
import { SaveStatus } from "~/features/assessments/autosave/save-status";

type ProgressBarProps = {
  /** "Section 2 of 5", or the review screen's title. */
  place: string;
  answered: number;
  total: number;
  /** The count screen readers last heard; changes only when a box is left, so typing is not interrupted. */
  announcedAnswered: number;
  saveState: SaveState;
};

/**
 * Where the writer is, how much is answered and whether it is saved, kept in
 * sight while they scroll. It is sticky in the flow (never a fixed overlay),
 * a line or two high, and only on screens tall enough for it: at 200% zoom
 * on a laptop it scrolls away with the page rather than take its height.
 * While sticky it sets the page's scroll padding to its own height, so a
 * field that takes focus is scrolled clear of it, not underneath it.
 */
export function ProgressBar({ place, answered, total, announcedAnswered, saveState }: ProgressBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  // The live text starts empty, so opening the page announces nothing.
  const [spoken, setSpoken] = useState({ count: announcedAnswered, text: "" });
  if (spoken.count !== announcedAnswered) setSpoken({ count: announcedAnswered, text: `${announcedAnswered} of ${total} answered` });

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const fit = () => {
      const sticky = getComputedStyle(element).position === "sticky";
      root.style.scrollPaddingTop = sticky ? `${element.offsetHeight + 12}px` : "";
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    window.addEventListener("resize", fit);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", fit);
      root.style.scrollPaddingTop = "";
    };
  }, []);

  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <div
      ref={bar}
      data-testid="progress-bar"
      className="top-0 z-10 -mx-4 border-b border-line bg-paper/95 px-4 py-2 sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-b-lg lg:px-3 [@media(min-height:30rem)]:sticky"
    >
      <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-ink">
        <span className="font-semibold">{place}</span>
        <span data-testid="answered-count">
          {answered} of {total} answered
        </span>
      </p>
      <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-accent-strong" style={{ width: `${percent}%` }} />
      </div>
      <SaveStatus state={saveState} announce className="mt-1" />
      <p aria-live="polite" className="sr-only">
        {spoken.text}
      </p>
    </div>
  );
}
