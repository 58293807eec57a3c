import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { NOT_A_DIAGNOSIS } from "~/shared/scale-scores";
import { fictionalEvidence } from "../../../../tests/support/fictional-answers";
import type { ReportDocument } from "../document/report-document";
import { draftCatharsisReport } from "../kinds/catharsis/template";
import { draftTherapistSummary } from "../kinds/therapist-summary/template";
import { renderReportPdf } from "./render-report";

const ITEM_9 = "Thoughts that you would be better off dead or of hurting yourself in some way";

/** Extracted text breaks lines where they wrapped: compare words, not layout. */
const flat = (text: string) => text.replace(/\s+/g, " ");

// Preparing the evidence and laying out two long reports: seconds on a busy machine, so done once.
const evidence = fictionalEvidence("depression", { phq9Item9: 1 });
let summary: string;
let catharsis: string;

async function pdfText(document: ReportDocument): Promise<string> {
  const { bytes } = await renderReportPdf({ document, evidence, submittedAt: new Date(evidence.submittedAt) });
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return flat(text);
}

beforeAll(async () => {
  summary = await pdfText(draftTherapistSummary(evidence));
  catharsis = await pdfText(draftCatharsisReport(evidence));
}, 60_000);

describe("the validated scales in a report's PDF", () => {
  it("prints PHQ-9 item 9 and the client's answer in the Therapist Summary, with the scales' table and charts", () => {
    expect(summary).toContain(ITEM_9);
    expect(summary).toContain("Several days (1)");
    expect(summary).toContain("PHQ-9 item 9: Several days (1) (see the scales)");
    // The ASQ, asked with the scales: a row of the brief's table, negative here.
    expect(summary).toContain("ASQ (suicide risk screen) – Negative (no to 1–4)");
    expect(summary).toContain(NOT_A_DIAGNOSIS);
    for (const scale of evidence.scales ?? []) {
      expect(summary).toContain(`${scale.name} (${scale.measures}) ${scale.score} / ${scale.max} ${scale.band.label} (${scale.band.range})`);
      expect(summary).toContain(`${scale.name}: ${scale.measures}`);
    }
  });

  it("shows the client each scale as a chart labelled in words: score, band, meaning, not a diagnosis, and its credit", () => {
    for (const scale of evidence.scales ?? []) {
      expect(catharsis).toContain(`${scale.name}: ${scale.measures}`);
      expect(catharsis).toContain(`${scale.score} of ${scale.max}`);
      expect(catharsis).toContain(`${scale.band.label} (range ${scale.band.range}): ${scale.band.meaning}. ${NOT_A_DIAGNOSIS}`);
    }
    expect(catharsis).toContain("A higher score means better wellbeing over the last two weeks.");
    expect(catharsis).toContain("Kroenke K, Spitzer RL, Williams JBW");
    // The ASQ in the client's words, without a clinical label, with its credit.
    expect(catharsis).toContain("You answered no to each of the questions we ask everyone about thoughts of suicide.");
    expect(catharsis).toContain("Ask Suicide-Screening Questions (ASQ), National Institute of Mental Health (NIMH). In the public domain.");
    // The shared grant credit is printed once, not once per scale.
    expect(catharsis.split("educational grant from Pfizer Inc.").length - 1).toBe(1);
    // The client's report does not print the item's words back to them.
    expect(catharsis).not.toContain(ITEM_9);
  });
});
