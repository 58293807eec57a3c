import { useEffect, useState } from "react";
import { REVIEW_KEYS, reviewKeyOf, type ReviewKey } from "./review-keys";

const SECTIONS = "section[id^='section-']";

/**
 * The visible "Keyboard" line of the review page and the two keys it adds to Next blocker (issue 29):
 * Alt+A presses the "Accept" button of the section the reviewer is in, Alt+J follows its "Next
 * section" link. The buttons and links stay the way to do it; the keys are a shortcut to them, and
 * say in words (politely, in the line) when there is nothing to do.
 */
export function ReviewShortcuts() {
  const [status, setStatus] = useState("");
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = reviewKeyOf(event);
      if (key !== "accept" && key !== "next-section") return;
      event.preventDefault();
      setStatus((key === "accept" ? acceptCurrent : goToNextSection)() ?? "");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const keys = Object.keys(REVIEW_KEYS) as ReviewKey[];
  return (
    <p className="mt-3 text-sm text-muted">
      <span className="font-semibold text-ink">Keyboard:</span>{" "}
      {keys.map((key, index) => (
        <span key={key}>
          <kbd className="font-semibold">{REVIEW_KEYS[key].shortcut}</kbd> {REVIEW_KEYS[key].words}
          {index < keys.length - 1 ? ", " : ". "}
        </span>
      ))}
      Not while you type in a field.{" "}
      <span aria-live="polite" className="font-semibold text-ink">
        {status}
      </span>
    </p>
  );
}

/** The section holding focus, else the one the address points to (after "Next section" or an accept). */
function currentSection(): HTMLElement | null {
  const focused = document.activeElement?.closest<HTMLElement>(SECTIONS);
  if (focused) return focused;
  const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
  return target?.matches(SECTIONS) ? target : null;
}

function acceptCurrent(): string | null {
  const section = currentSection();
  if (!section) return "Go to a section first (Alt+J), then accept it.";
  const accept = section.querySelector<HTMLInputElement>("input[name='intent'][value='accept']")?.form;
  if (!accept) return "This section is already accepted or edited.";
  accept.requestSubmit();
  return null;
}

function goToNextSection(): string | null {
  const sections = [...document.querySelectorAll<HTMLElement>(SECTIONS)];
  const current = currentSection();
  const next = current ? sections[sections.indexOf(current) + 1] : sections[0];
  if (!next) return "This is the last section.";
  window.location.replace(`#${next.id}`);
  next.querySelector<HTMLElement>("h3")?.focus();
  return null;
}
