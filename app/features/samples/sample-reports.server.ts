import { createHash } from "node:crypto";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { sampleClient, sampleDepressionAnswers, sampleEnneagramRatings } from "~/domains/assessments/samples/fictional-answers";
import type { ReportDocument } from "~/domains/reports/document/report-document";
import type { SampleSource } from "~/domains/reports/samples/ensure-sample-reports.server";
import { renderSampleReport, reviewedSampleDocument, type SampleClient } from "~/domains/reports/samples/render-sample-report.server";
import type { SampleReportType } from "~/domains/reports/samples/sample-reports";
import type { FormType } from "~/shared/form-types";
import { isWrittenFormType } from "~/shared/form-types";

/**
 * The sample reports on /sample-reports, made by the real lane (docs/product.md,
 * "Reports"): June Hartley's fictional answers become evidence in the
 * assessments domain, and the reports domain drafts, reviews, verifies and
 * renders them. Composing the two domains is why this lives in a feature.
 */
const sampleForms: Record<SampleReportType, FormType> = {
  catharsis: "depression",
  "root-cause": "depression",
  "therapist-summary": "depression",
  enneagram: "enneagram",
};

/** June's answers to the sample's form, as report evidence. */
export function sampleClientFor(type: SampleReportType): SampleClient {
  const formType = sampleForms[type];
  const evidence = prepareEvidence({
    submissionId: `sample-${formType}`,
    formType,
    bankVersion: currentBankVersion(formType),
    submittedAt: sampleClient.submittedAt,
    answers: isWrittenFormType(formType) ? sampleDepressionAnswers : sampleEnneagramRatings,
  });
  return { evidence, preparedFor: sampleClient.preparedFor, submittedAt: sampleClient.submittedAt };
}

type ReviewedSample = { client: SampleClient; document: ReportDocument };

// Drafting is deterministic, so each sample is drafted and reviewed once per
// process: every download asks for the edition, and a render follows it.
const reviewed = new Map<SampleReportType, Promise<ReviewedSample>>();

export function reviewedSample(type: SampleReportType): Promise<ReviewedSample> {
  let sample = reviewed.get(type);
  if (!sample) {
    const client = sampleClientFor(type);
    sample = reviewedSampleDocument(type, client.evidence).then((document) => ({ client, document }));
    reviewed.set(type, sample);
  }
  return sample;
}

const editions = new Map<SampleReportType, Promise<string>>();

/**
 * The samples for `ensureSampleReports` and `openSampleReport`. The edition
 * is a digest of the reviewed document and its evidence: a change to June's
 * answers, the edits or the drafter makes the stored PDFs again. (A change
 * to the renderer alone does not; clear the "sample-reports" bucket then.)
 */
export const laneSamples: SampleSource = {
  edition(type) {
    // Asked for by every preview picture a page shows, so digested once per process, like the review.
    let edition = editions.get(type);
    if (!edition) {
      edition = reviewedSample(type).then(({ client, document }) =>
        createHash("sha256").update(JSON.stringify({ document, evidence: client.evidence })).digest("hex").slice(0, 32),
      );
      editions.set(type, edition);
    }
    return edition;
  },
  async render(type) {
    const { client, document } = await reviewedSample(type);
    return (await renderSampleReport(document, client)).bytes;
  },
};
