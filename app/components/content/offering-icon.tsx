import { Compass, FileText, HeartHandshake, Sprout, type LucideIcon } from "lucide-react";
import type { ReportKind } from "~/shared/report-kinds";

/** Keyed by every report kind, so a new kind without an icon does not compile. */
const icons: Record<ReportKind, LucideIcon> = {
  catharsis: HeartHandshake,
  "root-cause": Sprout,
  enneagram: Compass,
  "therapist-summary": FileText,
};

/** The decorative icon of one of the four services. */
export function OfferingIcon({ id, className = "size-6" }: { id: ReportKind; className?: string }) {
  const Icon = icons[id];
  return <Icon aria-hidden="true" className={className} />;
}
