import { LifeBuoy } from "lucide-react";
import { useId } from "react";

const linkClass = "font-semibold text-ink underline hover:text-accent-strong";

/**
 * Where to turn in a crisis: emergency services, the 988 lifeline and the
 * Crisis Text Line. Shown wherever someone may be struggling, because our
 * reports are never the right help in an emergency.
 */
export function CrisisSupport({
  heading = "Crisis Support",
  headingLevel = 2,
  className = "",
}: {
  heading?: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className={`rounded-2xl border-2 border-red-800 bg-red-50 p-6 text-ink ${className}`.trim()}
    >
      <Heading id={headingId} className="flex items-center gap-2 font-serif text-2xl text-red-900">
        <LifeBuoy aria-hidden="true" className="size-7 shrink-0" />
        {heading}
      </Heading>
      <p className="mt-3">
        Our reports are for reflection and are not meant for a crisis. If you are thinking about
        harming yourself, or you feel unsafe, please reach out for help right now. You do not have
        to face this alone.
      </p>
      <ul className="mt-4 space-y-3">
        <li>
          <strong className="font-semibold">In an emergency:</strong> call <a href="tel:911" className={linkClass}>911</a>{" "}
          or go to your nearest emergency room.
        </li>
        <li>
          <strong className="font-semibold">Suicide &amp; Crisis Lifeline:</strong> call or text{" "}
          <a href="tel:988" className={linkClass}>988</a>, any time, day or night.
        </li>
        <li>
          <strong className="font-semibold">Crisis Text Line:</strong> text HOME to{" "}
          <a href="sms:741741?body=HOME" className={linkClass}>741741</a>.
        </li>
      </ul>
    </aside>
  );
}
