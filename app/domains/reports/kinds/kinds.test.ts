import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { enneagramStatements, enneagramVersion } from "~/domains/assessments/enneagram/statements";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { reportsIn } from "~/domains/catalog/grants";
import { getProduct, products } from "~/domains/catalog/products";
import { sitePages } from "~/domains/content/pages";
import { offerings } from "~/domains/content/services/offerings";
import type { ReportEvidence } from "~/shared/report-evidence";
import { reportKindFacts, reportKindLabels, reportKinds, type ReportKind } from "~/shared/report-kinds";
import { fictionalEvidence } from "../../../../tests/support/fictional-answers";
import { HELP_NOW_SECTION } from "../document/report-outline";
import { reviewedEdits } from "../samples/reviewed-edits";
import { sampleReports } from "../samples/sample-reports";
import { verifyReport } from "../verify/verify-report";
import { reportKindDefinitions } from ".";

/**
 * A new report kind is one folder plus a line in each list the compiler
 * cannot see across layers (docs/architecture.md, "A report kind"). This
 * fails, naming the kind, when any of those entries is missing.
 */
describe.each(reportKinds.map((kind) => [kind] as const))("the report kind %s", (kind) => {
  const definition = reportKindDefinitions[kind];

  it("has a definition whose outline names every section the definition points at", () => {
    const { outline, safety, scales, enneagramScoresSection, plan } = definition;
    expect(outline.length).toBeGreaterThan(0);
    expect(new Set(outline).size).toBe(outline.length);
    expect(outline).not.toContain(HELP_NOW_SECTION);
    expect(outline.at(-1)).toBe("disclaimers");
    const pointedAt = [safety.flagsSection, scales.chartsSection, scales.tableSection, enneagramScoresSection, plan?.sectionId];
    for (const sectionId of pointedAt.filter((id) => id != null)) expect(outline).toContain(sectionId);
    expect(definition.promptRules.length).toBeGreaterThan(0);
  });

  it("has a label", () => {
    expect(reportKindLabels[kind]).toMatch(/\S/);
  });

  it("has a template draft that holds its outline in order (a kind may add sections between) and passes verification", () => {
    const evidence = evidenceFor(kind);
    const document = definition.draftTemplate(evidence);
    expect(document.kind).toBe(kind);
    expect(document.sections.map((section) => section.id).filter((id) => definition.outline.includes(id))).toEqual([...definition.outline]);
    expect(verifyReport(document, evidence)).toEqual({ ok: true, failures: [] });
    // The first draft in a worker builds the wink-nlp reader the sentence roles use (most of a second alone).
  }, 30_000);

  it("has a sample card and its reviewer's edits of sections it has", () => {
    const samples = sampleReports.filter((report) => report.reportType === kind);
    expect(samples.map((sample) => sample.id), `no sample card for ${kind} in samples/sample-reports.ts`).toContain(kind);
    for (const sample of samples) {
      for (const sectionId of Object.keys(reviewedEdits[sample.id])) expect(definition.outline).toContain(sectionId);
    }
  });

  it("is sold: a catalogue product owes it, and its service offering prices a product that owes it", () => {
    expect(products.some((product) => reportsIn(product.id).includes(kind)), `no product in catalog/grants.ts owes ${kind}`).toBe(true);
    const offering = offerings.find((candidate) => candidate.id === kind);
    expect(offering, `no offering for ${kind} in content/services/offerings.ts`).toBeDefined();
    expect(getProduct(offering!.priceProductId)).toBeDefined();
    expect(reportsIn(offering!.priceProductId)).toContain(kind);
    expect(sitePages.map((page) => page.path)).toContain(offering!.to);
  });
});

describe("the kinds registry", () => {
  it("holds exactly the report kinds, and so do the sample cards and the offerings", () => {
    expect(Object.keys(reportKindDefinitions).sort()).toEqual([...reportKinds].sort());
    expect([...new Set(sampleReports.map((report) => report.reportType))].sort()).toEqual([...reportKinds].sort());
    expect(offerings.map((offering) => offering.id)).toEqual([...reportKinds]);
  });

  it("leaves no branch on a report kind's name outside the kinds' folders: such a rule is a property of the definition", () => {
    const appDir = path.resolve(import.meta.dirname, "../../..");
    const kindsDir = path.resolve(import.meta.dirname);
    const branch = new RegExp(`(?<![\\w.])(?:report\\.|document\\.)?kind\\s*[!=]==\\s*"(?:${reportKinds.join("|")})"`);
    const offenders = (readdirSync(appDir, { recursive: true, encoding: "utf8" }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(appDir, file))
      .filter((file) => !file.startsWith(kindsDir + path.sep) && branch.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(appDir, file))).toEqual([]);
  });
});

/** The fictional client's answers to the form a kind is written from. */
function evidenceFor(kind: ReportKind): ReportEvidence {
  if (reportKindFacts[kind].writtenFrom === "topic-form") return fictionalEvidence("marriage");
  const ratings = Object.fromEntries(enneagramStatements.map((statement, index) => [statement.id, ((index * 7) % 5) + 1]));
  return prepareEvidence({ submissionId: "kinds-e", formType: "enneagram", bankVersion: enneagramVersion, submittedAt: new Date("2026-11-20T15:00:00Z"), answers: { ratings } });
}
