import { Compass, FileText, HeartHandshake, Sprout } from "lucide-react";

const icons = {
  catharsis: HeartHandshake,
  "root-cause": Sprout,
  enneagram: Compass,
  "therapist-summary": FileText,
} as const;

/** The decorative icon of one of the four services. */
export function OfferingIcon({ id, className = "size-6" }: { id: string; className?: string }) {
  const Icon = icons[id as keyof typeof icons] ?? HeartHandshake;
  return <Icon aria-hidden="true" className={className} />;
}
