import { renderToBuffer } from "@react-pdf/renderer";
import type { ReportDocument } from "../document/report-document";
import type { ReportEvidence } from "~/shared/report-evidence";
import { ClientReport } from "./client-report";
import { SectionPages } from "./section-pages";

/** docs/report-style.md, "The page": a contents page for reports over six pages. */
const CONTENTS_AFTER_PAGES = 6;
const COVER_PAGES = 1;

export type RenderReportInput = {
  document: ReportDocument;
  evidence: ReportEvidence;
  /** The client's first name when they gave one; the cover says "You" otherwise. */
  preparedFor?: string;
  submittedAt: Date;
  /** Approved by a reviewer, every section edited or accepted: no draft stamp (ADR 0063). A draft or preview when left out. */
  approved?: boolean;
};

/** Pages of a PDF written by react-pdf: its page dictionaries are not compressed ("/Type /Pages" is the tree, not a page). */
export function countPdfPages(pdf: Uint8Array): number {
  return Buffer.from(pdf).toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
}

/**
 * A client's report as a PDF. It is laid out once with a contents page; when
 * the report without it would be six pages or fewer, it is laid out again
 * without (short reports are quick to lay out, and long ones pay only once).
 */
export async function renderReportPdf(input: RenderReportInput): Promise<{ bytes: Uint8Array; pages: number }> {
  const sectionPages = new SectionPages();
  const withContents = await renderToBuffer(<ClientReport {...input} sectionPages={sectionPages} />);
  const pages = countPdfPages(withContents);
  const firstSection = input.document.sections[0]?.id ?? "";
  const contentsPages = (sectionPages.firstPage(firstSection) ?? COVER_PAGES + 2) - COVER_PAGES - 1;
  if (pages - contentsPages > CONTENTS_AFTER_PAGES) return { bytes: new Uint8Array(withContents), pages };

  const without = await renderToBuffer(<ClientReport {...input} sectionPages={null} />);
  return { bytes: new Uint8Array(without), pages: countPdfPages(without) };
}
