import { MessageSquare, Phone } from "lucide-react";

/** The crisis lines as links a phone dials or texts with one tap (issue 34: numbers that cannot be tapped help nobody). */
const crisisCallLinks = [
  { label: "Call 911", href: "tel:911", kind: "call" },
  { label: "Call 988", href: "tel:988", kind: "call" },
  { label: "Text 988", href: "sms:988", kind: "text" },
  { label: "Text HOME to 741741", href: "sms:741741?body=HOME", kind: "text" },
] as const;

/** The crisis lines as large, tappable buttons, for a reply or a panel that names them in words. */
export function CrisisCallLinks({ label, className = "" }: { label: string; className?: string }) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`.trim()}>
      {crisisCallLinks.map((line) => {
        const Icon = line.kind === "call" ? Phone : MessageSquare;
        return (
          <li key={line.href}>
            <a
              href={line.href}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-red-800 bg-white px-4 font-semibold text-red-900 hover:bg-red-50"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {line.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
