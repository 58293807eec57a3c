import { Download } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { samplePageAlt, samplePageImagePath, samplePageImageSize, samplePreviewPages } from "~/domains/reports/samples/sample-page-images";
import type { SampleReport } from "~/domains/reports/samples/sample-reports";

/**
 * One sample on /sample-reports (spec: "Sample report item"): what it is, its
 * cover and first two pages as pictures of the real PDF, each opening at full
 * size, and for a signed-in visitor the download (it needs an account).
 */
export function SampleReportPreview({ report, edition, first, download }: { report: SampleReport; edition?: string; first: boolean; download: boolean }) {
  const headingId = `sample-${report.id}-preview-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <p className="inline-block rounded-full bg-accent-soft px-3 py-0.5 text-sm font-semibold text-accent-strong">{report.typeLabel}</p>
      <h2 id={headingId} className="mt-3 font-serif text-2xl text-ink">
        {report.title}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{report.description}</p>
      <ul className="mt-5 grid grid-cols-3 gap-2 sm:gap-4">
        {samplePreviewPages.map((page) => (
          <li key={page} className="min-w-0">
            <a href={samplePageImagePath(report, page, edition)} className="block bg-paper">
              <img
                src={samplePageImagePath(report, page, edition)}
                alt={samplePageAlt(report, page)}
                width={samplePageImageSize.width}
                height={samplePageImageSize.height}
                // The first sample's cover is near the top of the page; every other picture waits until it is scrolled to.
                loading={first && page === 1 ? "eager" : "lazy"}
                decoding="async"
                className="h-auto w-full border border-line shadow-md"
              />
            </a>
          </li>
        ))}
      </ul>
      {download ? (
        <a href={`/sample-reports/${report.fileName}`} download={report.fileName} className={buttonClasses({ className: "mt-5" })}>
          <Download aria-hidden="true" className="size-5" />
          Download Sample<span className="sr-only"> ({report.title}, PDF)</span>
        </a>
      ) : null}
    </section>
  );
}
