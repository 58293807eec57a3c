import { createHash } from "node:crypto";
import { currentBankVersion, type AssessmentAnswers } from "~/domains/assessments/assessment-answers";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { sampleClient, sampleDepressionAnswers, sampleEnneagramRatings } from "~/domains/assessments/samples/fictional-answers";
import { sampleGriefAnswers, sampleGriefClient } from "~/domains/assessments/samples/fictional-grief-answers";
import type { ReportDocument } from "~/domains/reports/document/report-document";
import type { SampleSource } from "~/domains/reports/samples/ensure-sample-reports.server";
import { renderSampleReport, reviewedSampleDocument, type SampleClient } from "~/domains/reports/samples/render-sample-report.server";
import { sampleReports, type SampleId } from "~/domains/reports/samples/sample-reports";

/**
 * The sample reports on /sample-reports, made by the real lane (docs/product.md,
 * "Reports"): fictional answers become evidence in the assessments domain,
 * and the reports domain drafts, reviews, verifies and renders them.
 * Composing the two domains is why this lives in a feature. June Hartley's
 * answers make four samples; Ellen Marsh's grief answers make the fifth.
 */
type FictionalClient = {
  submissionId: string;
  formType: "depression" | "death-grief" | "enneagram";
  answers: AssessmentAnswers;
  preparedFor: string;
  submittedAt: Date;
};

const june = { preparedFor: sampleClient.preparedFor, submittedAt: sampleClient.submittedAt };
const clients: Record<SampleId, FictionalClient> = {
  catharsis: { submissionId: "sample-depression", formType: "depression", answers: sampleDepressionAnswers, ...june },
  "root-cause": { submissionId: "sample-depression", formType: "depression", answers: sampleDepressionAnswers, ...june },
  "therapist-summary": { submissionId: "sample-depression", formType: "depression", answers: sampleDepressionAnswers, ...june },
  enneagram: { submissionId: "sample-enneagram", formType: "enneagram", answers: sampleEnneagramRatings, ...june },
  "catharsis-grief": {
    submissionId: "sample-death-grief",
    formType: "death-grief",
    answers: sampleGriefAnswers,
    preparedFor: sampleGriefClient.preparedFor,
    submittedAt: sampleGriefClient.submittedAt,
  },
};

/** The fictional client's answers to the sample's form, as report evidence. */
export function sampleClientFor(id: SampleId): SampleClient {
  const { submissionId, formType, answers, preparedFor, submittedAt } = clients[id];
  const evidence = prepareEvidence({ submissionId, formType, bankVersion: currentBankVersion(formType), submittedAt, answers });
  return { evidence, preparedFor, submittedAt };
}

type ReviewedSample = { client: SampleClient; document: ReportDocument };

// Drafting is deterministic, so each sample is drafted and reviewed once per
// process: every download asks for the edition, and a render follows it.
const reviewed = new Map<SampleId, Promise<ReviewedSample>>();

export function reviewedSample(id: SampleId): Promise<ReviewedSample> {
  let sample = reviewed.get(id);
  if (!sample) {
    const client = sampleClientFor(id);
    const report = sampleReports.find((candidate) => candidate.id === id)!;
    sample = reviewedSampleDocument(report, client.evidence).then((document) => ({ client, document }));
    reviewed.set(id, sample);
  }
  return sample;
}

const editions = new Map<SampleId, Promise<string>>();

/**
 * The samples for `ensureSampleReports` and `openSampleReport`. The edition
 * is a digest of the reviewed document and its evidence: a change to June's
 * answers, the edits or the drafter makes the stored PDFs again. (A change
 * to the renderer alone does not; clear the "sample-reports" bucket then.)
 */
export const laneSamples: SampleSource = {
  edition(id) {
    // Asked for by every preview picture a page shows, so digested once per process, like the review.
    let edition = editions.get(id);
    if (!edition) {
      edition = reviewedSample(id).then(({ client, document }) =>
        createHash("sha256").update(JSON.stringify({ document, evidence: client.evidence })).digest("hex").slice(0, 32),
      );
      editions.set(id, edition);
    }
    return edition;
  },
  async render(id) {
    const { client, document } = await reviewedSample(id);
    return (await renderSampleReport(document, client)).bytes;
  },
};
