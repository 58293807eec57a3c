import type { z } from "zod";
import { sentenceIndex, type ReportEvidence } from "~/shared/report-evidence";
import { reportDocumentSchema, type ReportDocument } from "../document/report-document";
import { checkEvidence } from "./evidence-rules";
import { checkProse } from "./prose-rules";
import { checkRiskPlacement } from "./risk-placement-rules";
import { checkRoles } from "./role-rules";
import { checkSafetyFlags } from "./safety-rules";
import { checkScales } from "./scale-rules";
import { checkStructure } from "./structure-rules";
import type { VerificationFailure, VerificationResult, VerificationRule } from "./verification-types";

export type { VerificationFailure, VerificationResult, VerificationRule } from "./verification-types";

/**
 * Checks a draft or an edited report against the client's evidence (ADR
 * 0024). Code, not a model: each rule is exact and explainable, and a report
 * with any failure cannot be approved. `previous` is the revision before
 * this one, so that a safety flag cannot be dropped by a re-draft or an edit.
 *
 * A document that does not parse is reported by schema alone: the other rules
 * would read fields that may not be there.
 */
export function verifyReport(document: ReportDocument, evidence: ReportEvidence, options: { previous?: ReportDocument } = {}): VerificationResult {
  const parsed = reportDocumentSchema.safeParse(document);
  if (!parsed.success) return result(schemaFailures(document, parsed.error));

  const report = parsed.data;
  const sentences = sentenceIndex(evidence);
  return result([
    ...checkStructure(report, evidence),
    ...checkEvidence(report, sentences),
    ...checkProse(report, sentences),
    ...checkSafetyFlags(report, evidence, options.previous),
    ...checkScales(report, evidence),
    ...checkRiskPlacement(report, evidence),
    ...checkRoles(report, evidence),
  ]);
}

export function isApprovable(verification: VerificationResult): boolean {
  return verification.ok && verification.failures.length === 0;
}

const ruleTitles: Record<VerificationRule, string> = {
  schema: "Not a valid report",
  "quote-mismatch": "Quote changed",
  "unknown-sentence": "Unknown sentence",
  "claim-without-evidence": "Claim without evidence",
  "quote-in-prose": "Words in quotation marks that are not the client's",
  "missing-section": "Section missing or out of order",
  "safety-flag-missing": "Safety flag missing",
  "safety-flag-removed": "Safety flag removed",
  diagnosis: "Diagnosis or label",
  medication: "Medication advice",
  "crisis-resources": "Crisis resources missing",
  disclaimers: "Disclaimer missing",
  "plan-length": "Plan incomplete",
  "scale-scores": "Scale scores changed or missing",
  "risk-sentence-placement": "A sentence about risk outside the help-now section and the brief",
  "role-misfit": "A sentence under the wrong heading",
};

/** One line per failure for the review page: "Quote changed: The quote in …". */
export function describeFailures(failures: readonly VerificationFailure[]): string[] {
  return failures.map((failure) => `${ruleTitles[failure.rule]}: ${failure.message}`);
}

function result(failures: VerificationFailure[]): VerificationResult {
  const unique = new Map(failures.map((failure) => [JSON.stringify([failure.rule, failure.sectionId, failure.sentenceId, failure.message]), failure]));
  return { ok: unique.size === 0, failures: [...unique.values()] };
}

/**
 * Zod's own messages can repeat what was written (an unknown key's name, an
 * enum's input), so a schema failure says only where and what kind.
 */
function schemaFailures(document: unknown, error: z.ZodError): VerificationFailure[] {
  return error.issues.slice(0, 20).map((issue) => {
    const path = issue.path.map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`)).join("");
    const sectionId = sectionIdAt(document, issue.path);
    return {
      rule: "schema",
      sectionId,
      message: `The report does not match the report schema at ${path.replace(/^\./, "") || "its top level"} (${issue.code.replace(/_/g, " ")}).`,
    };
  });
}

/** The id of the section a schema issue sits in, when that id is itself well formed. */
function sectionIdAt(document: unknown, path: readonly PropertyKey[]): string | null {
  if (path[0] !== "sections" || typeof path[1] !== "number") return null;
  const sections = (document as { sections?: unknown } | null)?.sections;
  const id = Array.isArray(sections) ? (sections[path[1]] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === "string" && /^[a-z][a-z0-9-]{0,40}$/.test(id) ? id : null;
}
