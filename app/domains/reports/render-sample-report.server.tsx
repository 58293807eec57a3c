import { renderToBuffer } from "@react-pdf/renderer";
import { ReportDocument } from "./pdf/report-document";
import type { ReportContent } from "./pdf/report-content";
import { catharsisSample } from "./samples/catharsis-sample";
import { enneagramSample } from "./samples/enneagram-sample";
import { rootCauseSample } from "./samples/root-cause-sample";
import { therapistSummarySample } from "./samples/therapist-summary-sample";
import type { SampleReportType } from "./sample-reports";

export const sampleContents: Record<SampleReportType, ReportContent> = {
  enneagram: enneagramSample,
  "therapist-summary": therapistSummarySample,
  "root-cause": rootCauseSample,
  catharsis: catharsisSample,
};

/** The sample's PDF, made from its fictional answers. Pure: the same content always gives the same pages. */
export async function renderSampleReport(type: SampleReportType): Promise<Buffer> {
  return renderToBuffer(<ReportDocument report={sampleContents[type]} />);
}
