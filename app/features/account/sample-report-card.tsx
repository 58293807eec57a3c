import { Download } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import type { SampleReport } from "~/domains/reports/samples/sample-reports";

/** One sample on /sample-reports: a picture of its first page, what it is, and the download. */
export function SampleReportCard({ report }: { report: SampleReport }) {
  const headingId = `sample-${report.id}-heading`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="aspect-[3/4] border-b border-line bg-paper p-4">
        <img
          src={report.imageUrl}
          alt={`First page of the sample ${report.title}, written for a fictional client`}
          width={612}
          height={792}
          loading="lazy"
          className="h-full w-full object-contain shadow-md"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="self-start rounded-full bg-accent-soft px-3 py-0.5 text-sm font-semibold text-accent-strong">
          {report.typeLabel}
        </p>
        <h2 id={headingId} className="font-serif text-2xl text-ink">
          {report.title}
        </h2>
        <p className="flex-1 text-muted">{report.description}</p>
        <a
          href={`/sample-reports/${report.fileName}`}
          download={report.fileName}
          className={buttonClasses({ className: "self-start" })}
        >
          <Download aria-hidden="true" className="size-5" />
          Download Sample<span className="sr-only"> ({report.title}, PDF)</span>
        </a>
      </div>
    </article>
  );
}
